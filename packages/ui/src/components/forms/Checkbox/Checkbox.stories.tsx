import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Checkbox } from './Checkbox.tsx';

const consent = 'I consent to the Trust processing my personal data to respond to my enquiry.';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One tick box with its label, for a yes-or-no choice such as consent to be contacted. The label is part ' +
          'of the target; the box itself is at least 24 by 24 pixels. Pass `error` to show a FieldError under the ' +
          'label. For one choice among several, use radio buttons or **Select**.',
      },
    },
  },
  args: { label: consent, name: 'consent', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: consent });
    await userEvent.click(canvas.getByText(consent));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeRequired();
    await expect(canvas.getByText('(required)')).toBeVisible();
  },
};

export const WithHintAndError: Story = {
  args: {
    required: true,
    hint: 'We keep contact enquiries for 3 years.',
    error: 'Please provide consent to process your enquiry.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'We keep contact enquiries for 3 years. Error: Please provide consent to process your enquiry.',
    );
    // The message lines up with the label text, not the box.
    const label = canvas.getByText(consent).getBoundingClientRect();
    const message = canvas.getByText('Please provide consent to process your enquiry.');
    const messageBox = (message.closest('p') as HTMLElement).getBoundingClientRect();
    await expect(Math.abs(messageBox.left - label.left)).toBeLessThanOrEqual(1);
  },
};

export const TargetSizeAndKeyboard: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    const { width, height } = box.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(24);
    await expect(height).toBeGreaterThanOrEqual(24);
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { label: 'أوافق على معالجة بياناتي الشخصية للرد على استفساري.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox').getBoundingClientRect();
    const label = canvas.getByText(/أوافق/).getBoundingClientRect();
    // The box leads on the reading-start side: the right.
    await expect(box.left).toBeGreaterThanOrEqual(label.right);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: { required: true, error: 'Please provide consent to process your enquiry.' },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
