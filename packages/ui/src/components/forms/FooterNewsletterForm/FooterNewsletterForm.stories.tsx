import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { onDarkSurface } from '../../../css/focusRing.css.ts';
import {
  asksToWait,
  expectFitsPhone,
  failsToSend,
  neverSettles,
} from '../../../forms/storyHelpers.ts';
import { expectNoSidewaysOverflow, phone, rightToLeft } from '../../../storybook/decorators.tsx';
import { ClockProvider, createManualClock } from '../../../time/clock.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { FooterNewsletterForm } from './FooterNewsletterForm.tsx';

// The confirmation's 3 s run on this clock: play functions move time on instead of waiting.
const clock = createManualClock();

const meta = {
  title: 'Forms/FooterNewsletterForm',
  component: FooterNewsletterForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The footer's one-field newsletter sign-up. The browser checks the address (a required email input; no " +
          "custom validation, as the specification asks). A sign-up shows 'Subscribed!' for `confirmationDuration` " +
          '(3000 ms), announced politely, then the line clears. `submit` is the transport: it gets the trimmed address ' +
          'and rejects to show the failure message, keeping what was typed. For the full sign-up with a name and ' +
          'consent, use **NewsletterSignupForm**.',
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
} satisfies Meta<typeof FooterNewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('autocomplete', 'email');
    // The browser's own check: the form is not `novalidate`.
    await expect(canvasElement.querySelector('form')).not.toHaveAttribute('novalidate');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** An address without a domain: the browser stops the submit, and nothing is sent. */
export const BrowserCheck: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    await userEvent.type(input, 'priya@');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(input.validity.valid).toBe(false);
    await expect(input.validity.typeMismatch).toBe(true);
    await expect(args.submit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    await expect(input.validity.valueMissing).toBe(true);
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Subscribed: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'priya.shah@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith({ email: 'priya.shah@example.org' });
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Subscribed!'));
    await expect(input).toHaveValue('');
    clock.advance(2999);
    await expect(status).toHaveTextContent('Subscribed!');
    clock.advance(1);
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

export const Sending: Story = {
  args: { submit: fn(neverSettles) },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'priya.shah@example.org{Enter}');
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(args.submit).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  args: { submit: fn(failsToSend) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'priya.shah@example.org{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, we could not subscribe you. Please try again.');
    await expect(canvas.getByRole('textbox')).toHaveValue('priya.shah@example.org');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The forms service asked to wait (HTTP 429): how long, in words, and the address kept. */
export const AskedToWait: Story = {
  args: { submit: fn(asksToWait) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'priya.shah@example.org{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please wait 45 seconds, then try again. Everything you typed is still here.',
    );
    await expect(canvas.getByRole('textbox')).toHaveValue('priya.shah@example.org');
  },
};

/** As in the footer: on the dark surface, with the secondary button. */
export const OnDarkFooter: Story = {
  args: { submitVariant: 'secondary' },
  render: (args) => (
    <Box background="inverse" color="inverse" padding="lg" className={onDarkSurface}>
      <FooterNewsletterForm {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'priya.shah@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Subscribed!'));
    // Label and confirmation take the footer's light text.
    const status = canvas.getByRole('status');
    await expect(getComputedStyle(status).color).toBe(
      getComputedStyle(canvas.getByText('Email address')).color,
    );
    clock.advance(3000);
  },
};

export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box padding="md">
      <FooterNewsletterForm {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const button = canvas.getByRole('button', { name: 'Subscribe' }).getBoundingClientRect();
    await expect(button.height).toBeGreaterThanOrEqual(44);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    label: 'البريد الإلكتروني',
    submitLabel: 'اشترك',
    confirmation: 'تم الاشتراك!',
    requiredMarker: '(مطلوب)',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas
      .getByRole('textbox', { name: 'البريد الإلكتروني' })
      .getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'اشترك' }).getBoundingClientRect();
    // The button follows the field in reading order: to its left.
    await expect(button.right).toBeLessThanOrEqual(input.left);
    await userEvent.type(canvas.getByRole('textbox'), 'priya.shah@example.org{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('تم الاشتراك!'));
    clock.advance(3000);
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
    await expectNoSidewaysOverflow(canvasElement);
  },
};
