import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { fr } from '../../../i18n/locales/fr.ts';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const consent = () => screen.getByRole('checkbox', { name: /I consent/ });

async function fillIn({ withConsent = true } = {}) {
  await userEvent.type(field('Full name'), ' Tomás Okafor ');
  await userEvent.type(field('Email address'), 'tomas@example.org ');
  await userEvent.type(field('Subject'), 'Partnership enquiry');
  await userEvent.type(field('Message'), 'We would like to talk about a partnership. ');
  if (withConsent) await userEvent.click(consent());
}

const trimmed = {
  name: 'Tomás Okafor',
  email: 'tomas@example.org',
  subject: 'Partnership enquiry',
  message: 'We would like to talk about a partnership.',
  consent: true,
  honeypot: '',
};

describe('ContactForm', () => {
  it('asks for name, email, subject and message, each required, with autofill hints', () => {
    render(<ContactForm />);
    expect(field('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(field('Email address')).toHaveAttribute('autocomplete', 'email');
    for (const name of ['Full name', 'Email address', 'Subject', 'Message']) {
      expect(field(name)).toBeRequired();
    }
    expect(screen.getAllByText('(required)')).toHaveLength(5);
  });

  it('keeps the button unavailable without consent', async () => {
    render(<ContactForm />);
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(consent());
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('submitted anyway without consent (Enter in a field), says why in an alert and sends nothing', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<ContactForm submit={submit} />);
    await fillIn({ withConsent: false });
    await userEvent.type(field('Subject'), '{enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please provide consent to process your enquiry.');
    expect(submit).not.toHaveBeenCalled();
    expect(consent()).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists every missing field', async () => {
    render(<ContactForm />);
    await userEvent.click(consent());
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    for (const message of [
      'Full name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(alert).toHaveTextContent(message);
    }
  });

  it("shows 'Sending...' on a busy button while sending, and sends once", async () => {
    const sending = deferred();
    const submit = vi.fn(() => sending.promise);
    render(<ContactForm submit={submit} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await userEvent.type(field('Subject'), '{enter}');
    // A submit that does not come through the button at all; then let any second send get under way.
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    await act(() => new Promise((settle) => setTimeout(settle)));
    expect(submit).toHaveBeenCalledExactlyOnceWith(trimmed);
    await act(async () => sending.resolve());
    expect(await screen.findByText('Message Sent Successfully')).toBeVisible();
  });

  it("once sent, 'Send Another Message' brings back an empty form with focus on the first field", async () => {
    render(<ContactForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const title = await screen.findByText('Message Sent Successfully');
    expect(title.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field('Full name')).toHaveFocus();
    for (const name of ['Full name', 'Email address', 'Subject', 'Message']) {
      expect(field(name)).toHaveValue('');
    }
    expect(consent()).not.toBeChecked();
  });

  it('drops a submission silently when the honeypot is filled', async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { container } = render(<ContactForm submit={submit} />);
    await fillIn();
    const trap = container.querySelector('[data-honeypot] input') as HTMLInputElement;
    await userEvent.type(trap, 'http://spam.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent Successfully')).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a name or subject holding a tab or control character, by the field, and sends nothing', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<ContactForm submit={submit} />);
    await fillIn();
    // An <input> drops a line break itself; a pasted tab stays, and a script can set anything.
    await userEvent.clear(field('Subject'));
    await userEvent.paste('Partnership\tenquiry');
    fireEvent.change(field('Full name'), { target: { value: 'Eve\u0007Email: ceo@example.org' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Full name must be on one line, with no line breaks or tabs',
      'Subject must be on one line, with no line breaks or tabs',
    ]);
    expect(alert).toBeVisible();
    expect(field('Full name')).toHaveAccessibleDescription(
      'Error: Full name must be on one line, with no line breaks or tabs',
    );
    expect(field('Subject')).toHaveAccessibleDescription(
      'Error: Subject must be on one line, with no line breaks or tabs',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends a message with its line breaks', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<ContactForm submit={submit} />);
    await fillIn();
    await userEvent.clear(field('Message'));
    await userEvent.type(field('Message'), 'Dear Trust,{enter}{enter}We would like to talk.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(submit).toHaveBeenCalledExactlyOnceWith({
      ...trimmed,
      message: 'Dear Trust,\n\nWe would like to talk.',
    });
  });

  it('says so when sending fails, and keeps everything typed', async () => {
    render(<ContactForm submit={() => Promise.reject(new Error('offline'))} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, your message could not be sent. Please try again.',
    );
    expect(field('Full name')).toHaveValue(' Tomás Okafor ');
    expect(field('Message')).toHaveValue('We would like to talk about a partnership. ');
    expect(consent()).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-busy');
  });
});

describe('ContactForm in another language', () => {
  const renderInFrench = (props: ContactFormProps = {}) =>
    render(
      <LocaleProvider locale={fr}>
        <ContactForm {...props} />
      </LocaleProvider>,
    );
  // An empty submit: Enter in a field, as the button waits for consent.
  const submitEmpty = (fieldName: string) => userEvent.type(field(fieldName), '{enter}');

  it('in French, submitted empty, shows the error summary and every field error in French', async () => {
    const submit = vi.fn(() => Promise.resolve());
    renderInFrench({ submit });
    expect(screen.getAllByText('(obligatoire)')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await submitEmpty('Objet');
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Il y a un problème' })).toBeVisible();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Le nom complet est obligatoire',
      'L’adresse e-mail est obligatoire',
      'L’objet est obligatoire',
      'Le message est obligatoire',
      'Veuillez donner votre consentement pour que nous puissions traiter votre demande.',
    ]);
    expect(alert).not.toHaveTextContent(/required|problem/);
    // By each field too, read after the hidden French 'Erreur :'.
    expect(field('Nom complet')).toHaveAccessibleDescription(
      /^Erreur\s*:\s*Le nom complet est obligatoire$/,
    );
    expect(
      screen.getByRole('checkbox', { name: /J’accepte que le Trust traite/ }),
    ).toHaveAccessibleDescription(/^Erreur\s*:\s*Veuillez donner votre consentement/);
    // And again on every change from then on, still in French.
    await userEvent.type(field('Adresse e-mail'), 'tomas@example');
    expect(field('Adresse e-mail')).toHaveAccessibleDescription(
      /Veuillez saisir une adresse e-mail valide$/,
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('in French, once sent, confirms in French', async () => {
    renderInFrench();
    await userEvent.type(field('Nom complet'), 'Awa Diop');
    await userEvent.type(field('Adresse e-mail'), 'awa.diop@example.org');
    await userEvent.type(field('Objet'), 'Partenariat');
    await userEvent.type(field('Votre message'), 'Bonjour');
    await userEvent.click(screen.getByRole('checkbox', { name: /J’accepte/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Message envoyé avec succès')).toBeVisible();
    expect(
      screen.getByText(
        'Merci de nous avoir contactés. Nous nous efforçons de répondre sous 2 à 3 jours ouvrés.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Envoyer un autre message' })).toBeVisible();
  });

  it('still takes a word given as a prop over the locale’s, message by message', async () => {
    renderInFrench({
      subjectLabel: 'Sujet',
      errorSummaryTitle: 'Vérifiez le formulaire',
      requiredMarker: '*',
      messages: { nameRequired: 'Indiquez votre nom et votre prénom' },
    });
    expect(field('Sujet')).toBeRequired();
    expect(screen.queryByText('(obligatoire)')).toBeNull();
    await submitEmpty('Sujet');
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Vérifiez le formulaire' })).toBeVisible();
    expect(alert).toHaveTextContent('Indiquez votre nom et votre prénom');
    expect(alert).not.toHaveTextContent('Le nom complet est obligatoire');
    // The messages not given stay the locale's.
    expect(alert).toHaveTextContent('L’adresse e-mail est obligatoire');
  });
});
