import type { HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';

/** Goes back one page in the browser's history. */
export function goBackInHistory() {
  window.history.back();
}

/** The level of the headings under the page's own. */
export function subheadingLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}
