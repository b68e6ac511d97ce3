// The built-in English words of ProgrammeArea: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const programmeArea = {
  /** Read in place of the Roman numeral, before the title ({number}: the area's number). */
  numberLabel: 'Programme area {number}',
  /** Shown above the example outcomes, and names their list. */
  outcomes: 'Example outcomes',
};
