import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm.tsx';

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
