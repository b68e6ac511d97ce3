// The built-in English words of FieldLabel: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const fieldLabel = {
  /** After the label of a required field (TextField, TextArea, Select, Checkbox), in words. */
  requiredMarker: '(required)',
};
