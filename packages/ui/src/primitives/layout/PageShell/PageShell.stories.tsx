import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  phone,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../Box/Box.tsx';
import { Button } from '../../actions/Button/Button.tsx';
import { Container } from '../Container/Container.tsx';
import { Heading } from '../../type/Heading/Heading.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { SiteFooter } from '../../../components/navigation/SiteFooter/SiteFooter.tsx';
import { SiteHeader } from '../../../components/navigation/SiteHeader/SiteHeader.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../../type/Text/Text.tsx';
import { PageShell } from './PageShell.tsx';

const header = (
  <SiteHeader
    siteName="Global Health Access Trust"
    menuItems={[
      {
        label: 'About',
        href: '/about-the-trust',
        submenu: [
          { label: 'About the Trust', href: '/about-the-trust' },
          { label: 'Trustee Biographies', href: '/trustee-biographies' },
        ],
      },
      { label: 'Blog', href: '/blog' },
    ]}
    callToAction={{ label: 'Partner With Us', href: '/donate' }}
  />
);

const footer = (
  <SiteFooter
    organisation={{
      name: 'Global Health Access Trust',
      description: 'Access to health is justice, not charity.',
    }}
    quickLinks={[
      { label: 'Home', href: '/' },
      { label: 'Contact', href: '/contact' },
    ]}
    bottomLinks={[{ label: 'Privacy', href: '/privacy-policy' }]}
    year={2025}
  />
);

/** Stands in for the site's cookie banner, which fills the `banner` slot. */
const cookieBanner = (
  <Box as="section" aria-labelledby="cookie-banner-title" background="subtle" paddingBlock="md">
    <Container>
      <Stack space="sm">
        <Heading level={2} size="sm" id="cookie-banner-title">
          Cookies on this site
        </Heading>
        <Text>
          We use essential cookies to make the site work, and analytics only if you agree.
        </Text>
        <Inline space="sm">
          <Button>Accept All</Button>
          <Button variant="secondary">Essential Only</Button>
        </Inline>
      </Stack>
    </Container>
  </Box>
);

function PageContent({ paragraphs = 3 }: { paragraphs?: number }): ReactNode {
  return (
    <Container>
      <Box paddingBlock="xl">
        <Stack space="md">
          <Heading level={1}>Our Impact</Heading>
          {Array.from({ length: paragraphs }, (_, index) => (
            <Text key={index}>
              We work in 12 countries, with partnerships across 100 more, so that people displaced
              by crisis can still reach a clinic, a nurse and the medicines they need.
            </Text>
          ))}
          <Box>
            <Button>Read the Annual Review</Button>
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}

/** Puts the address back, so the skip link's jump does not carry over into the next story. */
function clearHash() {
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
}

const meta = {
  title: 'Layout/PageShell',
  component: PageShell,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame of every page, used once by the site’s layout: the skip link first, then the optional site-wide ' +
          '`banner` (the cookie banner), the `header`, `<main id="main-content">` with the page, and the `footer`. ' +
          'The banner sits in the flow above the header, so it is met early and never lies over focused content; do ' +
          'not give it a fixed or sticky position. Not for sections inside a page: use Section.',
      },
    },
  },
  args: { header, footer, children: <PageContent /> },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // One of each landmark, in order.
    const banner = canvas.getByRole('banner');
    const main = canvas.getByRole('main');
    const contentinfo = canvas.getByRole('contentinfo');
    await expect(banner.compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(main.compareDocumentPosition(contentinfo)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(main).toHaveAttribute('tabindex', '-1');
    // The footer sits at the bottom of the window even on a short page.
    await expect(contentinfo.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(
      window.innerHeight - 1,
    );

    // The skip link is the first stop and jumps past the header.
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toHaveAttribute('href', '#main-content');
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(main).getByRole('button', { name: 'Read the Annual Review' }),
    ).toHaveFocus();
    clearHash();
  },
};

/** The cookie banner comes first after the skip link, above the header, and pushes the page down. */
export const WithCookieBanner: Story = {
  args: { banner: cookieBanner, children: <PageContent paragraphs={30} /> },
  play: async ({ canvas }) => {
    const cookies = canvas.getByRole('region', { name: 'Cookies on this site' });
    const header = canvas.getByRole('banner');
    await expect(cookies.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      header.getBoundingClientRect().top + 1,
    );
    await expect(getComputedStyle(cookies.parentElement as Element).position).toBe('static');
    // The content below has a compositor layer of its own: when the banner changes height, the
    // browser moves it without painting it again.
    await expect(getComputedStyle(canvas.getByRole('main')).willChange).toBe('transform');

    await userEvent.tab();
    await userEvent.tab();
    await expect(within(cookies).getByRole('button', { name: 'Accept All' })).toHaveFocus();

    // Far down the page, whatever has focus is not covered by the banner (or anything else).
    const button = canvas.getByRole('button', { name: 'Read the Annual Review' });
    button.focus();
    // Once the page has glided there (smooth scrolling, unless the reader asked for less motion).
    await waitFor(() => {
      const box = button.getBoundingClientRect();
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      const atCentre = document.elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      );
      expect(button.contains(atCentre)).toBe(true);
    });
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const Phone: Story = {
  globals: phone,
  args: { banner: cookieBanner },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expectNoSidewaysOverflow(canvas.getByRole('main').parentElement as Element);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { skipLinkLabel: 'انتقل إلى المحتوى الرئيسي' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' });
    await expect(skipLink).toHaveFocus();
    // The skip link appears at the inline-start corner: the top right.
    await expect(skipLink.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth / 2);
    const home = canvas.getByRole('link', { name: 'Global Health Access Trust' });
    await expect(home.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
  },
};

export const DoubleTextSize: Story = {
  globals: { ...doubleTextSize, ...phone },
  args: { banner: cookieBanner },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByRole('main').parentElement as Element);
  },
};
