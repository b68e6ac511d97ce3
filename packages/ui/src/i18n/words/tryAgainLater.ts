// The built-in English words of a form's notice when the service asks the visitor to wait
// (TryAgainLater): each key a word or message (with {named} placeholders) it shows or
// announces. A module of its own, so a bundle carries only the words of the components it
// uses. Every translation gives exactly these keys.

export const tryAgainLater = {
  /** `{wait}`: how long, in words, as Intl writes it ('45 seconds', '1 minute'). */
  message:
    'Sorry, too many forms have been sent from your connection. Please wait {wait}, then try again. Everything you typed is still here.',
};
