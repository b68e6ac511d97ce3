// The built-in English words of FaqList: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const faqList = {
  /** The button above the list that opens every answer. */
  expandAll: 'Expand all',
  /** The same button once every answer is open. */
  collapseAll: 'Collapse all',
};
