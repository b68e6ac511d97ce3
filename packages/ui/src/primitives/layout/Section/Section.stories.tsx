import { vars } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  phone,
  rightToLeft,
  smallPhone,
  toPixels,
} from '../../../storybook/decorators.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { Link } from '../../actions/Link/Link.tsx';
import { Text } from '../../type/Text/Text.tsx';
import { Section, sectionTones } from './Section.tsx';

/** The home page's impact statements (specification, sections 1 and 9). */
const impact = [
  'Working in 12 countries, with partnerships across 100+ more',
  '20,000+ health organisations connected',
  'Over 1 million people supported',
  '85% of every donation goes to health programmes',
];

const impactGrid = (
  <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 4 }} data-testid="impact">
    {impact.map((statement) => (
      <Text key={statement} size="lg" weight="semibold">
        {statement}
      </Text>
    ))}
  </Grid>
);

const meta = {
  title: 'Layout/Section',
  component: Section,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A titled band of a page (‘Our Impact’, ‘Why It Matters’, ‘What We Fund’). It is a region named by its ' +
          'heading, so readers can jump to it. Choose `headingLevel` from the page outline (2 under the page’s h1). ' +
          '`tone` sets the surface: alternate `default` and `subtle` to separate bands; use `brand` or `inverse` ' +
          'sparingly, with inverse links and secondary buttons inside. `width` sets the content’s width. Not for the ' +
          'top of a page (use Hero) or for a box inside a band (use Card). A section far from view is laid out only ' +
          'as it nears the viewport, which shortens the page’s first layout; it clips anything that sticks out of ' +
          'its band, so put a popover of your own in the top layer.',
      },
    },
  },
  args: {
    heading: 'Our Impact',
    intro: 'What your support has made possible since the Trust began.',
    children: impactGrid,
  },
  argTypes: { tone: { control: 'inline-radio', options: sectionTones } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Our Impact' });
    await expect(
      within(region).getByRole('heading', { level: 2, name: 'Our Impact' }),
    ).toBeVisible();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    await expect(region).toHaveAttribute('data-tone', 'default');
    // Laid out only as it nears the viewport, with about a phone screen's height held till then.
    await expect(getComputedStyle(region).contentVisibility).toBe('auto');
    await expect(getComputedStyle(region).containIntrinsicBlockSize).toMatch(/^auto \d/);
  },
};

export const Tones: Story = {
  render: (args) => (
    <>
      {sectionTones.map((tone) => (
        <Section key={tone} {...args} tone={tone} heading={`Our Impact (${tone})`} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const backgrounds = new Set<string>();
    for (const tone of sectionTones) {
      const region = canvas.getByRole('region', { name: `Our Impact (${tone})` });
      await expect(region).toHaveAttribute('data-tone', tone);
      backgrounds.add(getComputedStyle(region).backgroundColor);
      const heading = within(region).getByRole('heading');
      // On the dark tones the heading takes the light text colour of the surface.
      await expect(getComputedStyle(heading).color).toBe(getComputedStyle(region).color);
    }
    await expect(backgrounds.size).toBe(sectionTones.length);
  },
};

export const DarkWithLink: Story = {
  args: {
    tone: 'inverse',
    heading: 'What We Fund',
    intro: 'Five pillars, from healthcare access to emergency relief.',
    children: (
      <Link href="/what-we-do" tone="inverse">
        See what we fund
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See what we fund' });
    link.focus();
    // The focus ring switches to the colour that shows on dark surfaces.
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await expect(getComputedStyle(link).outlineColor).not.toBe(
      getComputedStyle(canvas.getByRole('region')).backgroundColor,
    );
  },
};

export const NestedLevel: Story = {
  args: {
    headingLevel: 3,
    heading: 'Due Diligence',
    intro: undefined,
    width: 'narrow',
    children: <Text>Every grant follows a formal resolution of the Board of Trustees.</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Due Diligence' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Due Diligence' })).toBeVisible();
    // The content keeps to the narrow width.
    const container = canvas.getByRole('region').firstElementChild as Element;
    await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(
      toPixels(vars.size.container.narrow) + 1,
    );
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    // One statement per row on a phone.
    const items = within(canvas.getByTestId('impact')).getAllByRole('listitem');
    const lefts = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreenDoubleText: Story = {
  globals: { ...smallPhone, ...doubleTextSize },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    heading: 'أثرنا',
    intro: 'ما جعله دعمكم ممكناً منذ تأسيس الصندوق.',
    children: undefined,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'أثرنا' });
    const heading = within(region).getByRole('heading').getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(within(region).getByRole('heading'));
    // The heading's text starts at the right edge of its column.
    await expect(range.getBoundingClientRect().right).toBeCloseTo(heading.right, 0);
  },
};
