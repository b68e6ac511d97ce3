import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A multi-line text box with a visible label, hint and error: for a message or an enquiry. It grows ' +
          'downwards only when resized, so it never pushes the page wider than the screen. For one line use **TextField**.',
      },
    },
  },
  args: { label: 'Message', name: 'message', required: true, onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(
      textArea,
      'Dear Trust,{enter}Our hospital would like to discuss a partnership.',
    );
    await expect(textArea).toHaveValue(
      'Dear Trust,\nOur hospital would like to discuss a partnership.',
    );
    await expect(args.onChange).toHaveBeenCalled();
    await expect(textArea).toBeRequired();
    await expect(getComputedStyle(textArea).resize).toBe('vertical');
  },
};

export const WithHintAndError: Story = {
  args: {
    hint: 'Tell us about your organisation and what you would like to discuss',
    error: 'Message is required',
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription(
      'Tell us about your organisation and what you would like to discuss Error: Message is required',
    );
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const textArea = canvas.getByRole('textbox');
    await expect(textArea).toHaveFocus();
    await expect(getComputedStyle(textArea).outlineStyle).toBe('solid');
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { label: 'الرسالة', requiredMarker: '(مطلوب)', error: 'الرسالة مطلوبة' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'الرسالة' }).getBoundingClientRect();
    const label = canvas.getByText('الرسالة').getBoundingClientRect();
    await expect(Math.abs(textArea.right - label.right)).toBeLessThanOrEqual(1);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: {
    hint: 'Tell us about your organisation and what you would like to discuss',
    error: 'Message is required',
  },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
