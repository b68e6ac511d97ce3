import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
