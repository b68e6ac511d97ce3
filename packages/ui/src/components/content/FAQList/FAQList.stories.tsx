import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { expectFitsWindow } from '../../cards/Card/storyHelpers.ts';
import { Link } from '../../../primitives/actions/Link/Link.tsx';
import { FAQList, type FAQItem } from './FAQList.tsx';

const questions: FAQItem[] = [
  {
    id: 'applications',
    question: 'Do you accept unsolicited funding applications?',
    answer: (
      <p>
        No. The trust identifies its partners itself and does not accept unsolicited funding
        applications. Every grant needs a formal resolution of the Board of Trustees.
      </p>
    ),
  },
  {
    id: 'registration',
    question: 'Is the trust a registered charity?',
    answer: (
      <p>
        The trust is established in England and Wales. Registration with the Charity Commission is
        in progress and expected in 2025.
      </p>
    ),
  },
  {
    id: 'programmes',
    question: 'How much of my donation goes to health programmes?',
    answer: <p>85% of every donation goes directly to health programmes.</p>,
    defaultOpen: true,
  },
  {
    id: 'gift-aid',
    question: 'Can I add Gift Aid to my donation?',
    answer: (
      <p>
        Yes, if you are a UK taxpayer: Gift Aid adds an extra 25p for every £1 you give, at no cost
        to you.
      </p>
    ),
  },
  {
    id: 'reply',
    question: 'How soon will you reply to my enquiry?',
    answer: (
      <p>
        We reply to serious enquiries within 48 hours. You can also{' '}
        <Link href="/contact">contact us</Link> by email or post.
      </p>
    ),
  },
];

const meta = {
  title: 'Content/FAQList',
  component: FAQList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Questions and answers on native `<details>` and `<summary>` (Frequently Asked Questions): the browser ' +
          'gives keyboard support (Tab, Enter, Space), announces expanded and collapsed, and opens a closed answer ' +
          'when find-in-page matches in it. Mark an item `defaultOpen`, or control the open items with `open` ' +
          'and `onOpenChange`; each item carries `data-state="open|closed"`. Give `headingLevel` to put the ' +
          'questions in the page outline, and `showToggleAll` for an Expand all / Collapse all button. Not for ' +
          'navigation or for content everyone needs to see: do not hide that behind a question.',
      },
    },
  },
  args: { items: questions, onOpenChange: fn() },
} satisfies Meta<typeof FAQList>;

export default meta;
type Story = StoryObj<typeof meta>;

const allDetails = (element: HTMLElement) =>
  [...element.querySelectorAll('details')] as HTMLDetailsElement[];
const summaryOf = (element: HTMLElement, index: number) =>
  allDetails(element)[index]?.querySelector('summary') as HTMLElement;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const items = allDetails(canvasElement);
    await expect(items.map((item) => item.open)).toEqual([false, false, true, false, false]);
    await expect(canvas.getByText(/85% of every donation/)).toBeVisible();
    await expect(canvas.getByText(/does not accept unsolicited/)).not.toBeVisible();
    await userEvent.click(canvas.getByText('Do you accept unsolicited funding applications?'));
    await expect(items[0]).toHaveAttribute('data-state', 'open');
    await expect(items[0]?.open).toBe(true);
    await expect(canvas.getByText(/does not accept unsolicited/)).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(['applications', 'programmes']);
  },
};

