import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { fr } from '../../../i18n/locales/fr.ts';
import { uk } from '../../../i18n/locales/uk.ts';
import { TextField, textFieldTypes } from './TextField.tsx';

describe('TextField', () => {
  it('labels the input with its visible label', () => {
    render(<TextField label="Full name" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByText('Full name')).toBeVisible();
  });

  it.each(textFieldTypes)('renders type %s', (type) => {
    const { container } = render(<TextField label="Field" type={type} />);
    expect(container.querySelector('input')).toHaveAttribute('type', type);
  });

  it('marks a required field in words, and leaves the required state to the input', () => {
    render(<TextField label="Email address" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toBeRequired();
    const marker = screen.getByText('(required)');
    expect(marker).toHaveAttribute('aria-hidden', 'true');
    expect(marker.closest('label')).toHaveTextContent('Email address (required)');
  });

  it('takes a translated required marker', () => {
    render(<TextField label="Nom" required requiredMarker="(obligatoire)" />);
    expect(screen.getByText('(obligatoire)')).toBeInTheDocument();
  });

  it('shows no marker on an optional field', () => {
    render(<TextField label="Phone number" type="tel" />);
    expect(screen.queryByText('(required)')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).not.toBeRequired();
  });

  it('reads the hint with the field', () => {
    render(<TextField id="phone" label="Phone number" hint="Include the country code" />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAttribute('aria-describedby', 'phone-hint');
    expect(input).toHaveAccessibleDescription('Include the country code');
  });

  it('in error: aria-invalid, and the error joined to the hint in aria-describedby', () => {
    render(
      <TextField
        id="email"
        label="Email address"
        hint="We will only use it to reply"
        error="Please enter a valid email address"
        aria-describedby="privacy-note"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error privacy-note');
    expect(document.getElementById('email-error')).toHaveTextContent(
      'Error: Please enter a valid email address',
    );
  });

  it('without an error: no aria-invalid and no error message', () => {
    render(<TextField id="name" label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(document.getElementById('name-error')).toBeNull();
  });

  it('gives the input its own id when none is given', () => {
    render(
      <>
        <TextField label="First" />
        <TextField label="Second" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(second.id);
  });

  it('passes input props through (autocomplete, name, events) and the ref to the input', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField
        ref={ref}
        label="First name"
        name="firstName"
        autoComplete="given-name"
        onChange={onChange}
        className="outer"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('autocomplete', 'given-name');
    expect(input).toHaveAttribute('name', 'firstName');
    expect(input.closest('.outer')).not.toBeNull();
    expect(input).not.toHaveClass('outer');
    await userEvent.type(input, 'Priya');
    expect(onChange).toHaveBeenCalledTimes(5);
  });
});

describe('TextField in another language', () => {
  it("marks a required field in the locale's words, or in the marker given", () => {
    render(
      <LocaleProvider locale={uk}>
        <TextField label="Ім’я" required />
        <TextField label="Тема" required requiredMarker="*" />
      </LocaleProvider>,
    );
    expect(screen.getByText('Ім’я').closest('label')).toHaveTextContent('Ім’я (обов’язково)');
    expect(screen.getByText('Тема').closest('label')).toHaveTextContent(/^Тема \*$/);
  });

  it('shows its error after the locale’s hidden prefix', () => {
    render(
      <LocaleProvider locale={fr}>
        <TextField label="Nom" error="Le nom est obligatoire" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription(
      /^Erreur\s*:\s*Le nom est obligatoire$/,
    );
  });
});
