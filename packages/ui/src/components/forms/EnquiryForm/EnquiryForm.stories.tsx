import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import {
  asksToWait,
  expectFitsPhone,
  failsToSend,
  findTurnDown,
  neverSettles,
} from '../../../forms/storyHelpers.ts';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { EnquiryForm } from './EnquiryForm.tsx';

type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });
const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Send Enquiry' });

async function fillIn(canvas: Canvas) {
  await userEvent.type(field(canvas, 'Name'), '  Dr Amina Yusuf ');
  await userEvent.type(field(canvas, 'Email address'), ' amina.yusuf@example.org');
  await userEvent.type(field(canvas, /Phone number/), ' 020 7946 0000 ');
  await userEvent.type(
    field(canvas, 'Message'),
    'Our family foundation would like to discuss a legacy gift to the Trust. ',
  );
}

const sentValues = {
  name: 'Dr Amina Yusuf',
  email: 'amina.yusuf@example.org',
  phone: '020 7946 0000',
  message: 'Our family foundation would like to discuss a legacy gift to the Trust.',
};

const meta = {
  title: 'Forms/EnquiryForm',
  component: EnquiryForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The donate page's 'Get in Touch' enquiry: name, email, an optional phone number and a message. It " +
          "validates first on submit and then on every change: an error summary ('There is a problem', focused, " +
          "each entry linking to its field) and a message by each field ('Name is required', 'Email is required', " +
          "'Please enter a valid email address', 'Message is required'). A send shows a 'Thank you' notice ('Our " +
          "team will be in touch within 48 hours.') and empties the form. `submit` gets the trimmed values and " +
          'rejects to show the failure message, keeping what was typed.',
      },
    },
  },
  args: { submit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: nothing is checked until the first submit, however much is typed. */
export const Editing: Story = {
  play: async ({ canvas }) => {
    await expect(field(canvas, 'Name')).toHaveAttribute('autocomplete', 'name');
    await expect(field(canvas, 'Email address')).toHaveAttribute('autocomplete', 'email');
    await expect(field(canvas, /Phone number/)).toHaveAttribute('autocomplete', 'tel');
    await expect(field(canvas, /Phone number/)).toHaveAttribute('type', 'tel');
    await expect(field(canvas, /Phone number/)).not.toBeRequired();
    await userEvent.type(field(canvas, 'Email address'), 'amina@');
    await userEvent.tab();
    await expect(field(canvas, 'Email address')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ValidationError: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(field(canvas, 'Email address'), 'amina.yusuf@example');
    await userEvent.click(sendButton(canvas));
    const alert = await findTurnDown(canvas);
    await expect(alert).toHaveTextContent('There is a problem');
    const summary = canvasElement.querySelector('[data-error-summary]') as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    const links = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual([
      'Name is required',
      'Please enter a valid email address',
      'Message is required',
    ]);
    await expect(field(canvas, 'Name')).toHaveAccessibleDescription('Error: Name is required');
    await expect(field(canvas, 'Email address')).toHaveAccessibleDescription(
      'Error: Please enter a valid email address',
    );
    await expect(field(canvas, 'Message')).toHaveAccessibleDescription(
      'Error: Message is required',
    );
    await expect(field(canvas, /Phone number/)).not.toHaveAttribute('aria-invalid');
    // The summary's links focus their field.
    await userEvent.click(canvas.getByRole('link', { name: 'Message is required' }));
    await expect(field(canvas, 'Message')).toHaveFocus();
    // From now on, every change is checked.
    await userEvent.clear(field(canvas, 'Email address'));
    await expect(field(canvas, 'Email address')).toHaveAccessibleDescription(
      'Error: Email is required',
    );
    await userEvent.type(field(canvas, 'Email address'), 'amina.yusuf@example.org');
    await expect(field(canvas, 'Email address')).not.toHaveAttribute('aria-invalid');
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { submit: fn(neverSettles) },
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(sendButton(canvas));
    const busy = await canvas.findByRole('button', { name: 'Sending...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await userEvent.type(field(canvas, 'Name'), '{Enter}');
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith(sentValues);
  },
};

export const Success: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(sendButton(canvas));
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith(sentValues);
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Thank you'));
    await expect(status).toHaveTextContent('Our team will be in touch within 48 hours.');
    for (const name of ['Name', 'Email address', /Phone number/, 'Message']) {
      await expect(field(canvas, name)).toHaveValue('');
    }
    // Empty again, and not checked until the next submit.
    await expect(field(canvas, 'Name')).not.toHaveAttribute('aria-invalid');
    await expect(sendButton(canvas)).toHaveFocus();
  },
};

export const Failed: Story = {
  args: { submit: fn(failsToSend) },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sorry, your enquiry could not be sent. Please try again.',
    );
    await expect(field(canvas, 'Name')).toHaveValue('  Dr Amina Yusuf ');
    await expect(field(canvas, /Phone number/)).toHaveValue(' 020 7946 0000 ');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The forms service asked to wait (HTTP 429): how long, in words, and everything typed kept. */
export const AskedToWait: Story = {
  args: { submit: fn(asksToWait) },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please wait 45 seconds, then try again. Everything you typed is still here.',
    );
    await expect(field(canvas, 'Name')).toHaveValue('  Dr Amina Yusuf ');
  },
};

export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box padding="md">
      <EnquiryForm {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const name = field(canvas, 'Name').getBoundingClientRect();
    await expect(field(canvas, 'Email address').getBoundingClientRect().top).toBeGreaterThan(
      name.bottom,
    );
    await userEvent.click(sendButton(canvas));
    await findTurnDown(canvas);
    await expectFitsPhone(canvasElement);
    const button = sendButton(canvas).getBoundingClientRect();
    await expect(button.height).toBeGreaterThanOrEqual(44);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    nameLabel: 'الاسم',
    emailLabel: 'البريد الإلكتروني',
    phoneLabel: 'رقم الهاتف (اختياري)',
    messageLabel: 'الرسالة',
    submitLabel: 'إرسال الاستفسار',
    requiredMarker: '(مطلوب)',
    errorSummaryTitle: 'هناك مشكلة',
    messages: {
      nameRequired: 'الاسم مطلوب',
      emailRequired: 'البريد الإلكتروني مطلوب',
      messageRequired: 'الرسالة مطلوبة',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByRole('textbox', { name: 'الاسم' }).getBoundingClientRect();
    const mail = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' }).getBoundingClientRect();
    await expect(name.left).toBeGreaterThanOrEqual(mail.right);
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الاستفسار' }));
    const alert = await findTurnDown(canvas);
    await expect(alert).toHaveTextContent('الاسم مطلوب');
    await expect(alert).toHaveTextContent('الرسالة مطلوبة');
    const input = canvas.getByRole('textbox', { name: 'الاسم' });
    const style = getComputedStyle(input);
    // The error bar is on the reading-start side: the right.
    await expect(parseFloat(style.borderRightWidth)).toBeGreaterThan(
      parseFloat(style.borderLeftWidth),
    );
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await userEvent.click(sendButton(canvas));
    await findTurnDown(canvas);
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};
