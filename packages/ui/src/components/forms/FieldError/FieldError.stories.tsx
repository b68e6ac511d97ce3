import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { FieldError } from './FieldError.tsx';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The message by one field that says what is wrong with it and how to put it right ("Email is required"). ' +
          'TextField, TextArea, Select and Checkbox render it from their `error` prop and join its id to the ' +
          "control's `aria-describedby`; use it directly only for a custom control. It has a hidden 'Error:', an icon " +
          'and the error colour, so it never rests on colour alone. For a problem with the whole form use **ErrorSummary**; ' +
          'for a failure to send use **Notice**.',
      },
    },
  },
  args: { id: 'enquiry-email-error', children: 'Please enter a valid email address' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const message = canvasElement.querySelector('#enquiry-email-error') as HTMLElement;
    await expect(message).toHaveTextContent(/^Error: Please enter a valid email address$/);
    // The prefix is read, not shown; the icon is shown, not read.
    const prefix = message.querySelector('span span') as HTMLElement;
    await expect(prefix).toHaveTextContent('Error:');
    await expect(prefix.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(message.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(message.querySelector('svg')?.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

/** Described by the message: a screen reader reads it with the field. */
export const WithItsField: Story = {
  render: (args) => (
    <div>
      <label htmlFor="enquiry-email">Email address</label>
      <FieldError {...args} />
      <input id="enquiry-email" aria-invalid="true" aria-describedby={args.id} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Email address' }),
    ).toHaveAccessibleDescription('Error: Please enter a valid email address');
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { children: 'يرجى إدخال عنوان بريد إلكتروني صالح', prefix: 'خطأ:' },
  play: async ({ canvasElement }) => {
    const message = canvasElement.querySelector('p') as HTMLElement;
    const icon = (message.querySelector('svg') as SVGElement).getBoundingClientRect();
    const text = message.querySelector('span') as HTMLElement;
    // The icon leads on the reading-start side: the right.
    await expect(icon.left).toBeGreaterThanOrEqual(text.getBoundingClientRect().right - 1);
    await expect(message).toHaveTextContent(/^خطأ: يرجى/);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: {
    children:
      'Please enter a valid email address, such as amina.yusuf@healthaccess-partners.example.org',
  },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};
