import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { ar } from '../../../i18n/locales/ar.ts';
import { fr } from '../../../i18n/locales/fr.ts';
import { TryAgainLater } from '../../../forms/tryAgainLater.ts';
import { EnquiryForm } from './EnquiryForm.tsx';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Send Enquiry' });

describe('EnquiryForm', () => {
  it('asks for name, email, an optional phone number and a message', () => {
    render(<EnquiryForm />);
    expect(field('Name')).toBeRequired();
    expect(field('Name')).toHaveAttribute('autocomplete', 'name');
    expect(field('Email address')).toHaveAttribute('autocomplete', 'email');
    expect(field(/Phone number/)).toHaveAttribute('type', 'tel');
    expect(field(/Phone number/)).toHaveAttribute('autocomplete', 'tel');
    expect(field(/Phone number/)).not.toBeRequired();
    expect(field('Message')).toBeRequired();
  });

  it('does not validate before the first submit', async () => {
    render(<EnquiryForm />);
    await userEvent.type(field('Email address'), 'not-an-address');
    await userEvent.tab();
    expect(screen.queryByText(/valid email/)).toBeNull();
    expect(field('Email address')).not.toHaveAttribute('aria-invalid');
  });

  it('on submit, shows the summary (focused) and a message by each field', async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { container } = render(<EnquiryForm submit={submit} />);
    await userEvent.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is a problem');
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Name is required', 'Email is required', 'Message is required']);
    expect(container.querySelector('[data-error-summary]')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Error: Name is required');
    expect(field('Email address')).toHaveAccessibleDescription('Error: Email is required');
    expect(field('Message')).toHaveAccessibleDescription('Error: Message is required');
    expect(field(/Phone number/)).not.toHaveAttribute('aria-invalid');
    expect(submit).not.toHaveBeenCalled();
  });

  it('after a submit, checks again on every change', async () => {
    render(<EnquiryForm />);
    await userEvent.click(send());
    await userEvent.type(field('Email address'), 'amina@example');
    expect(field('Email address')).toHaveAccessibleDescription(
      'Error: Please enter a valid email address',
    );
    await userEvent.type(field('Email address'), '.org');
    expect(field('Email address')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field('Name'), '   ');
    expect(field('Name')).toHaveAccessibleDescription('Error: Name is required');
  });

  it('refuses a name or phone number holding a tab or control character, by the field', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<EnquiryForm submit={submit} />);
    await userEvent.type(field('Email address'), 'amina@example.org');
    await userEvent.type(field('Message'), 'Hello');
    // An <input> drops a line break itself; a pasted tab stays, and a script can set anything.
    fireEvent.change(field('Name'), { target: { value: 'Eve\u0000Email: ceo@example.org' } });
    await userEvent.click(field(/Phone number/));
    await userEvent.paste('020\t7946 0000');
    await userEvent.click(send());
    await screen.findByRole('alert');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Name must be on one line, with no line breaks or tabs',
      'Phone number must be on one line, with no line breaks or tabs',
    ]);
    expect(field(/Phone number/)).toHaveAccessibleDescription(
      'Error: Phone number must be on one line, with no line breaks or tabs',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('takes people from the summary to the field', async () => {
    render(<EnquiryForm />);
    await userEvent.click(send());
    await userEvent.click(screen.getByRole('link', { name: 'Message is required' }));
    expect(field('Message')).toHaveFocus();
  });

  it('sends the trimmed values, thanks the person and empties the form', async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<EnquiryForm submit={submit} />);
    await userEvent.type(field('Name'), ' Dr Amina Yusuf ');
    await userEvent.type(field('Email address'), ' amina.yusuf@example.org');
    await userEvent.type(field('Message'), 'We would like to discuss a legacy gift. ');
    await userEvent.click(send());
    expect(submit).toHaveBeenCalledExactlyOnceWith({
      name: 'Dr Amina Yusuf',
      email: 'amina.yusuf@example.org',
      phone: '',
      message: 'We would like to discuss a legacy gift.',
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you');
    expect(status).toHaveTextContent('Our team will be in touch within 48 hours.');
    for (const name of ['Name', 'Email address', 'Message']) expect(field(name)).toHaveValue('');
  });

  it('after a successful send, waits for the next submit before checking again', async () => {
    render(<EnquiryForm />);
    await userEvent.type(field('Name'), 'Amina');
    await userEvent.type(field('Email address'), 'amina@example.org');
    await userEvent.type(field('Message'), 'Hello');
    await userEvent.click(send());
    await screen.findByText('Thank you');
    await userEvent.type(field('Email address'), 'amina@');
    expect(field('Email address')).not.toHaveAttribute('aria-invalid');
  });

  it("shows 'Sending...' on a busy button while sending, and sends once", async () => {
    const sending = deferred();
    const submit = vi.fn(() => sending.promise);
    render(<EnquiryForm submit={submit} />);
    await userEvent.type(field('Name'), 'Amina');
    await userEvent.type(field('Email address'), 'amina@example.org');
    await userEvent.type(field('Message'), 'Hello{enter}');
    await userEvent.click(send());
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await userEvent.type(field('Name'), '{enter}');
    // A submit that does not come through the button at all; then let any second send get under way.
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    await act(() => new Promise((settle) => setTimeout(settle)));
    expect(submit).toHaveBeenCalledOnce();
    await act(async () => sending.resolve());
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).not.toHaveAttribute('aria-busy');
  });

  it('says so when sending fails, and keeps everything typed', async () => {
    render(<EnquiryForm submit={() => Promise.reject(new Error('offline'))} />);
    await userEvent.type(field('Name'), 'Amina');
    await userEvent.type(field('Email address'), 'amina@example.org');
    await userEvent.type(field(/Phone number/), '020 7946 0000');
    await userEvent.type(field('Message'), 'Hello');
    await userEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, your enquiry could not be sent. Please try again.',
    );
    expect(field('Name')).toHaveValue('Amina');
    expect(field(/Phone number/)).toHaveValue('020 7946 0000');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says how long to wait when the service asks to, keeps everything typed, and sends again', async () => {
    const submit = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TryAgainLater(20))
      .mockResolvedValueOnce();
    render(<EnquiryForm submit={submit} />);
    await userEvent.type(field('Name'), 'Amina');
    await userEvent.type(field('Email address'), 'amina@example.org');
    await userEvent.type(field('Message'), 'Hello');
    await userEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 20 seconds, then try again. Everything you typed is still here.',
    );
    expect(field('Name')).toHaveValue('Amina');
    expect(field('Message')).toHaveValue('Hello');
    await userEvent.click(send());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(submit).toHaveBeenCalledTimes(2);
  });
});

