import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { doubleTextSize, rightToLeft } from '../../../storybook/decorators.tsx';
import { Box } from '../../layout/Box/Box.tsx';
import { Heading } from '../../type/Heading/Heading.tsx';
import { Link } from '../Link/Link.tsx';
import { Text } from '../../type/Text/Text.tsx';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Actions/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Put one SkipLink first in every page, before the header, pointing at the `id` of the `<main>` element ' +
          '(`#main-content` by default). It stays hidden until a keyboard user tabs to it, then lets them jump past the ' +
          'navigation. Add others only for very long repeated blocks. It is an in-page anchor, so it is a plain `<a>`, ' +
          'not a router link.',
      },
    },
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page with a header and navigation to skip. */
function FakePage({ skipLink, direction }: { skipLink: ReactNode; direction?: 'rtl' }) {
  const rtl = direction === 'rtl';
  return (
    <>
      {skipLink}
      <Box as="header" paddingBlock="md">
        <nav aria-label={rtl ? 'الرئيسية' : 'Main'}>
          <Box as="ul" display="flex" flexWrap="wrap" gap="md" padding="none" margin="none">
            <li>
              <Link href="#about">{rtl ? 'من نحن' : 'About Us'}</Link>
            </li>
            <li>
              <Link href="#impact">{rtl ? 'أثرنا' : 'Our Impact'}</Link>
            </li>
            <li>
              <Link href="#donate">{rtl ? 'تبرع' : 'Donate'}</Link>
            </li>
          </Box>
        </nav>
      </Box>
      <main id="main-content">
        <Heading level={1}>{rtl ? 'شراكات من أجل الصحة' : 'Partner With Us'}</Heading>
        <Text>
          {rtl ? 'تعرف على ' : 'Find out how '}
          <Link href="#partners">{rtl ? 'شراكاتنا' : 'partnerships'}</Link>
          {rtl ? ' مع المستشفيات.' : ' with hospitals bring care closer to home.'}
        </Text>
      </main>
    </>
  );
}

/** Fails unless the element is on screen: not the 1px hidden box, and inside the viewport. */
async function expectOnScreen(element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(1);
  await expect(box.height).toBeGreaterThan(1);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
}

/** Puts the address back, so the jump does not carry over into the next story. */
function clearHash() {
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
}

export const OnAPage: Story = {
  render: (args) => <FakePage skipLink={<SkipLink {...args} />} />,
  play: async ({ canvas }) => {
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    // Hidden until it has focus.
    await expect(skipLink.getBoundingClientRect().width).toBe(1);

    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expectOnScreen(skipLink);
    await expect(getComputedStyle(skipLink).outlineStyle).toBe('solid');

    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    await expect(window.location.hash).toBe('#main-content');

    // The next Tab carries on from the main content, past the navigation.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'partnerships' })).toHaveFocus();
    await expect(skipLink.getBoundingClientRect().width).toBe(1);
    clearHash();
  },
};

export const OtherTarget: Story = {
  args: { href: '#donation-form', children: 'Skip to the donation form' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Text>
        <Link href="#about">About Us</Link>
      </Text>
      <Box as="section" id="donation-form" aria-label="Donation form" paddingBlock="md">
        <Text as="label" htmlFor="amount">
          Amount in pounds
        </Text>
        <input id="amount" inputMode="decimal" />
      </Box>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'Donation form' })).toHaveFocus();
    await expect(window.location.hash).toBe('#donation-form');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Amount in pounds' })).toHaveFocus();
    clearHash();
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { children: 'انتقل إلى المحتوى الرئيسي' },
  render: (args) => <FakePage direction="rtl" skipLink={<SkipLink {...args} />} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' });
    await expect(skipLink).toHaveFocus();
    await expectOnScreen(skipLink);
    // The inline-start corner is the top right when the page reads right to left.
    const box = skipLink.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(window.innerWidth / 2);
    await expect(window.innerWidth - box.right).toBeLessThan(box.left);
  },
};

export const DoubleTextSize: Story = {
  globals: doubleTextSize,
  render: (args) => <FakePage skipLink={<SkipLink {...args} />} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(parseFloat(getComputedStyle(skipLink).fontSize)).toBe(32);
    await expectOnScreen(skipLink);
  },
};
