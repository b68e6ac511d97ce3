import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { VisuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './StatBlock.css.ts';

export const statBlockAlignments = ['start', 'center'] as const;
export const statBlockTones = ['default', 'inverse'] as const;

export type StatBlockAlignment = (typeof statBlockAlignments)[number];
export type StatBlockTone = (typeof statBlockTones)[number];

export interface StatBlockProps extends HTMLAttributes<HTMLParagraphElement> {
  /** The figure, shown large: '85%'. */
  value: ReactNode;
  /** What it counts, completing the sentence: 'of every donation goes to health programmes'. */
  label: ReactNode;
  align?: StatBlockAlignment;
  /** `inverse` on a dark (brand or inverse) surface. */
  tone?: StatBlockTone;
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * A key figure and what it means: '85%' over 'of every donation goes to health
 * programmes'. Shown as two lines, read as one sentence.
 */
export function StatBlock({ value, label, align, tone, className, ref, ...props }: StatBlockProps) {
  return (
    <p
      ref={ref}
      className={clsx(styles.statBlock({ align, tone }), className)}
      data-tone={tone ?? 'default'}
      {...props}
    >
      {/* Two blocks on screen would be two lines to a screen reader; it gets the sentence whole instead. */}
      <span className={styles.shown} aria-hidden="true">
        <span className={styles.value}>{value}</span>
        <span className={styles.label}>{label}</span>
      </span>
      <VisuallyHidden>
        {value} {label}
      </VisuallyHidden>
    </p>
  );
}
