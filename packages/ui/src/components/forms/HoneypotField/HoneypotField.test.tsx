import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { fr } from '../../../i18n/locales/fr.ts';
import { HoneypotField, honeypotDefaultName } from './HoneypotField.tsx';

// The autofill field names of the HTML standard, and a few that browsers and
// password managers also match by name.
const autofillNames = [
  'name',
  'given-name',
  'family-name',
  'email',
  'tel',
  'url',
  'username',
  'organization',
  'company',
  'address',
  'street-address',
  'postal-code',
  'country',
  'phone',
  'website',
  'homepage',
];

function trap(container: HTMLElement) {
  return container.querySelector('[data-honeypot]') as HTMLElement;
}

describe('HoneypotField', () => {
  it('hides itself and everything in it from assistive technology', () => {
    const { container } = render(<HoneypotField />);
    expect(trap(container)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sits in an off-screen container', () => {
    const { container } = render(<HoneypotField />);
    expect(trap(container).className).toMatch(/trap/);
  });

  it('is never a tab stop', async () => {
    render(
      <>
        <button type="button">Before</button>
        <HoneypotField />
        <button type="button">After</button>
      </>,
    );
    const input = screen.getByLabelText('Leave this field blank');
    expect(input).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('turns autofill off, for browsers and password managers', () => {
    render(<HoneypotField />);
    const input = screen.getByLabelText('Leave this field blank');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('data-1p-ignore');
    expect(input).toHaveAttribute('data-lpignore', 'true');
  });

  it('has a name that no browser autofills', () => {
    render(<HoneypotField />);
    const name = screen.getByLabelText('Leave this field blank').getAttribute('name') ?? '';
    expect(name).toBe(honeypotDefaultName);
    expect(name).not.toBe('');
    for (const autofillName of autofillNames) {
      expect(name.toLowerCase()).not.toContain(autofillName);
    }
  });

  it('is a plain text field with a label, so bots fill it in', async () => {
    render(<HoneypotField label="Your website" name="site_link" />);
    const input = screen.getByLabelText('Your website');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('name', 'site_link');
    await userEvent.type(input, 'spam');
    expect(input).toHaveValue('spam');
  });
});

describe('HoneypotField in another language', () => {
  it("is labelled in the locale's words, or in the label given", () => {
    const { container } = render(
      <LocaleProvider locale={fr}>
        <HoneypotField />
        <HoneypotField label="Ne rien écrire ici" />
      </LocaleProvider>,
    );
    expect([...container.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Laissez ce champ vide',
      'Ne rien écrire ici',
    ]);
  });
});
