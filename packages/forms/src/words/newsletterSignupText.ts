// The English words of one of the site's forms (labels, buttons and outcomes): the
// defaults of @ghat/ui's component, and @ghat/content's copy. A module of its own (and an
// entry of the build), so a page's bundle holds only its own form's words.

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
