// The copy protection's behaviour, in a module of its own: only ever imported with import(),
// after the page has started, so it stays out of every page's first view.
export { guardContent } from '@ghat/ui';
