// The built-in English words of CookiePreferencesDialog: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const cookiePreferencesDialog = {
  /** The dialog's title, which is also its accessible name. */
  title: 'Cookie Preferences',
  /** The sentence under the title, read out when the dialog opens. */
  description: 'Choose which cookies we may use. You can change your mind at any time.',
  /** The essential cookies' switch label. */
  essentialLabel: 'Essential cookies',
  /** What essential cookies do, under their label. */
  essentialDescription:
    'Keep the website secure and working, and remember the choices you make here.',
  /** The analytics cookies' switch label. */
  analyticsLabel: 'Analytics cookies',
  /** What analytics cookies do, under their label. */
  analyticsDescription:
    'Tell us which pages people visit and how they find them, so we can improve the website. They do not identify you.',
  /** The marketing cookies' switch label. */
  marketingLabel: 'Marketing cookies',
  /** What marketing cookies do, under their label. */
  marketingDescription:
    'Help us measure our campaigns and show messages about our work on other websites.',
  /** Under the essential cookies: why their switch cannot be turned off. */
  alwaysOn: 'Always on: the website cannot work without these, so they cannot be turned off.',
  /** The submit button. */
  save: 'Save Preferences',
};
