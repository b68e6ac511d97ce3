// The header components' built-in English words, one module each; this file gathers them
// for the types and the English locale.
export { siteHeader } from './siteHeader.ts';
export { mainNav } from './mainNav.ts';
