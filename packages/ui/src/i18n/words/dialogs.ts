// The dialogs components' built-in English words, one module each; this file gathers them
// for the types and the English locale.
export { dialog } from './dialog.ts';
export { searchDialog } from './searchDialog.ts';
export { cookiePreferencesDialog } from './cookiePreferencesDialog.ts';
