import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  phone,
  rightToLeft,
  smallPhone,
} from '../../../storybook/decorators.tsx';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import { Heading } from '../../../primitives/type/Heading/Heading.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { SiteFooter, type SiteFooterLink } from './SiteFooter.tsx';

/** The footer's links, as in the specification (section 2). */
const quickLinks: SiteFooterLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'What We Do', href: '/what-we-do' },
  { label: 'Impact', href: '/blog' },
  { label: 'Get Involved', href: '/get-involved' },
  { label: 'Publications', href: '/publications' },
  { label: 'Contact', href: '/contact' },
];

const governanceLinks: SiteFooterLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
  { label: 'Terms of Use', href: '/terms-of-use' },
  { label: 'Accessibility Statement', href: '/accessibility-statement' },
  { label: 'Safeguarding Policy', href: '/safeguarding' },
  { label: 'Conflict of Interest', href: '/conflict-of-interest' },
  { label: 'Financial Controls', href: '/financial-controls' },
  { label: 'Risk Management', href: '/risk-management' },
  { label: 'Whistleblowing', href: '/whistleblowing' },
  { label: 'Anti-Fraud & Anti-Corruption', href: '/anti-fraud' },
  { label: 'Governance & Oversight', href: '/governance' },
  { label: 'Constitution', href: '/constitution' },
];

const bottomLinks: SiteFooterLink[] = [
  { label: 'Privacy', href: '/privacy-policy' },
  { label: 'Cookies', href: '/cookie-policy' },
  { label: 'Terms', href: '/terms-of-use' },
];

const organisation = {
  name: 'Global Health Access Trust',
  description: 'Access to health is justice, not charity.',
  addressLines: ['Correspondence address', 'London', 'United Kingdom'],
  email: 'info@globalhealthaccesstrust.org',
  registration:
    'Registered in England and Wales. Charity Commission registration in progress (expected 2025).',
};

/** Stands in for the site's newsletter form, which fills this slot. */
const newsletter = (
  <Stack space="sm" as="section" aria-labelledby="footer-newsletter">
    <Heading level={2} size="xs" tone="inverse" id="footer-newsletter">
      Stay Informed
    </Heading>
    <Text size="sm">News of our grants and impact, a few times a year.</Text>
    <Button variant="secondary">Subscribe</Button>
  </Stack>
);

