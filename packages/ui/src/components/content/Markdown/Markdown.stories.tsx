import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Markdown } from './Markdown.tsx';

const articleBody = `Access to healthcare in conflict zones is not a luxury: it is a right.

## The challenge

When clinics close, families walk for days to reach care. In 2024 our partners reported:

- 40% fewer open clinics in affected districts
- Vaccination rates falling below safe levels
  - measles cover under 60%
  - polio cover under 70%
- Long waits for maternity care

> Health is justice, not charity.
> We fund the people closest to the problem.

### What we fund

1. **Mobile clinics** that follow displaced communities
2. *Training* for community health workers
3. Supply chains for essential medicines

Read more about [how we work](/how-we-work), or see the [WHO emergency guidance](https://www.who.int/emergencies).

---

Questions? Email [info@ghat.org.uk](mailto:info@ghat.org.uk).`;

const meta = {
  title: 'Content/Markdown',
  component: Markdown,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use Markdown to show a body written in markdown, such as an article, inside a page whose own ' +
          'heading and layout come from elsewhere. It builds React elements from the tokens of ' +
          '[marked](https://marked.js.org)’s lexer and **never sets HTML**: raw HTML in the source ' +
          '(`<script>`, `<img onerror>`) is shown as the text it is, and a link whose scheme is not http, ' +
          'https, mailto or tel (`javascript:`, `data:`, `vbscript:`) keeps its words but loses the link. ' +
          'Headings move down by `headingOffset` (1 by default, so `#` becomes an h2 under the page’s h1). ' +
          'External http(s) links open in a new tab and say so. The result sits inside **Prose**, which gives ' +
          'it its spacing and type. Do not use it for short UI text: use Text.',
      },
    },
  },
  args: { children: articleBody },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArticleBody: Story = {
  play: async ({ canvas }) => {
    // '##' under the page's h1 becomes an h3; the top level of the body would be h2.
    await expect(canvas.getByRole('heading', { level: 3, name: 'The challenge' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'What we fund' })).toBeVisible();
    const lists = canvas.getAllByRole('list');
    await expect(lists).toHaveLength(3);
    await expect(canvas.getByText(/Health is justice/).closest('blockquote')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'how we work' })).toHaveAttribute(
      'href',
      '/how-we-work',
    );
    await expect(
      canvas.getByRole('link', { name: 'WHO emergency guidance (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('separator')).toBeVisible();
  },
};

export const HeadingOffset: Story = {
  args: {
    headingOffset: 2,
    children:
      '# Our Impact\n\nWorking in 12 countries.\n\n## Healthcare Access\n\nClinics and supplies.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Our Impact' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 4, name: 'Healthcare Access' }),
    ).toBeVisible();
  },
};

export const LineBreaks: Story = {
  args: { children: 'Global Health Access Trust\nCentral London\nUnited Kingdom' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p br')).toHaveLength(2);
  },
};

/** Raw HTML is never markup: each of these shows as text, and nothing runs. */
export const RawHtmlShownAsText: Story = {
  args: {
    children: [
      'A paragraph with <script>alert("inline")</script> in it.',
      '<img src="x" onerror="alert(1)">',
      '<script>\nalert(document.cookie)\n</script>',
      'An <a href="javascript:alert(1)">HTML link</a> and an <b>HTML bold</b>.',
    ].join('\n\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, b, a, [onerror]')).toBeNull();
    await expect(canvas.getByText('<img src="x" onerror="alert(1)">')).toBeVisible();
    await expect(canvas.getByText(/A paragraph with <script>/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const UnsafeLinksShownAsText: Story = {
  args: {
    children: [
      '- [Script link](javascript:alert(1))',
      '- [Data link](data:text/html;base64,PHNjcmlwdD4=)',
      '- [VBScript link](vbscript:msgbox(1))',
      '- [Hidden script link](java&#x73;cript:alert(1))',
      '- [A safe link](/safeguarding)',
    ].join('\n'),
  },
  play: async ({ canvas }) => {
    // Only the safe link is a link; the others keep their words as plain text.
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('A safe link');
    await expect(canvas.getByText('Script link').closest('a')).toBeNull();
    await expect(canvas.getByText('Hidden script link').closest('a')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    children: '> الصحة عدالة وليست صدقة.\n\n- الرعاية الصحية\n- التعليم والتدريب',
  },
  play: async ({ canvas, canvasElement }) => {
    // The quotation's rule and the list's indent sit on the right when the page reads right to left.
    const quote = canvasElement.querySelector('blockquote');
    await expect(quote).not.toBeNull();
    const style = getComputedStyle(quote ?? canvasElement);
    await expect(parseFloat(style.borderRightWidth)).toBeGreaterThan(0);
    await expect(parseFloat(style.borderLeftWidth)).toBe(0);
    const list = canvas.getByRole('list');
    await expect(parseFloat(getComputedStyle(list).paddingRight)).toBeGreaterThan(0);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: {
    children:
      articleBody +
      '\n\nA long address: https://www.who.int/emergencies/situations/conflict-health-access-report-2025',
  },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};
