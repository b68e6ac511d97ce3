import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { ar } from '../../../i18n/locales/ar.ts';
import { fr } from '../../../i18n/locales/fr.ts';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary.tsx';

const errors: ErrorSummaryItem[] = [
  { fieldId: 'enquiry-name', message: 'Name is required' },
  { fieldId: 'enquiry-email', message: 'Please enter a valid email address' },
];

function Form({ items = errors }: { items?: ErrorSummaryItem[] }) {
  return (
    <>
      <ErrorSummary errors={items} />
      <label htmlFor="enquiry-name">Name</label>
      <input id="enquiry-name" />
      <label htmlFor="enquiry-email">Email address</label>
      <input id="enquiry-email" />
    </>
  );
}

describe('ErrorSummary', () => {
  it("is titled 'There is a problem' in a level 2 heading by default", () => {
    render(<Form />);
    expect(screen.getByRole('heading', { level: 2, name: 'There is a problem' })).toBeVisible();
  });

  it('takes another title and heading level', () => {
    render(<ErrorSummary errors={errors} title="Il y a un problème" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Il y a un problème' })).toBeVisible();
  });

  it('announces the problems through an inner role="alert"', () => {
    const { container } = render(<Form />);
    const alert = screen.getByRole('alert');
    expect(alert).not.toBe(container.querySelector('[data-error-summary]'));
    expect(alert).toHaveTextContent('There is a problem');
    expect(alert).toHaveTextContent('Name is required');
    expect(alert).toHaveTextContent('Please enter a valid email address');
  });

  it('takes focus when it appears', () => {
    const { container } = render(<Form />);
    const summary = container.querySelector('[data-error-summary]');
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(summary).toHaveFocus();
  });

  it('leaves focus alone when told to', () => {
    const { container } = render(<ErrorSummary errors={errors} focusOnShow={false} />);
    expect(container.querySelector('[data-error-summary]')).not.toHaveFocus();
  });

  it('renders nothing without errors, and takes focus once errors arrive', async () => {
    function Later() {
      const [items, setItems] = useState<ErrorSummaryItem[]>([]);
      return (
        <>
          <button type="button" onClick={() => setItems(errors)}>
            Send Enquiry
          </button>
          <ErrorSummary errors={items} />
        </>
      );
    }
    const { container } = render(<Later />);
    expect(container.querySelector('[data-error-summary]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(container.querySelector('[data-error-summary]')).toHaveFocus();
  });

  it('links each message to its field', () => {
    render(<Form />);
    expect(screen.getByRole('link', { name: 'Name is required' })).toHaveAttribute(
      'href',
      '#enquiry-name',
    );
    expect(
      screen.getByRole('link', { name: 'Please enter a valid email address' }),
    ).toHaveAttribute('href', '#enquiry-email');
  });

  it('focuses the field and scrolls its label into view, without following the hash', async () => {
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    render(<Form />);
    const hashBefore = window.location.hash;
    await userEvent.click(screen.getByRole('link', { name: 'Please enter a valid email address' }));
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('Email address'));
    expect(window.location.hash).toBe(hashBefore);
  });

  it('keeps its links in the same frame, like the skip link', () => {
    render(<Form />);
    expect(screen.getByRole('link', { name: 'Name is required' })).toHaveAttribute(
      'target',
      '_self',
    );
  });
});

describe('ErrorSummary in another language', () => {
  it("is titled in the locale's words", () => {
    render(
      <LocaleProvider locale={fr}>
        <ErrorSummary errors={errors} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Il y a un problème' })).toBeVisible();
  });

  it('still takes a title given as a prop over the locale’s', () => {
    render(
      <LocaleProvider locale={ar}>
        <ErrorSummary errors={errors} title="يُرجى مراجعة النموذج" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'يُرجى مراجعة النموذج' })).toBeVisible();
    expect(screen.queryByText('هناك مشكلة')).toBeNull();
  });
});
