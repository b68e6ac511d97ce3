/** FooterNewsletterForm: 'Subscribed!' shows for 3 seconds (spec section 4). */
export const footerNewsletterFormCopy = {
  label: 'Email address',
  submitLabel: 'Subscribe',
  confirmation: 'Subscribed!',
  failureMessage: 'Sorry, we could not subscribe you. Please try again.',
};
