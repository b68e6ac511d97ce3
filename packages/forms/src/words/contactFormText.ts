// The English words of one of the site's forms (labels, buttons and outcomes): the
// defaults of @ghat/ui's component, and @ghat/content's copy. A module of its own (and an
// entry of the build), so a page's bundle holds only its own form's words.

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