/**
 * Each question is a native summary: in the tab order, with a visible focus ring. Enter and
 * Space then work as the browser's own (test events cannot press them natively, so the
 * pressing is left to the browser and only the focus is checked here).
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const summaries = allDetails(canvasElement).map((item) => item.querySelector('summary'));
    await userEvent.tab();
    await expect(summaries[0]).toHaveFocus();
    await expect(getComputedStyle(summaries[0] as Element).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(summaries[1]).toHaveFocus();
    // A full touch target, well over the WCAG 2.2 minimum of 24 px.
    await expect(summaries[1]?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const QuestionsAsHeadings: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings).toHaveLength(5);
    await expect(headings[0]?.closest('summary')).not.toBeNull();
    // A heading inside the summary looks like the rest of the question.
    await expect(getComputedStyle(headings[0] as Element).fontSize).toBe(
      getComputedStyle(headings[0]?.closest('summary') as Element).fontSize,
    );
  },
};

export const ExpandAndCollapseAll: Story = {
  args: { showToggleAll: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expect(allDetails(canvasElement).every((item) => item.open)).toBe(true);
    const collapse = canvas.getByRole('button', { name: 'Collapse all' });
    await expect(collapse).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(allDetails(canvasElement).some((item) => item.open)).toBe(false);
    await expect(canvas.getByRole('button', { name: 'Expand all' })).toBeVisible();
  },
};

export const AllClosed: Story = {
  args: { items: questions.map((question) => ({ ...question, defaultOpen: false })) },
  play: async ({ canvasElement }) => {
    for (const item of allDetails(canvasElement)) {
      await expect(item).toHaveAttribute('data-state', 'closed');
    }
  },
};

/** The browser opens an answer itself (find-in-page does this): the state follows. */
export const OpenedByTheBrowser: Story = {
  args: { showToggleAll: true },
  play: async ({ args, canvas, canvasElement }) => {
    const items = allDetails(canvasElement);
    for (const item of items) item.open = true;
    await waitFor(() => expect(items.map((item) => item.dataset.state)).not.toContain('closed'));
    await expect(canvas.getByRole('button', { name: 'Collapse all' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(
      questions.map((question) => question.id),
    );
  },
};

/** The page keeps the state: it allows one answer open at a time. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState<string[]>(['programmes']);
    return (
      <FAQList
        {...args}
        open={open}
        // Keep only the item just opened.
        onOpenChange={(next) => setOpen(next.filter((id) => !open.includes(id)).slice(0, 1))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(summaryOf(canvasElement, 4));
    await expect(allDetails(canvasElement).map((item) => item.open)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    await userEvent.click(summaryOf(canvasElement, 0));
    await expect(allDetails(canvasElement).map((item) => item.dataset.state)).toEqual([
      'open',
      'closed',
      'closed',
      'closed',
      'closed',
    ]);
  },
};

/** A controlled list whose owner ignores the request: nothing opens, not even in the DOM. */
export const ControlledAndFixed: Story = {
  args: { open: ['programmes'] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(summaryOf(canvasElement, 0));
    await expect(args.onOpenChange).toHaveBeenCalledWith(['applications', 'programmes']);
    await expect(allDetails(canvasElement)[0]?.open).toBe(false);
    await expect(allDetails(canvasElement)[0]).toHaveAttribute('data-state', 'closed');
  },
};

export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  args: { showToggleAll: true, headingLevel: 3 },
  render: (args) => (
    <Box padding="md">
      <FAQList {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    showToggleAll: true,
    expandAllLabel: 'توسيع الكل',
    collapseAllLabel: 'طي الكل',
    items: [
      {
        id: 'applications',
        question: 'هل تقبلون طلبات التمويل غير المطلوبة؟',
        answer: <p>لا. لا يقبل الصندوق طلبات التمويل غير المطلوبة.</p>,
        defaultOpen: true,
      },
      {
        id: 'reply',
        question: 'متى ستردون على استفساري؟',
        answer: <p>نرد على الاستفسارات الجادة خلال 48 ساعة.</p>,
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const summary = summaryOf(canvasElement, 0).getBoundingClientRect();
    const question = canvas
      .getByText('هل تقبلون طلبات التمويل غير المطلوبة؟')
      .getBoundingClientRect();
    const chevron = (
      summaryOf(canvasElement, 0).querySelector('svg') as SVGElement
    ).getBoundingClientRect();
    // The question starts on the right; the chevron is at the end: the left.
    await expect(summary.right - question.right).toBeLessThan(16);
    await expect(chevron.right).toBeLessThanOrEqual(question.left);
    // The Expand all button sits at the end of the line: the left.
    const button = canvas.getByRole('button', { name: 'توسيع الكل' }).getBoundingClientRect();
    await expect(button.left - summary.left).toBeLessThan(16);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: { showToggleAll: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
