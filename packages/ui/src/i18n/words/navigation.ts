// The navigation components' built-in English words, one module each; this file gathers them
// for the types and the English locale.
export { siteFooter } from './siteFooter.ts';
export { languagePickerButton } from './languagePickerButton.ts';
export { languagePickerDialog } from './languagePickerDialog.ts';
