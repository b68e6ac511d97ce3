// The ~140 languages the picker offers, in a module of their own: only ever imported with
// import(), so the list stays out of every page's first view.
export { languages } from '@ghat/content';
