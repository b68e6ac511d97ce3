import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Badge.css.ts';

export const badgeTones = ['neutral', 'brand', 'success', 'warning', 'error', 'info'] as const;
export const badgeEmphases = ['subtle', 'strong'] as const;

export type BadgeTone = (typeof badgeTones)[number];
export type BadgeEmphasis = (typeof badgeEmphases)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Neutral for types and categories; brand to highlight; the others for a status. */
  tone?: BadgeTone;
  /** Strong (filled) for the one badge that should stand out, such as 'Featured'. */
  emphasis?: BadgeEmphasis;
  /** A word or two: the badge's text is its meaning, never its colour alone. */
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A short label for a type or status ('Constitution', 'Healthcare Access',
 * 'Featured'). Not interactive: for a keyword that links, use Tag.
 */
export function Badge({ tone, emphasis, className, ref, ...props }: BadgeProps) {
  return (
    <span
      ref={ref}
      className={clsx(styles.badge({ tone, emphasis }), className)}
      data-tone={tone ?? 'neutral'}
      data-emphasis={emphasis ?? 'subtle'}
      {...props}
    />
  );
}