describe('EnquiryForm in another language', () => {
  it('in Arabic, labels its fields and button, and words its errors, in Arabic', async () => {
    render(
      <LocaleProvider locale={ar}>
        <EnquiryForm />
      </LocaleProvider>,
    );
    expect(field('الاسم')).toBeRequired();
    expect(field('عنوان البريد الإلكتروني')).toHaveAttribute('type', 'email');
    expect(field('رقم الهاتف (اختياري)')).not.toBeRequired();
    expect(field('الرسالة')).toBeRequired();
    expect(screen.getAllByText('(مطلوب)')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الاستفسار' }));
    expect(await screen.findByRole('heading', { name: 'هناك مشكلة' })).toBeVisible();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'الاسم مطلوب',
      'البريد الإلكتروني مطلوب',
      'الرسالة مطلوبة',
    ]);
    expect(field('الاسم')).toHaveAccessibleDescription('خطأ: الاسم مطلوب');
    await userEvent.type(field('عنوان البريد الإلكتروني'), 'amina@example');
    expect(field('عنوان البريد الإلكتروني')).toHaveAccessibleDescription(
      'خطأ: يُرجى إدخال عنوان بريد إلكتروني صالح',
    );
  });

  it('in French, refuses a phone number holding a tab with the French message', async () => {
    render(
      <LocaleProvider locale={fr}>
        <EnquiryForm />
      </LocaleProvider>,
    );
    await userEvent.click(field(/Numéro de téléphone/));
    await userEvent.paste('020\t7946 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await screen.findByRole('alert');
    expect(field(/Numéro de téléphone/)).toHaveAccessibleDescription(
      /^Erreur\s*:\s*Le numéro de téléphone doit tenir sur une seule ligne, sans retour à la ligne ni tabulation$/,
    );
  });

  it('in Arabic, thanks the person in Arabic once sent', async () => {
    render(
      <LocaleProvider locale={ar}>
        <EnquiryForm />
      </LocaleProvider>,
    );
    await userEvent.type(field('الاسم'), 'أمينة يوسف');
    await userEvent.type(field('عنوان البريد الإلكتروني'), 'amina@example.org');
    await userEvent.type(field('الرسالة'), 'مرحبًا');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الاستفسار' }));
    expect(await screen.findByText('شكرًا لكم')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('سيتواصل معكم فريقنا خلال 48 ساعة.');
  });

  it('still takes a label or a message given as a prop over the locale’s', async () => {
    render(
      <LocaleProvider locale={fr}>
        <EnquiryForm
          phoneLabel="Téléphone (facultatif)"
          messages={{ messageRequired: 'Écrivez-nous' }}
        />
      </LocaleProvider>,
    );
    expect(field('Téléphone (facultatif)')).not.toBeRequired();
    expect(field('Nom')).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await screen.findByRole('alert');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Le nom est obligatoire',
      'L’adresse e-mail est obligatoire',
      'Écrivez-nous',
    ]);
  });
});
