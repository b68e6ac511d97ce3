import { vars } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { onDarkSurface } from '../../../css/focusRing.css.ts';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../layout/Box/Box.tsx';
import { Text } from '../../type/Text/Text.tsx';
import { Link, linkDisplays, linkTones } from './Link.tsx';

const meta = {
  title: 'Actions/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Link to take the reader to another page or place, inline in copy or (`display="block"`) on its own line ' +
          'in lists and footers. It goes through the app’s link component (LinkProvider). Use a Button for actions, and ' +
          'ButtonLink for a call to action that should look like a button. Set `external` for other sites: it opens a new ' +
          'tab and says so. Set `current` on the link to the page being shown. On dark surfaces use `tone="inverse"` inside ' +
          'an element with the `onDarkSurface` class.',
      },
    },
  },
  args: { href: '#our-impact', children: 'Our Impact' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    display: { control: 'inline-radio', options: linkDisplays },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How the browser writes a theme colour, to compare with computed styles. */
function computedColour(colour: string, inside: Element) {
  const probe = document.createElement('span');
  probe.style.color = colour;
  inside.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

export const Inline: Story = {
  render: (args) => (
    <Text>
      Read about <Link {...args} /> across 14 countries, and how your gift helps.
    </Text>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Our Impact' });
    await expect(link).toHaveAttribute('href', '#our-impact');
    // Underlined, so it is not told apart by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    // Hover thickens the underline, animated with a token duration.
    await expect(getComputedStyle(link).transitionProperty).toContain('text-decoration-thickness');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="sm">
      {linkTones.map((tone) => (
        <Box
          key={tone}
          padding="sm"
          borderRadius="sm"
          background={tone === 'inverse' ? 'inverse' : 'default'}
          color={tone === 'inverse' ? 'inverse' : 'default'}
          className={tone === 'inverse' ? onDarkSurface : undefined}
        >
          <Text>
            <Link {...args} tone={tone} href={`#${tone}`}>
              {tone[0]?.toUpperCase() + tone.slice(1)}: Partner With Us
            </Link>
          </Text>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const tone of linkTones) {
      const link = canvas.getByRole('link', { name: new RegExp(`^${tone}`, 'i') });
      await expect(link).toHaveAttribute('data-tone', tone);
      await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    }
  },
};

export const External: Story = {
  args: { href: 'https://www.who.int', external: true, children: 'World Health Organization' },
  render: (args) => (
    <Text>
      Figures from the <Link {...args} />.
    </Text>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'World Health Organization (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const icon = link.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

export const CurrentPage: Story = {
  render: () => (
    <nav aria-label="About us">
      <Box as="ul" display="flex" flexWrap="wrap" gap="md" padding="none" margin="none">
        <li>
          <Link href="#history">Our History</Link>
        </li>
        <li>
          <Link href="#impact" current>
            Our Impact
          </Link>
        </li>
        <li>
          <Link href="#trustees">Trustees</Link>
        </li>
      </Box>
    </nav>
  ),
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'Our Impact' });
    const other = canvas.getByRole('link', { name: 'Our History' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(other).not.toHaveAttribute('aria-current');
    // Marked by more than colour: bolder, with a thicker underline.
    await expect(Number(getComputedStyle(current).fontWeight)).toBeGreaterThan(
      Number(getComputedStyle(other).fontWeight),
    );
    await expect(parseFloat(getComputedStyle(current).textDecorationThickness)).toBeGreaterThan(
      parseFloat(getComputedStyle(other).textDecorationThickness),
    );
  },
};

export const OnDarkSurface: Story = {
  args: { tone: 'inverse', children: 'Start a Conversation' },
  render: (args) => (
    <Box background="inverse" color="inverse" padding="lg" className={onDarkSurface}>
      <Text>
        Planning a legacy gift? <Link {...args} href="#legacy" /> with our team.
      </Text>
    </Box>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Start a Conversation' });
    await expect(link).toHaveFocus();
    const style = getComputedStyle(link);
    await expect(style.outlineStyle).toBe('solid');
    // The focus ring switches to the colour made for dark surfaces.
    await expect(style.outlineColor).toBe(computedColour(vars.color.focus.ringOnDark, link));
  },
};

export const BlockLinks: Story = {
  render: () => (
    <nav aria-label="Footer">
      <Box as="ul" display="flex" flexDirection="column" gap="xxs" padding="none" margin="none">
        <li>
          <Link href="#privacy" display="block">
            Privacy
          </Link>
        </li>
        <li>
          <Link href="#accessibility" display="block">
            Accessibility Statement
          </Link>
        </li>
        <li>
          <Link href="#contact" display="block">
            Contact Us
          </Link>
        </li>
      </Box>
    </nav>
  ),
  play: async ({ canvas }) => {
    // Links on their own lines are not exempt from the 24 by 24 pixel target size.
    for (const link of canvas.getAllByRole('link')) {
      const { width, height } = link.getBoundingClientRect();
      await expect(height).toBeGreaterThanOrEqual(24);
      await expect(width).toBeGreaterThanOrEqual(24);
    }
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Our Impact' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const LongExternalLinkOnNarrowScreen: Story = {
  args: {
    href: 'https://www.who.int',
    external: true,
    children: 'Global Antimicrobial Resistance and Use Surveillance System report',
  },
  decorators: [narrowFrame],
  render: (args) => (
    <Text>
      See the <Link {...args} /> for the full figures.
    </Text>
  ),
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { href: 'https://www.who.int', external: true },
  render: (args) => (
    <Text>
      <Link {...args}>
        <span data-testid="label">منظمة الصحة العالمية</span>
      </Link>
    </Text>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    // The icon follows the words in reading order, so it sits to their left.
    const label = canvas.getByTestId('label').getBoundingClientRect();
    const icon = link.querySelector('svg')?.getBoundingClientRect();
    await expect(icon?.right).toBeLessThanOrEqual(label.left + 1);
  },
};
