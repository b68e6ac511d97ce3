// @vitest-environment happy-dom
// (systemClock uses window's timers.)
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  contactSendDelay,
  sendContactMessage,
  sendEnquiry,
  sendFooterNewsletterSignup,
  sendNewsletterSignup,
} from './formTransport.ts';
import { onTrack, type TrackEvent } from './tracker.ts';

describe('form transport: a form_submit event for each form sent, never what was typed', () => {
  const seen: TrackEvent[] = [];
  const stop = onTrack((event) => seen.push(event));
  afterEach(() => {
    seen.length = 0;
    vi.useRealTimers();
  });
  afterAll(() => stop());

  const person = { name: 'Jo Bloggs', email: 'jo@example.org' };

  it('reports the enquiry, the newsletter and the footer sign-up by name only', async () => {
    await sendEnquiry({ ...person, phone: '07700 900000', message: 'Hello' });
    await sendNewsletterSignup({ firstName: 'Jo', email: person.email, consent: true });
    await sendFooterNewsletterSignup({ email: person.email });
    expect(seen).toEqual([
      { name: 'form_submit', properties: { form: 'enquiry' } },
      { name: 'form_submit', properties: { form: 'newsletter' } },
      { name: 'form_submit', properties: { form: 'footer_newsletter' } },
    ]);
  });

  it('reports the contact form once its simulated send has finished', async () => {
    vi.useFakeTimers();
    const sending = sendContactMessage({
      ...person,
      subject: 'Partnership',
      message: 'Hello',
      consent: true,
      honeypot: '',
    });
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(contactSendDelay);
    await sending;
    expect(seen).toEqual([{ name: 'form_submit', properties: { form: 'contact' } }]);
  });
});
