// The English words of the site's forms (labels, buttons and outcomes): the defaults of
// @ghat/ui's form components. They live here, next to the rules' messages, so the
// components and @ghat/content (a page's words, and the pages a form lands on without
// script) share one source, and neither needs the other.

export const footerNewsletterText = {
  label: 'Email address',
  submitLabel: 'Subscribe',
  confirmation: 'Subscribed!',
  failureMessage: 'Sorry, we could not subscribe you. Please try again.',
};

export const newsletterSignupText = {
  firstNameLabel: 'First name',
  emailLabel: 'Email address',
  consentLabel:
    'I would like to receive email updates about the Trust’s work. I can unsubscribe at any time.',
  submitLabel: 'Subscribe',
  successTitle: 'Subscription Confirmed',
  successMessage:
    'Thank you for subscribing. We have sent you a confirmation email: follow the instructions in it to complete your subscription.',
  failureMessage: 'Sorry, we could not subscribe you. Please try again.',
};

export const contactFormText = {
  nameLabel: 'Full name',
  emailLabel: 'Email address',
  subjectLabel: 'Subject',
  messageLabel: 'Message',
  consentLabel: 'I consent to the Trust processing my personal data to respond to my enquiry.',
  submitLabel: 'Send Message',
  sendingLabel: 'Sending...',
  sentTitle: 'Message Sent Successfully',
  sentMessage: 'Thank you for contacting us. We aim to reply within 2-3 business days.',
  sendAnotherLabel: 'Send Another Message',
  failureMessage: 'Sorry, your message could not be sent. Please try again.',
};

export const enquiryFormText = {
  nameLabel: 'Name',
  emailLabel: 'Email address',
  phoneLabel: 'Phone number (optional)',
  messageLabel: 'Message',
  submitLabel: 'Send Enquiry',
  sendingLabel: 'Sending...',
  successTitle: 'Thank you',
  successMessage: 'Our team will be in touch within 48 hours.',
  failureMessage: 'Sorry, your enquiry could not be sent. Please try again.',
};
