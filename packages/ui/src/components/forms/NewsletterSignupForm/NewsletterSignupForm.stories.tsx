import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import {
  expectFitsPhone,
  failsToSend,
  findTurnDown,
  neverSettles,
} from '../../../forms/storyHelpers.ts';
import { phone, rightToLeft } from '../../../storybook/decorators.tsx';
import { ClockProvider, createManualClock } from '../../../time/clock.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { NewsletterSignupForm } from './NewsletterSignupForm.tsx';

// The confirmation's 3 s run on this clock: play functions move time on instead of waiting.
const clock = createManualClock();

type Canvas = ReturnType<typeof within>;

const firstName = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'First name' });
const email = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email address' });
const consent = (canvas: Canvas) =>
  canvas.getByRole('checkbox', { name: /I would like to receive email updates/ });
const subscribe = (canvas: Canvas) => canvas.getByRole('button', { name: 'Subscribe' });

async function fillIn(canvas: Canvas, { withConsent = true } = {}) {
  await userEvent.type(firstName(canvas), '  Priya ');
  await userEvent.type(email(canvas), ' priya.shah@example.org ');
  if (withConsent) await userEvent.click(consent(canvas));
}

const meta = {
  title: 'Forms/NewsletterSignupForm',
  component: NewsletterSignupForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The get-involved page's newsletter sign-up: first name, email and consent. The button is unavailable " +
          '(`aria-disabled`, still focusable) until consent is ticked, and submitting without consent does nothing. ' +
          'With consent it validates on submit (error summary and a message by each field), then on every change. ' +
          "A sign-up shows 'Subscription Confirmed' with the double opt-in explanation, focused, for " +
          '`confirmationDuration` (3000 ms), then the form comes back empty. `submit` gets the trimmed values and ' +
          "rejects to show the failure message. For the footer's one-field form use **FooterNewsletterForm**.",
      },
    },
  },
  decorators: [
    (Story) => (
      <ClockProvider clock={clock}>
        <Story />
      </ClockProvider>
    ),
  ],
  args: { submit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof NewsletterSignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvas }) => {
    await expect(firstName(canvas)).toHaveAttribute('autocomplete', 'given-name');
    await expect(email(canvas)).toHaveAttribute('autocomplete', 'email');
    await expect(firstName(canvas)).toBeRequired();
    await expect(canvas.getAllByText('(required)')).toHaveLength(3);
    await expect(consent(canvas)).not.toBeChecked();
    await expect(subscribe(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Without consent the button is unavailable, and submitting anyway does nothing. */
export const ConsentMissing: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas, { withConsent: false });
    await userEvent.keyboard('{Enter}');
    await userEvent.click(subscribe(canvas));
    await expect(args.submit).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(firstName(canvas)).toHaveValue('  Priya ');
    // Still in the tab order, so people can find it.
    subscribe(canvas).focus();
    await expect(subscribe(canvas)).toHaveFocus();
    await userEvent.click(consent(canvas));
    await expect(subscribe(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

export const ValidationError: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(email(canvas), 'priya.shah@example');
    await userEvent.click(consent(canvas));
    // Nothing is checked before the first submit.
    await expect(email(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(subscribe(canvas));
    const alert = await findTurnDown(canvas);
    await expect(alert).toHaveTextContent('First name is required');
    await expect(alert).toHaveTextContent('Please enter a valid email address');
    await waitFor(() => expect(canvasElement.querySelector('[data-error-summary]')).toHaveFocus());
    await expect(firstName(canvas)).toHaveAccessibleDescription('Error: First name is required');
    // From then on, every change is checked.
    await userEvent.type(email(canvas), '.org');
    await expect(email(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { submit: fn(neverSettles) },
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(subscribe(canvas));
    await waitFor(() => expect(subscribe(canvas)).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(subscribe(canvas));
    await expect(args.submit).toHaveBeenCalledOnce();
  },
};

export const SubscriptionConfirmed: Story = {
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(subscribe(canvas));
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith({
      firstName: 'Priya',
      email: 'priya.shah@example.org',
      consent: true,
    });
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(/Subscription Confirmed/);
    await expect(status).toHaveTextContent(/confirmation email/);
    await expect(status).toHaveTextContent(/complete your subscription/);
    const panel = status.closest('[tabindex="-1"]') as HTMLElement;
    await waitFor(() => expect(panel).toHaveFocus());
    await expect(getComputedStyle(panel).outlineStyle).toBe('solid');
    clock.advance(2999);
    await expect(canvas.getByText('Subscription Confirmed')).toBeVisible();
    clock.advance(1);
    await waitFor(() => expect(canvas.queryByText('Subscription Confirmed')).toBeNull());
    await expect(firstName(canvas)).toHaveValue('');
    await expect(email(canvas)).toHaveValue('');
    await expect(consent(canvas)).not.toBeChecked();
    // Focus was on the confirmation, which has gone: it moves to the fresh form.
    await waitFor(() => expect(firstName(canvas)).toHaveFocus());
  },
};

export const Failed: Story = {
  args: { submit: fn(failsToSend) },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(subscribe(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sorry, we could not subscribe you. Please try again.',
    );
    await expect(firstName(canvas)).toHaveValue('  Priya ');
    await expect(consent(canvas)).toBeChecked();
  },
};

export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box padding="md">
      <NewsletterSignupForm {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    // The two fields stack on a phone.
    const name = firstName(canvas).getBoundingClientRect();
    await expect(email(canvas).getBoundingClientRect().top).toBeGreaterThan(name.bottom);
    await userEvent.click(consent(canvas));
    await userEvent.click(subscribe(canvas));
    await findTurnDown(canvas);
    await expectFitsPhone(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    firstNameLabel: 'الاسم الأول',
    emailLabel: 'البريد الإلكتروني',
    consentLabel: 'أرغب في تلقي رسائل إخبارية عن عمل الصندوق.',
    submitLabel: 'اشترك',
    requiredMarker: '(مطلوب)',
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'الاسم الأول' }).getBoundingClientRect();
    const mail = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' }).getBoundingClientRect();
    // Side by side where there is room: the first field on the right.
    await expect(name.left).toBeGreaterThanOrEqual(mail.right);
    const box = canvas.getByRole('checkbox').getBoundingClientRect();
    const label = canvas.getByText(/أرغب في تلقي/).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(label.right);
  },
};
