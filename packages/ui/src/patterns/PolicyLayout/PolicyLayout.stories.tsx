import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  clearHash,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../storybook/decorators.tsx';
import { PolicyLayout, type PolicySection } from './PolicyLayout.tsx';

/** The whistleblowing policy's nine sections, as the site has them. */
const whistleblowingSections: PolicySection[] = [
  {
    id: 'policy-statement',
    title: 'Policy Statement',
    body: (
      <p>
        The Global Health Access Trust is committed to the highest standards of openness, probity
        and accountability. We encourage anyone who works with us to raise concerns about wrongdoing
        without fear of reprisal.
      </p>
    ),
  },
  {
    id: 'scope',
    title: 'Scope',
    body: (
      <p>
        This policy applies to trustees, staff, volunteers, consultants and partner organisations
        that receive grants from the Trust.
      </p>
    ),
  },
  {
    id: 'legal-framework',
    title: 'Legal Framework',
    body: (
      <p>
        Disclosures made in good faith are protected under the Public Interest Disclosure Act 1998.
        This policy is also guided by the Charity Commission’s guidance for trustees.
      </p>
    ),
  },
  {
    id: 'reporting',
    title: 'Reporting',
    body: (
      <>
        <p>Raise a concern with any of the following:</p>
        <ul>
          <li>the Chair of Trustees</li>
          <li>the Governance Lead</li>
          <li>the Safeguarding Lead, for any concern about the safety of people</li>
        </ul>
      </>
    ),
  },
  {
    id: 'investigation',
    title: 'Investigation',
    body: (
      <p>
        Every concern is acknowledged within 5 working days. The Chair of Trustees appoints an
        investigator with no involvement in the matter raised.
      </p>
    ),
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality',
    body: (
      <p>
        We will keep your identity confidential wherever we can. Anonymous concerns are accepted,
        though they can be harder to investigate.
      </p>
    ),
  },
  {
    id: 'false-allegations',
    title: 'False Allegations',
    body: (
      <p>
        No action will be taken against anyone who raises a concern in good faith that is not
        confirmed. Allegations made maliciously may lead to disciplinary action.
      </p>
    ),
  },
  {
    id: 'trustee-oversight',
    title: 'Trustee Oversight',
    body: (
      <p>
        The Board of Trustees receives a summary of concerns raised and their outcomes every
        quarter.
      </p>
    ),
  },
  {
    id: 'external-reporting',
    title: 'External Reporting',
    body: (
      <p>
        If you believe a concern has not been handled properly, you may report it to the Charity
        Commission for England and Wales.
      </p>
    ),
  },
];

