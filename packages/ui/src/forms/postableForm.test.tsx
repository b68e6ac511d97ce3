// Every composed form works without JavaScript: the prerendered HTML is an ordinary POST of
// named fields to its `action`, checked by the browser; once hydrated, script checks it.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactForm } from '../components/forms/ContactForm/ContactForm.tsx';
import { EnquiryForm } from '../components/forms/EnquiryForm/EnquiryForm.tsx';
import { FooterNewsletterForm } from '../components/forms/FooterNewsletterForm/FooterNewsletterForm.tsx';
import { NewsletterSignupForm } from '../components/forms/NewsletterSignupForm/NewsletterSignupForm.tsx';
import { honeypotFieldName } from '@ghat/forms';

const cases: [string, ReactElement<{ action: string }>, string[], boolean][] = [
  [
    'ContactForm',
    <ContactForm action="/api/forms/contact" />,
    ['name', 'email', 'subject', 'message', 'consent', honeypotFieldName],
    true,
  ],
  [
    'EnquiryForm',
    <EnquiryForm action="/api/forms/enquiry" />,
    ['name', 'email', 'phone', 'message'],
    true,
  ],
  [
    'NewsletterSignupForm',
    <NewsletterSignupForm action="/api/forms/newsletter" />,
    ['firstName', 'email', 'consent'],
    true,
  ],
  [
    'FooterNewsletterForm',
    <FooterNewsletterForm action="/api/forms/footer-newsletter" />,
    ['email'],
    false,
  ],
];

describe.each(cases)('%s without JavaScript', (_name, element, fields, checkedByScript) => {
  const { action } = element.props;

  it('is prerendered as a POST of its named fields to its action, checked by the browser', () => {
    const html = new DOMParser().parseFromString(renderToString(element), 'text/html');
    const form = html.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(action);
    expect(form?.hasAttribute('novalidate')).toBe(false);
    const named = [...(form?.querySelectorAll('input, textarea') ?? [])].map((field) =>
      field.getAttribute('name'),
    );
    expect(named).toEqual(fields);
    // Until script runs, the button works: nothing may say it is unavailable.
    expect(form?.querySelector('button')?.hasAttribute('aria-disabled')).toBe(false);
  });

  it(
    checkedByScript
      ? 'is checked by script once it runs (novalidate)'
      : 'stays checked by the browser once script runs',
    () => {
      const { container } = render(element);
      expect(container.querySelector('form')?.noValidate).toBe(checkedByScript);
    },
  );
});
