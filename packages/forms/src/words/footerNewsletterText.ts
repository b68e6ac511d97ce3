// The English words of one of the site's forms (labels, buttons and outcomes): the
// defaults of @ghat/ui's component, and @ghat/content's copy. A module of its own (and an
// entry of the build), so a page's bundle holds only its own form's words.

export const footerNewsletterText = {
  label: 'Email address',
  submitLabel: 'Subscribe',
  confirmation: 'Subscribed!',
  failureMessage: 'Sorry, we could not subscribe you. Please try again.',
};
