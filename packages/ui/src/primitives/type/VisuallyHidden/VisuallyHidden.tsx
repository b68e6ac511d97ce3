import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: `span` inside a sentence, `div` around blocks, `h2` for a hidden section heading. */
  as?: ElementType;
  /**
   * Becomes visible while it, or something inside it, has keyboard focus
   * (for hidden links or controls that sighted keyboard users reach).
   */
  focusable?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Text for screen readers only: out of sight, but read out and in the
 * accessibility tree (unlike `display: none` or `hidden`).
 */
export function VisuallyHidden({
  as: Element = 'span',
  focusable = false,
  className,
  ...props
}: VisuallyHiddenProps) {
  return <Element className={clsx(styles.visuallyHidden({ focusable }), className)} {...props} />;
}
