import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Prose.css.ts';

export const proseElements = ['div', 'article', 'section'] as const;

export type ProseElement = (typeof proseElements)[number];

export interface ProseProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: `article` for a self-contained text such as a policy. */
  as?: ProseElement;
  /** Plain elements: h2 to h4, p, ul/ol, blockquote, a, strong, em. */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Long-form text written as plain elements (a policy page, rendered
 * markdown): spacing, headings, lists, quotes and links from the tokens, at a
 * readable line length.
 */
export function Prose({ as: Element = 'div', className, ref, ...props }: ProseProps) {
  return (
    <Element
      // One element type at a time; the union of refs is too wide for TypeScript to narrow.
      ref={ref as Ref<never>}
      className={clsx(styles.prose, className)}
      {...props}
    />
  );
}