/** Puts the story frame's address back as it was after a play function jumped within the page. */
const meta = {
  title: 'Page layouts/PolicyLayout',
  component: PolicyLayout,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Use PolicyLayout for governance and policy pages (Whistleblowing, Safeguarding, Financial ' +
          'Controls…): the title, the governance details as a description list (Last Updated, Effective ' +
          'Date, Review Date, Approved by: each shown only when given), a contents list, numbered ' +
          'sections (h2 ‘1. Policy Statement’) each with a ‘Back to contents’ link, and related links. ' +
          'The contents links handle the jump themselves: focus moves to the section heading (so the ' +
          'next Tab continues from there), the page scrolls to it and the address gets its `#hash`. ' +
          'Section `id`s must be unique on the page. For articles use **ArticleLayout**.',
      },
    },
  },
  args: {
    title: 'Whistleblowing Policy',
    intro: (
      <p>How to raise a concern about wrongdoing at the Trust, and how we will deal with it.</p>
    ),
    lastUpdated: '16 September 2025',
    effectiveDate: '08/05/2025',
    reviewDate: '08/05/2026',
    approvedBy: 'Board of Trustees',
    sections: whistleblowingSections,
    relatedLinks: [
      { label: 'Safeguarding Policy', href: '/safeguarding' },
      { label: 'Anti-Fraud & Anti-Corruption Policy', href: '/anti-fraud' },
      { label: 'Governance & Oversight', href: '/governance' },
      {
        label: 'Charity Commission: whistleblowing guidance',
        href: 'https://www.gov.uk/guidance/report-serious-wrongdoing-at-a-charity-as-a-worker-or-volunteer',
        external: true,
      },
    ],
  },
} satisfies Meta<typeof PolicyLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Whistleblowing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Whistleblowing Policy' }),
    ).toBeVisible();
    const details = [...canvasElement.querySelectorAll('dl > div')].map((item) => [
      item.querySelector('dt')?.textContent,
      item.querySelector('dd')?.textContent,
    ]);
    await expect(details).toEqual([
      ['Last Updated', '16 September 2025'],
      ['Effective Date', '08/05/2025'],
      ['Review Date', '08/05/2026'],
      ['Approved by', 'Board of Trustees'],
    ]);
    const contents = canvas.getByRole('navigation', { name: 'Contents' });
    await expect(within(contents).getAllByRole('link')).toHaveLength(9);
    await expect(
      canvas.getByRole('heading', { level: 2, name: '1. Policy Statement' }),
    ).toHaveAttribute('id', 'policy-statement');
    await expect(
      canvas.getByRole('heading', { level: 2, name: '9. External Reporting' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to contents' })).toHaveLength(9);
    await expect(canvas.getByRole('navigation', { name: 'Related Policies' })).toBeVisible();
  },
};

export const JumpToSection: Story = {
  play: async ({ canvas }) => {
    const contents = canvas.getByRole('navigation', { name: 'Contents' });
    await userEvent.click(within(contents).getByRole('link', { name: '6. Confidentiality' }));
    const heading = canvas.getByRole('heading', { level: 2, name: '6. Confidentiality' });
    await expect(heading).toHaveFocus();
    await expect(window.location.hash).toBe('#confidentiality');
    // The heading comes into view.
    await waitFor(() =>
      expect(heading.getBoundingClientRect().top).toBeLessThan(window.innerHeight),
    );
    // Tab carries on from the section, not from the top of the page.
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Back to contents');
    await expect(heading.closest('section')?.contains(document.activeElement)).toBe(true);
    clearHash();
  },
};

export const BackToContents: Story = {
  play: async ({ canvas }) => {
    const backLinks = canvas.getAllByRole('link', { name: 'Back to contents' });
    backLinks[7]?.focus();
    await expect(backLinks[7]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contents' })).toHaveFocus();
    await expect(window.location.hash).toBe('#contents');
    clearHash();
  },
};

/** A policy without governance details or related links. */
export const WithoutDetails: Story = {
  args: {
    title: 'Cookie Policy',
    intro: undefined,
    lastUpdated: undefined,
    effectiveDate: undefined,
    reviewDate: undefined,
    approvedBy: undefined,
    relatedLinks: [],
    sections: whistleblowingSections.slice(0, 3),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Related Policies' })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toBeVisible();
  },
};

/** Only some details: each shows only when given. */
export const LastUpdatedOnly: Story = {
  args: {
    title: 'Privacy Policy',
    effectiveDate: undefined,
    reviewDate: undefined,
    approvedBy: undefined,
    lastUpdated: '16 September 2024',
  },
  play: async ({ canvasElement }) => {
    const terms = [...canvasElement.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(terms).toEqual(['Last Updated']);
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // The contents come before the sections, full width, on a phone.
    const contents = canvas.getByRole('navigation', { name: 'Contents' }).getBoundingClientRect();
    const first = canvas
      .getByRole('heading', { level: 2, name: '1. Policy Statement' })
      .getBoundingClientRect();
    await expect(contents.bottom).toBeLessThanOrEqual(first.top);
    await expect(Math.abs(contents.width - first.width)).toBeLessThan(2);
    await expectNoSidewaysOverflow(canvas.getByRole('article'));
    // Contents links keep the 24px minimum target.
    const link = canvas.getByRole('link', { name: '2. Scope' }).getBoundingClientRect();
    await expect(link.height).toBeGreaterThanOrEqual(24);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    title: 'سياسة الإبلاغ عن المخالفات',
    intro: undefined,
    lastUpdatedLabel: 'آخر تحديث',
    effectiveDateLabel: 'تاريخ السريان',
    reviewDateLabel: 'تاريخ المراجعة',
    approvedByLabel: 'اعتمدها',
    approvedBy: 'مجلس الأمناء',
    contentsLabel: 'المحتويات',
    backToContentsLabel: 'العودة إلى المحتويات',
    relatedLinksTitle: 'سياسات ذات صلة',
    sections: ['بيان السياسة', 'النطاق', 'الإطار القانوني'].map((title, index) => ({
      ...whistleblowingSections[index],
      id: whistleblowingSections[index]?.id ?? `section-${index + 1}`,
      body: whistleblowingSections[index]?.body,
      title,
    })),
    relatedLinks: [{ label: 'سياسة الحماية', href: '/safeguarding' }],
  },
  play: async ({ canvas }) => {
    const contents = canvas.getByRole('navigation', { name: 'المحتويات' });
    const style = getComputedStyle(contents);
    // The contents' accent rule is on the right, where the lines start.
    await expect(parseFloat(style.borderRightWidth)).toBeGreaterThan(0);
    await expect(parseFloat(style.borderLeftWidth)).toBe(0);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const section = canvas
      .getByRole('heading', { level: 2, name: '1. بيان السياسة' })
      .getBoundingClientRect();
    const article = canvas.getByRole('article');
    const gutter = parseFloat(getComputedStyle(article).paddingRight);
    await expect(
      Math.abs(title.right - (article.getBoundingClientRect().right - gutter)),
    ).toBeLessThan(2);
    // On a wide screen the contents column is on the right, the sections to its left.
    await expect(section.right).toBeLessThan(contents.getBoundingClientRect().left + 1);
    // The jump still works.
    await userEvent.click(within(contents).getByRole('link', { name: '2. النطاق' }));
    await expect(canvas.getByRole('heading', { level: 2, name: '2. النطاق' })).toHaveFocus();
    clearHash();
  },
};

export const PhoneRightToLeft: Story = {
  args: RightToLeft.args,
  globals: { ...rightToLeft, ...phone },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const contents = canvas.getByRole('navigation', { name: 'المحتويات' }).getBoundingClientRect();
    const heading = canvas
      .getByRole('heading', { level: 2, name: '1. بيان السياسة' })
      .getBoundingClientRect();
    // Stacked on a phone, both starting at the right gutter.
    await expect(contents.bottom).toBeLessThanOrEqual(heading.top);
    await expect(Math.abs(contents.right - heading.right)).toBeLessThan(2);
    await expect(contents.right).toBeLessThanOrEqual(390 - 16 + 1);
  },
};
