import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { ar } from '../../../i18n/locales/ar.ts';
import { Checkbox } from './Checkbox.tsx';

const consent = 'I consent to the Trust processing my personal data to respond to my enquiry.';

describe('Checkbox', () => {
  it('is a labelled tick box', () => {
    render(<Checkbox label={consent} />);
    expect(screen.getByRole('checkbox', { name: consent })).not.toBeChecked();
  });

  it('ticks when its label is clicked, so the label is part of the target', async () => {
    const onChange = vi.fn();
    render(<Checkbox label={consent} onChange={onChange} />);
    await userEvent.click(screen.getByText(consent));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('ticks with the space bar', async () => {
    render(<Checkbox label={consent} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('marks a required box in words', () => {
    render(<Checkbox label={consent} required />);
    expect(screen.getByRole('checkbox')).toBeRequired();
    expect(screen.getByText('(required)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('in error: aria-invalid, with the message and hint in its description', () => {
    render(
      <Checkbox
        id="consent"
        label={consent}
        hint="We keep enquiries for 3 years."
        error="Please provide consent to process your enquiry."
      />,
    );
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'consent-hint consent-error');
    expect(box).toHaveAccessibleDescription(
      'We keep enquiries for 3 years. Error: Please provide consent to process your enquiry.',
    );
  });
});

describe('Checkbox in another language', () => {
  it("marks a required box in the locale's words", () => {
    render(
      <LocaleProvider locale={ar}>
        <Checkbox label="أوافق على الشروط." required />
      </LocaleProvider>,
    );
    expect(screen.getByText('(مطلوب)')).toHaveAttribute('aria-hidden', 'true');
  });
});
