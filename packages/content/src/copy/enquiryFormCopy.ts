import type { EnquiryMessages } from '@ghat/forms';
import { responseTimes } from '../organisation.ts';

/** EnquiryForm on /donate (spec sections 4, 5 and 8). */
export const enquiryFormCopy = {
  nameLabel: 'Name',
  emailLabel: 'Email address',
  phoneLabel: 'Phone number (optional)',
  messageLabel: 'Message',
  submitLabel: 'Send Enquiry',
  sendingLabel: 'Sending...',
  successTitle: 'Thank you',
  successMessage: `Our team will be in touch within ${responseTimes.seriousEnquiries}.`,
  failureMessage: 'Sorry, your enquiry could not be sent. Please try again.',
  messages: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    messageRequired: 'Message is required',
  } satisfies EnquiryMessages,
};
