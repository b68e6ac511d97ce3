import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import {
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
import { ContactForm } from './ContactForm.tsx';

type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const consent = (canvas: Canvas) => canvas.getByRole('checkbox', { name: /I consent/ });
const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Send Message' });

async function fillIn(canvas: Canvas, { withConsent = true } = {}) {
  await userEvent.type(field(canvas, 'Full name'), ' Tomás Okafor ');
  await userEvent.type(field(canvas, 'Email address'), 'tomas.okafor@example.org');
  await userEvent.type(field(canvas, 'Subject'), 'Partnership enquiry ');
  await userEvent.type(
    field(canvas, 'Message'),
    'Our teaching hospital in Enugu would like to discuss a training partnership.',
  );
  if (withConsent) await userEvent.click(consent(canvas));
}

const sentValues = {
  name: 'Tomás Okafor',
  email: 'tomas.okafor@example.org',
  subject: 'Partnership enquiry',
  message: 'Our teaching hospital in Enugu would like to discuss a training partnership.',
  consent: true,
  honeypot: '',
};

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The contact page's message form: full name, email, subject, message and consent, with a hidden spam " +
          "trap. Editing, then sending ('Sending...' on a busy button), then sent ('Message Sent Successfully', " +
          "focused, with 'Send Another Message', which brings back an empty form and focuses its first field). " +
          'Without consent the button is unavailable (`aria-disabled`, still focusable); a submit anyway (Enter in a ' +
          "field) shows 'Please provide consent to process your enquiry.' in an alert. Validation runs on submit, then " +
          'on every change. A filled spam trap shows the sent state and sends nothing. `submit` gets the trimmed ' +
          'values and rejects to show the failure message, keeping what was typed.',
      },
    },
  },
  args: { submit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvas }) => {
    await expect(field(canvas, 'Full name')).toHaveAttribute('autocomplete', 'name');
    await expect(field(canvas, 'Email address')).toHaveAttribute('autocomplete', 'email');
    await expect(field(canvas, 'Email address')).toHaveAttribute('type', 'email');
    for (const name of ['Full name', 'Email address', 'Subject', 'Message']) {
      await expect(field(canvas, name)).toBeRequired();
      // Labels are always shown.
      await expect(canvas.getByText(name)).toBeVisible();
    }
    await expect(canvas.getAllByText('(required)')).toHaveLength(5);
    // Only the four real text fields reach assistive technology, not the spam trap.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(sendButton(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Submitted anyway without consent (Enter in a field): an alert says why, and nothing is sent. */
export const ConsentMissing: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas, { withConsent: false });
    await userEvent.type(field(canvas, 'Subject'), '{Enter}');
    const alert = await findTurnDown(canvas);
    await expect(alert).toHaveTextContent('Please provide consent to process your enquiry.');
    await expect(consent(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.submit).not.toHaveBeenCalled();
    // The summary's entry takes people to the box.
    await userEvent.click(
      canvas.getByRole('link', { name: 'Please provide consent to process your enquiry.' }),
    );
    await expect(consent(canvas)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(consent(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(sendButton(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

export const ValidationError: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(field(canvas, 'Email address'), 'tomas@example');
    await userEvent.click(consent(canvas));
    await userEvent.click(sendButton(canvas));
    const alert = await findTurnDown(canvas);
    for (const message of [
      'Full name is required',
      'Please enter a valid email address',
      'Subject is required',
      'Message is required',
    ]) {
      await expect(alert).toHaveTextContent(message);
    }
    await waitFor(() => expect(canvasElement.querySelector('[data-error-summary]')).toHaveFocus());
    await expect(field(canvas, 'Subject')).toHaveAccessibleDescription(
      'Error: Subject is required',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Subject is required' }));
    await expect(field(canvas, 'Subject')).toHaveFocus();
    await userEvent.type(field(canvas, 'Subject'), 'Training partnership');
    await expect(field(canvas, 'Subject')).not.toHaveAttribute('aria-invalid');
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
    await expect(busy).toHaveFocus();
    await userEvent.click(busy);
    await userEvent.type(field(canvas, 'Subject'), '{Enter}');
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith(sentValues);
  },
};

export const Sent: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(sendButton(canvas));
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith(sentValues);
    const title = await canvas.findByText('Message Sent Successfully');
    const panel = title.closest('[tabindex="-1"]') as HTMLElement;
    await waitFor(() => expect(panel).toHaveFocus());
    await expect(getComputedStyle(panel).outlineStyle).toBe('solid');
    await expect(canvas.getByRole('status')).toHaveTextContent(/2-3 business days/);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Another Message' }));
    await waitFor(() => expect(field(canvas, 'Full name')).toHaveFocus());
    for (const name of ['Full name', 'Email address', 'Subject', 'Message']) {
      await expect(field(canvas, name)).toHaveValue('');
    }
    await expect(consent(canvas)).not.toBeChecked();
  },
};

/** A bot filled the hidden field: it is shown the sent state, and nothing is sent. */
export const HoneypotFilled: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvas);
    const trap = canvasElement.querySelector('[data-honeypot] input') as HTMLInputElement;
    // A bot writes into the field directly; people cannot reach it.
    trap.focus();
    await userEvent.keyboard('https://cheap-pills.example');
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByText('Message Sent Successfully')).toBeVisible();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { submit: fn(failsToSend) },
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sorry, your message could not be sent. Please try again.',
    );
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(field(canvas, 'Full name')).toHaveValue(' Tomás Okafor ');
    await expect(field(canvas, 'Subject')).toHaveValue('Partnership enquiry ');
    await expect(consent(canvas)).toBeChecked();
    await expect(sendButton(canvas)).not.toHaveAttribute('aria-busy');
  },
};

export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box padding="md">
      <ContactForm {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Name and email stack on a phone.
    const name = field(canvas, 'Full name').getBoundingClientRect();
    await expect(field(canvas, 'Email address').getBoundingClientRect().top).toBeGreaterThan(
      name.bottom,
    );
    await userEvent.click(consent(canvas));
    await userEvent.click(sendButton(canvas));
    await findTurnDown(canvas);
    await expectFitsPhone(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    nameLabel: 'الاسم الكامل',
    emailLabel: 'البريد الإلكتروني',
    subjectLabel: 'الموضوع',
    messageLabel: 'الرسالة',
    consentLabel: 'أوافق على معالجة بياناتي الشخصية للرد على استفساري.',
    submitLabel: 'إرسال الرسالة',
    requiredMarker: '(مطلوب)',
    errorSummaryTitle: 'هناك مشكلة',
    messages: { nameRequired: 'الاسم الكامل مطلوب' },
  },
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByRole('textbox', { name: 'الاسم الكامل' }).getBoundingClientRect();
    const mail = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' }).getBoundingClientRect();
    // Side by side where there is room: the first field on the right.
    await expect(name.left).toBeGreaterThanOrEqual(mail.right);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرسالة' }));
    const alert = await findTurnDown(canvas);
    await expect(alert).toHaveTextContent('الاسم الكامل مطلوب');
    const summary = (
      canvasElement.querySelector('[data-error-summary]') as HTMLElement
    ).getBoundingClientRect();
    const heading = canvas.getByRole('heading', { name: 'هناك مشكلة' }).getBoundingClientRect();
    await expect(summary.right - heading.right).toBeLessThan(summary.width / 4);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await userEvent.click(consent(canvas));
    await userEvent.click(sendButton(canvas));
    await findTurnDown(canvas);
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};
