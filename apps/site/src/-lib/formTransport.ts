// Where the site's forms send what people type. There is no server yet, so each form's
// transport behaves as spec section 7 describes: nothing leaves the browser, the contact
// form takes a second to "send", and the others succeed at once. When a server exists,
// only this module changes: the pages take their `submit` from here.
import type { ContactForm, EnquiryForm, NewsletterForm } from '@ghat/content';
import { systemClock } from '@ghat/ui';
import { track } from './tracker.ts';

/** Reports a form that was sent (its name only, never what was typed). */
function sent(form: string): void {
  track('form_submit', { form });
}

/** How long the contact form's simulated send takes (spec section 9). */
export const contactSendDelay = 1000;

/** The contact form on /contact: resolves after the simulated send. */
export function sendContactMessage(values: ContactForm): Promise<void> {
  void values;
  return new Promise((resolve) => {
    systemClock.setTimeout(() => {
      sent('contact');
      resolve();
    }, contactSendDelay);
  });
}

/** The enquiry form on /donate: nothing to wait for. */
export function sendEnquiry(values: EnquiryForm): Promise<void> {
  void values;
  sent('enquiry');
  return Promise.resolve();
}

/** The newsletter sign-up on /get-involved: nothing to wait for. */
export function sendNewsletterSignup(values: NewsletterForm): Promise<void> {
  void values;
  sent('newsletter');
  return Promise.resolve();
}

/** The footer's newsletter sign-up (an email address only): nothing to wait for. */
export function sendFooterNewsletterSignup(values: { email: string }): Promise<void> {
  void values;
  sent('footer_newsletter');
  return Promise.resolve();
}
