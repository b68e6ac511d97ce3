import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A one-line text input with a visible label, an optional hint and an error message: for a name, an email ' +
          'address (`type="email"`) or a phone number (`type="tel"`). Always give `autoComplete` where one applies ' +
          '(name, given-name, email, tel). A required field says so in words after its label. Pass `error` to show a ' +
          'FieldError and mark the input `aria-invalid`. For several lines use **TextArea**; to search use **SearchInput**.',
      },
    },
  },
  args: { label: 'Full name', name: 'name', autoComplete: 'name', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Amina Yusuf');
    await expect(input).toHaveValue('Amina Yusuf');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).toHaveAttribute('autocomplete', 'name');
  },
};

export const Types: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="md">
      {textFieldTypes.map((type) => (
        <TextField key={type} {...args} type={type} label={`A ${type} field`} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const type of textFieldTypes) {
      await expect(canvas.getByRole('textbox', { name: `A ${type} field` })).toHaveAttribute(
        'type',
        type,
      );
    }
  },
};

export const Required: Story = {
  args: {
    label: 'Email address',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeRequired();
    // Said in words, visibly.
    await expect(canvas.getByText('(required)')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Phone number',
    type: 'tel',
    name: 'phone',
    autoComplete: 'tel',
    hint: 'Include the country code if you are outside the UK',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Include the country code if you are outside the UK',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Email address',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    required: true,
    defaultValue: 'amina.yusuf@example',
    hint: 'We will only use it to reply to you',
    error: 'Please enter a valid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We will only use it to reply to you Error: Please enter a valid email address',
    );
    // Not colour alone: a thicker bar on the reading-start side as well.
    const style = getComputedStyle(input);
    await expect(parseFloat(style.borderLeftWidth)).toBeGreaterThan(
      parseFloat(style.borderRightWidth),
    );
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
  },
};

export const TargetSizeAndFocus: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    const { height } = input.getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(24);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { label: 'الاسم الكامل', required: true, requiredMarker: '(مطلوب)', error: 'الاسم مطلوب' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'الاسم الكامل' });
    // Where the label's words are drawn (the label element itself spans the width).
    const words = document.createRange();
    words.selectNodeContents(canvas.getByText('الاسم الكامل'));
    const label = words.getBoundingClientRect();
    const box = input.getBoundingClientRect();
    // The label starts at the right edge of the field.
    await expect(Math.abs(box.right - label.right)).toBeLessThanOrEqual(1);
    await expect(label.left).toBeGreaterThan(box.left + box.width / 2);
    // The error bar sits on the right.
    const style = getComputedStyle(input);
    await expect(parseFloat(style.borderRightWidth)).toBeGreaterThan(
      parseFloat(style.borderLeftWidth),
    );
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: {
    label: 'Email address for correspondence about your partnership enquiry',
    hint: 'For example amina.yusuf@healthaccess-partners.example.org',
    error: 'Please enter a valid email address',
    required: true,
  },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
