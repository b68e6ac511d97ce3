import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary.tsx';

const errors: ErrorSummaryItem[] = [
  { fieldId: 'enquiry-name', message: 'Name is required' },
  { fieldId: 'enquiry-email', message: 'Please enter a valid email address' },
  { fieldId: 'enquiry-message', message: 'Message is required' },
];

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The list of a form's problems, above the form, after a submit that failed validation: titled 'There is a " +
          'problem\', announced at once (an inner `role="alert"`) and focused when it appears, so keyboard and screen ' +
          'reader users start from it. Each entry links to its field; following it focuses the field and scrolls its ' +
          "label into view. Show the same message by each field (the fields' `error` prop). Not for a failure to " +
          'send or a server error: use **Notice** for those.',
      },
    },
  },
  args: { errors },
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="md">
      <ErrorSummary {...args} />
      <TextField id="enquiry-name" label="Name" required error="Name is required" />
      <TextField
        id="enquiry-email"
        label="Email address"
        type="email"
        required
        defaultValue="amina@example"
        error="Please enter a valid email address"
      />
      <TextArea id="enquiry-message" label="Message" required error="Message is required" />
    </Box>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

function summaryOf(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-error-summary]') as HTMLElement;
}

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const summary = summaryOf(canvasElement);
    await expect(summary).toHaveFocus();
    await expect(getComputedStyle(summary).outlineStyle).toBe('solid');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'There is a problem' }),
    ).toBeVisible();
    const alert = canvas.getByRole('alert');
    await expect(summary).not.toBe(alert);
    await expect(alert).toHaveTextContent(/There is a problem.*Name is required/);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};

/** Following an entry focuses its field; the page does not follow the hash. */
export const LinksFocusTheField: Story = {
  play: async ({ canvas }) => {
    const address = window.location.href;
    await userEvent.click(canvas.getByRole('link', { name: 'Message is required' }));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Please enter a valid email address' }));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await expect(window.location.href).toBe(address);
  },
};

export const FromTheKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Name is required' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

/** A realistic use: nothing until a submit fails, then the summary appears with focus. */
export const AppearsAfterSubmit: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState<ErrorSummaryItem[]>([]);
    return (
      <Box display="flex" flexDirection="column" gap="md">
        <ErrorSummary {...args} errors={shown} />
        <TextField id="enquiry-name" label="Name" required />
        <Box>
          <Button onClick={() => setShown(errors.slice(0, 1))}>Send Enquiry</Button>
        </Box>
      </Box>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(summaryOf(canvasElement)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(summaryOf(canvasElement)).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Name is required');
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    title: 'هناك مشكلة',
    toneLabel: 'خطأ:',
    errors: [{ fieldId: 'enquiry-name', message: 'الاسم مطلوب' }],
  },
  play: async ({ canvas, canvasElement }) => {
    const summary = summaryOf(canvasElement);
    const box = summary.getBoundingClientRect();
    const heading = canvas.getByRole('heading', { name: 'هناك مشكلة' }).getBoundingClientRect();
    // The heading starts at the right; the tone bar is on the right.
    await expect(box.right - heading.right).toBeLessThan(box.width / 4);
    const style = getComputedStyle(summary);
    await expect(parseFloat(style.borderRightWidth)).toBeGreaterThan(
      parseFloat(style.borderLeftWidth),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'الاسم مطلوب' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
