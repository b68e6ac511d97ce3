import { newsletterSignupMessages } from '@ghat/forms';
import { newsletterSignupText } from '@ghat/forms/words';

/**
 * NewsletterSignupForm on /get-involved: a double opt-in (spec sections 4 and 5). The
 * form's own English words (@ghat/forms), saying also when the address is added.
 */
export const newsletterSignupCopy = {
  ...newsletterSignupText,
  successMessage:
    'Thank you for subscribing. We will send you a confirmation email: please follow the instructions in it to complete your subscription. We only add your address once you have confirmed it.',
  messages: newsletterSignupMessages,
};
