import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
