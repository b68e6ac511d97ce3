import type { NewsletterSignupMessages } from '@ghat/forms';

/** NewsletterSignupForm on /get-involved: a double opt-in (spec sections 4 and 5). */
export const newsletterSignupCopy = {
  firstNameLabel: 'First name',
  emailLabel: 'Email address',
  consentLabel:
    'I would like to receive email updates about the Trust’s work. I can unsubscribe at any time.',
  submitLabel: 'Subscribe',
  successTitle: 'Subscription Confirmed',
  successMessage:
    'Thank you for subscribing. We will send you a confirmation email: please follow the instructions in it to complete your subscription. We only add your address once you have confirmed it.',
  failureMessage: 'Sorry, we could not subscribe you. Please try again.',
  messages: {
    firstNameRequired: 'First name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    consentRequired: 'Please confirm you would like to receive our newsletter.',
  } satisfies NewsletterSignupMessages,
};
