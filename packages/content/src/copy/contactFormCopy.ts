import type { ContactMessages } from '@ghat/forms';
import { responseTimes } from '../organisation.ts';

/** ContactForm on /contact (spec sections 4, 5 and 8). */
export const contactFormCopy = {
  nameLabel: 'Full name',
  emailLabel: 'Email address',
  subjectLabel: 'Subject',
  messageLabel: 'Message',
  consentLabel: 'I consent to the Trust processing my personal data to respond to my enquiry.',
  submitLabel: 'Send Message',
  sendingLabel: 'Sending...',
  sentTitle: 'Message Sent Successfully',
  sentMessage: `Thank you for contacting us. We aim to reply within ${responseTimes.contactEnquiries}.`,
  sendAnotherLabel: 'Send Another Message',
  failureMessage: 'Sorry, your message could not be sent. Please try again.',
  messages: {
    nameRequired: 'Full name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    consentRequired: 'Please provide consent to process your enquiry.',
  } satisfies ContactMessages,
};
