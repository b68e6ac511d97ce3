import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { ar } from '../../../i18n/locales/ar.ts';
import { fr } from '../../../i18n/locales/fr.ts';
import { FieldError } from './FieldError.tsx';

describe('FieldError', () => {
  it('carries the id a control points to with aria-describedby', () => {
    render(<FieldError id="email-error">Email is required</FieldError>);
    expect(screen.getByText('Email is required').closest('p')).toHaveAttribute('id', 'email-error');
  });

  it("starts with a hidden 'Error:' so it is heard as an error", () => {
    const { container } = render(<FieldError id="e">Email is required</FieldError>);
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent(/^Error: Email is required$/);
    expect(screen.getByText('Error:').className).toMatch(/visuallyHidden/);
  });

  it('takes a translated prefix', () => {
    const { container } = render(
      <FieldError id="e" prefix="Erreur :">
        L’adresse e-mail est obligatoire
      </FieldError>,
    );
    expect(container.querySelector('p')).toHaveTextContent(
      /^Erreur : L’adresse e-mail est obligatoire$/,
    );
  });

  it('shows an icon that assistive technology skips', () => {
    const { container } = render(<FieldError id="e">Name is required</FieldError>);
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('data-icon', 'error');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('FieldError in another language', () => {
  it("starts with the locale's hidden prefix", () => {
    const { container } = render(
      <LocaleProvider locale={fr}>
        <FieldError id="e">L’adresse e-mail est obligatoire</FieldError>
      </LocaleProvider>,
    );
    // The exact text: a no-break space before the colon, as French writes it.
    expect(container.querySelector('p')?.textContent).toBe(
      'Erreur\u00a0: L’adresse e-mail est obligatoire',
    );
  });

  it('still takes a prefix given as a prop over the locale’s', () => {
    const { container } = render(
      <LocaleProvider locale={ar}>
        <FieldError id="e" prefix="تنبيه:">
          البريد الإلكتروني مطلوب
        </FieldError>
      </LocaleProvider>,
    );
    expect(container.querySelector('p')).toHaveTextContent(/^تنبيه: البريد الإلكتروني مطلوب$/);
  });
});
