import { contactMessages } from '@ghat/forms';
import { contactFormText } from '@ghat/forms/words';
import { responseTimes } from '../organisation.ts';

/**
 * ContactForm on /contact (spec sections 4, 5 and 8): the form's own English words
 * (@ghat/forms), with the reply time the organisation promises.
 */
export const contactFormCopy = {
  ...contactFormText,
  sentMessage: `Thank you for contacting us. We aim to reply within ${responseTimes.contactEnquiries}.`,
  messages: contactMessages,
};
