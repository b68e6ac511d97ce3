// The English words of one of the site's forms (labels, buttons and outcomes): the
// defaults of @ghat/ui's component, and @ghat/content's copy. A module of its own (and an
// entry of the build), so a page's bundle holds only its own form's words.

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
