import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { fr } from '../../../i18n/locales/fr.ts';
import { ClockProvider, createManualClock } from '../../../time/clock.tsx';
import { NewsletterSignupForm } from './NewsletterSignupForm.tsx';

const consentName = /I would like to receive email updates/;

function renderForm(
  props: Parameters<typeof NewsletterSignupForm>[0] = {},
  locale?: Parameters<typeof LocaleProvider>[0]['locale'],
) {
  const clock = createManualClock();
  const view = render(
    <LocaleProvider locale={locale}>
      <ClockProvider clock={clock}>
        <NewsletterSignupForm {...props} />
      </ClockProvider>
    </LocaleProvider>,
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

  it('refuses a first name holding a tab or control character, by the field', async () => {
    const submit = vi.fn(() => Promise.resolve());
    renderForm({ submit });
    await userEvent.click(consent());
    await userEvent.type(email(), 'priya@example.org');
    // An <input> drops a line break itself; a pasted tab stays.
    await userEvent.click(firstName());
    await userEvent.paste('Priya\tSharma');
    await userEvent.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'First name must be on one line, with no line breaks or tabs',
    );
    expect(firstName()).toHaveAccessibleDescription(
      'Error: First name must be on one line, with no line breaks or tabs',
    );
    expect(submit).not.toHaveBeenCalled();
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

describe('NewsletterSignupForm in another language', () => {
  it('in French, asks, checks and confirms in French', async () => {
    const { clock } = renderForm({}, fr);
    const frenchFirstName = screen.getByRole('textbox', { name: 'Prénom' });
    const frenchEmail = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    const frenchConsent = screen.getByRole('checkbox', {
      name: /Je souhaite recevoir par e-mail des nouvelles du travail du Trust/,
    });
    const button = screen.getByRole('button', { name: 'S’abonner' });
    await userEvent.click(frenchConsent);
    await userEvent.type(frenchEmail, 'priya@example');
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Il y a un problème' })).toBeVisible();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Le prénom est obligatoire',
      'Veuillez saisir une adresse e-mail valide',
    ]);
    await userEvent.type(frenchFirstName, 'Priya');
    await userEvent.type(frenchEmail, '.org');
    await userEvent.click(button);
    expect(await screen.findByText('Abonnement confirmé')).toBeVisible();
    act(() => clock.advance(3000));
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('');
  });

  it('still takes a word given as a prop over the locale’s', async () => {
    renderForm(
      { submitLabel: 'Je m’abonne', messages: { firstNameRequired: 'Votre prénom ?' } },
      fr,
    );
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Je m’abonne' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Votre prénom ?');
    expect(alert).toHaveTextContent('L’adresse e-mail est obligatoire');
  });
});