const meta = {
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The footer of every page: put one SiteFooter at the end of the PageShell. It says who runs the site and ' +
          'how to reach them, and holds the newsletter form (a slot, first, above the columns), the quick links, the ' +
          'governance links (the first eight by default) and the copyright line with the current year. Everything ' +
          'after the newsletter is laid out as it nears the viewport; keep form fields in the slot, not after it. ' +
          'Each link group is a navigation ' +
          'landmark named by its heading. It sits on the dark surface: anything put in a slot must read on it. ' +
          'Not for page-specific links: put those in the page.',
      },
    },
  },
  args: {
    organisation,
    quickLinks,
    governanceLinks,
    bottomLinks,
    newsletter,
    year: 2025,
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(getComputedStyle(footer).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    const quick = canvas.getByRole('navigation', { name: 'Quick Links' });
    await expect(within(quick).getAllByRole('link')).toHaveLength(quickLinks.length);
    await expect(within(quick).getByRole('link', { name: 'Impact' })).toHaveAttribute(
      'href',
      '/blog',
    );
    const governance = canvas.getByRole('navigation', { name: 'Governance' });
    // Only the first eight governance links are shown.
    const shown = within(governance).getAllByRole('link');
    await expect(shown).toHaveLength(8);
    await expect(shown.at(-1)).toHaveTextContent('Risk Management');
    await expect(within(governance).queryByRole('link', { name: 'Whistleblowing' })).toBeNull();
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Privacy', 'Cookies', 'Terms']);
    await expect(footer).toHaveTextContent('© 2025 Global Health Access Trust');
    // The logo, reversed on the dark surface: a light tile, the name in light text.
    const logo = footer.querySelector('[data-tone="reversed"]');
    await expect(logo).toHaveTextContent('Global Health Access Trust');
    const tile = logo?.querySelector('svg[aria-hidden="true"] rect');
    await expect(tile ? getComputedStyle(tile).fill : '').toBe('rgb(255, 255, 255)');
    await expect(canvas.getByRole('link', { name: organisation.email })).toHaveAttribute(
      'href',
      `mailto:${organisation.email}`,
    );
    await expect(footer.querySelector('address')).toHaveTextContent('London');
    await expect(canvas.getByText(organisation.registration)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Stay Informed' })).toBeVisible();
    // The newsletter comes first and is laid out with the page; everything after it is laid out
    // only near the viewport, with room held for it until then, and holds no form field.
    const signUp = canvas.getByRole('region', { name: 'Stay Informed' });
    const laidOutNearView = canvas.getByRole('navigation', { name: 'Legal' }).closest('footer > *');
    if (!(laidOutNearView instanceof HTMLElement)) throw new Error('No part after the newsletter');
    await expect(getComputedStyle(laidOutNearView).contentVisibility).toBe('auto');
    await expect(getComputedStyle(laidOutNearView).containIntrinsicBlockSize).toMatch(/^auto \d/);
    await expect(laidOutNearView).toBe(footer.lastElementChild);
    await expect(laidOutNearView.contains(signUp)).toBe(false);
    await expect(
      signUp.compareDocumentPosition(laidOutNearView) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(getComputedStyle(footer).contentVisibility).toBe('visible');
  },
};

export const AllGovernanceLinks: Story = {
  args: { governanceLinkLimit: governanceLinks.length },
  play: async ({ canvas }) => {
    const governance = canvas.getByRole('navigation', { name: 'Governance' });
    await expect(within(governance).getAllByRole('link')).toHaveLength(12);
    await expect(within(governance).getByRole('link', { name: 'Constitution' })).toBeVisible();
  },
};

/** Without a `year`, the copyright line shows the current one. */
export const CurrentYear: Story = {
  args: { year: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Global Health Access Trust`,
    );
  },
};

export const WithSocialLinks: Story = {
  args: {
    socialLinks: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
      { label: 'Bluesky', href: 'https://bsky.app/' },
    ],
  },
  play: async ({ canvas }) => {
    const social = canvas.getByRole('navigation', { name: 'Follow Us' });
    await expect(within(social).getAllByRole('link')).toHaveLength(2);
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/accessibility-statement' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Accessibility Statement' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(link).fontWeight).toBe('700');
  },
};

/** The organisation details alone. */
export const Minimal: Story = {
  args: {
    organisation: { name: 'Global Health Access Trust' },
    quickLinks: undefined,
    governanceLinks: undefined,
    bottomLinks: undefined,
    newsletter: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Global Health Access Trust');
  },
};

const columnLefts = (canvas: ReturnType<typeof within>) =>
  ['Quick Links', 'Governance'].map(
    (name) => canvas.getByRole('navigation', { name }).getBoundingClientRect().left,
  );

/** On a phone the columns stack, one under another. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const [quick, governance] = columnLefts(canvas);
    await expect(quick).toBeCloseTo(governance ?? 0, 0);
    await expectNoSidewaysOverflow(canvas.getByRole('contentinfo'));
  },
};

export const NarrowScreen: Story = {
  globals: smallPhone,
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByRole('contentinfo'));
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    organisation: {
      name: 'صندوق الوصول الصحي العالمي',
      description: 'الوصول إلى الصحة عدالة، لا إحسان.',
      addressLines: ['عنوان المراسلة', 'لندن', 'المملكة المتحدة'],
      email: organisation.email,
      registration: 'مسجل في إنجلترا وويلز.',
    },
    quickLinksHeading: 'روابط سريعة',
    quickLinks: [
      { label: 'الرئيسية', href: '/' },
      { label: 'من نحن', href: '/about' },
    ],
    governanceHeading: 'الحوكمة',
    governanceLinks: [
      { label: 'سياسة الخصوصية', href: '/privacy-policy' },
      { label: 'سياسة ملفات تعريف الارتباط', href: '/cookie-policy' },
    ],
    bottomLinksLabel: 'روابط قانونية',
    bottomLinks: [{ label: 'الخصوصية', href: '/privacy-policy' }],
    copyrightNotice: (year, name) => `© ${year} ${name}`,
    newsletter: undefined,
  },
  play: async ({ canvas }) => {
    // The first column, the organisation, is at the right; the next to its left.
    // The logo's name, in the paragraph that holds the logo.
    const name = canvas.getByText('صندوق الوصول الصحي العالمي', { selector: 'p span' });
    const quick = canvas.getByRole('navigation', { name: 'روابط سريعة' });
    await expect(name.getBoundingClientRect().left).toBeGreaterThan(
      quick.getBoundingClientRect().right,
    );
    // The copyright line starts at the right, the legal links at the left.
    const copyright = canvas.getByText(/^©/);
    const legal = canvas.getByRole('navigation', { name: 'روابط قانونية' });
    await expect(copyright.getBoundingClientRect().left).toBeGreaterThan(
      legal.getBoundingClientRect().right,
    );
  },
};

export const DoubleTextSize: Story = {
  globals: { ...doubleTextSize, ...phone },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(
      parseFloat(getComputedStyle(canvas.getByRole('link', { name: 'Impact' })).fontSize),
    ).toBe(32);
    await expectNoSidewaysOverflow(footer);
  },
};
