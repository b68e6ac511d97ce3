import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClockProvider, createManualClock } from '../../../time/clock.tsx';
import { NewsletterSignupForm } from './NewsletterSignupForm.tsx';

const consentName = /I would like to receive email updates/;

function renderForm(props: Parameters<typeof NewsletterSignupForm>[0] = {}) {
  const clock = createManualClock();
  const view = render(
    <ClockProvider clock={clock}>
      <NewsletterSignupForm {...props} />
    </ClockProvider>,
  );
  return { clock, ...view };
}

const firstName = () => screen.getByRole('textbox', { name: 'First name' });
const email = () => screen.getByRole('textbox', { name: 'Email address' });
const consent = () => screen.getByRole('checkbox', { name: consentName });
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

describe('NewsletterSignupForm', () => {
  it('asks for a first name and email with autofill hints, and consent', () => {
    renderForm();
    expect(firstName()).toHaveAttribute('autocomplete', 'given-name');
    expect(firstName()).toBeRequired();
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(email()).toHaveAttribute('type', 'email');
    expect(consent()).not.toBeChecked();
  });

  it('keeps the button unavailable until consent is ticked', async () => {
    renderForm();
    expect(subscribe()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(consent());
    expect(subscribe()).not.toHaveAttribute('aria-disabled');
  });

  it('does nothing when submitted without consent', async () => {
    const submit = vi.fn(() => Promise.resolve());
    renderForm({ submit });
    await userEvent.type(firstName(), 'Priya');
    await userEvent.type(email(), 'priya@example.org{enter}');
    await userEvent.click(subscribe());
    expect(submit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(firstName()).toHaveValue('Priya');
  });

  it('with consent, shows the problems first on submit', async () => {
    renderForm();
    await userEvent.click(consent());
    await userEvent.type(email(), 'priya');
    expect(screen.queryByText(/valid email/)).toBeNull();
    await userEvent.click(subscribe());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('First name is required');
    expect(alert).toHaveTextContent('Please enter a valid email address');
    expect(firstName()).toHaveAttribute('aria-invalid', 'true');
    expect(firstName()).toHaveAccessibleDescription('Error: First name is required');
  });

  it('sends the trimmed values, confirms with the double opt-in text, then resets after 3 s', async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { clock } = renderForm({ submit });
    await userEvent.type(firstName(), '  Priya ');
    await userEvent.type(email(), ' priya@example.org ');
    await userEvent.click(consent());
    await userEvent.click(subscribe());
    expect(submit).toHaveBeenCalledExactlyOnceWith({
      firstName: 'Priya',
      email: 'priya@example.org',
      consent: true,
    });
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Subscription Confirmed');
    expect(confirmation).toHaveTextContent(/Thank you for subscribing/);
    expect(confirmation).toHaveTextContent(/confirmation email/);
    expect(confirmation).toHaveTextContent(/complete your subscription/);
    expect(confirmation.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('textbox')).toBeNull();

    act(() => clock.advance(2999));
    expect(screen.getByText('Subscription Confirmed')).toBeInTheDocument();
    act(() => clock.advance(1));
    expect(screen.queryByText('Subscription Confirmed')).toBeNull();
    expect(firstName()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(consent()).not.toBeChecked();
    expect(firstName()).toHaveFocus();
  });

  it('says so when sending fails, and keeps what was typed', async () => {
    renderForm({ submit: () => Promise.reject(new Error('offline')) });
    await userEvent.type(firstName(), 'Priya');
    await userEvent.type(email(), 'priya@example.org');
    await userEvent.click(consent());
    await userEvent.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we could not subscribe you. Please try again.',
    );
    expect(firstName()).toHaveValue('Priya');
    expect(email()).toHaveValue('priya@example.org');
    expect(consent()).toBeChecked();
  });

  it('takes translated messages', async () => {
    renderForm({ messages: { firstNameRequired: 'Le prénom est obligatoire' } });
    await userEvent.click(consent());
    await userEvent.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent('Le prénom est obligatoire');
  });
});
