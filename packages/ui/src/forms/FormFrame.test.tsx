import { contactFormText } from '@ghat/forms/words';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { HoneypotField } from '../components/forms/HoneypotField/HoneypotField.tsx';
import { ContactForm } from '../components/forms/ContactForm/ContactForm.tsx';
import { FormFrame } from './FormFrame.tsx';
import { StatusAbove } from './StatusAbove.tsx';

const rules = () =>
  v.object({
    first: v.pipe(v.string(), v.nonEmpty('First is required')),
    second: v.pipe(v.string(), v.nonEmpty('Second is required')),
    honeypot: v.optional(v.string(), ''),
  });
const words = {
  submitLabel: 'Send',
  failureMessage: 'Not sent',
  successTitle: 'Sent',
  successMessage: 'Thanks',
};
const fields = [
  { name: 'first', label: 'First', pairWithNext: true },
  { name: 'second', label: 'Second' },
];

describe('FormFrame', () => {
  it('lays out a field with `pairWithNext` beside the next one, in one row', () => {
    render(
      <FormFrame
        rules={rules}
        defaultValues={{ first: '', second: '', honeypot: '' }}
        fields={fields}
        {...words}
      />,
    );
    const first = screen.getByRole('textbox', { name: /First/ });
    const row = first.closest('form > div');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByRole('textbox', { name: /Second/ })).toBeRequired();
  });

  it('binds the trap to `honeypot` under its own name, and a status line stays above', async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { container } = render(
      <FormFrame
        rules={rules}
        defaultValues={{ first: '', second: '', honeypot: '' }}
        fields={fields}
        {...words}
        submit={submit}
        outcome={StatusAbove}
        trap={HoneypotField}
      />,
    );
    const trap = container.querySelector<HTMLInputElement>('[data-honeypot] input');
    expect(trap?.name).toBe('contact_reference');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.type(screen.getByRole('textbox', { name: /First/ }), 'a');
    await userEvent.type(screen.getByRole('textbox', { name: /Second/ }), 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledWith({ first: 'a', second: 'b', honeypot: '' });
    expect(within(screen.getByRole('status')).getByText('Thanks')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /First/ })).toHaveValue('');
  });
});

describe('the forms’ words', () => {
  it('come from @ghat/forms, and a prop replaces one', () => {
    render(<ContactForm nameLabel="Your name" />);
    expect(screen.getByRole('textbox', { name: /Your name/ })).toBeRequired();
    expect(
      screen.getByRole('textbox', { name: new RegExp(contactFormText.emailLabel) }),
    ).toBeRequired();
    expect(screen.getByRole('button', { name: contactFormText.submitLabel })).toBeVisible();
  });
});
