// The built-in English words of CookieBanner: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const cookieBanner = {
  /** The banner's heading, which also names its region. */
  title: 'Cookies on this website',
  /** The explanation under the heading. */
  message:
    'We use essential cookies to make this website work. We’d also like to use analytics cookies to understand how it is used, and marketing cookies to measure our campaigns. We only use these if you agree.',
  /** The button that allows every kind of cookie. */
  acceptAll: 'Accept All',
  /** The button that allows essential cookies only. */
  essentialOnly: 'Essential Only',
  /** The button that opens the cookie preferences dialog. */
  customize: 'Customize',
  /** The close button's accessible name. */
  close: 'Close cookie banner',
  /** The confirmation after every kind of cookie was accepted. */
  acceptedAll: 'You’ve accepted all cookies.',
  /** The confirmation after essential cookies only were chosen. */
  essentialChosen: 'You’ve chosen essential cookies only.',
  /** The confirmation after some kinds of cookie were chosen in the preferences dialog. */
  saved: 'Your cookie preferences have been saved.',
  /** The sentence after the confirmation: where to change the choice later. */
  confirmationHint: 'You can change your choice at any time.',
  /** The button that hides the confirmation. */
  hideConfirmation: 'Hide this message',
};
