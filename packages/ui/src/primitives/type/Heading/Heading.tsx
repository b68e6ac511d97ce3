import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import type { TextAlign } from '../Text/Text.tsx';
import * as styles from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['display', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
export const headingTones = ['default', 'brand', 'inverse'] as const;

export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];
export type HeadingTone = (typeof headingTones)[number];

/** The size each level gets unless told otherwise. */
export const headingSizeForLevel = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'xs',
  6: 'xs',
} as const satisfies Record<HeadingLevel, HeadingSize>;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Its place in the page outline (h1 to h6). Choose by structure, never by looks. */
  level: HeadingLevel;
  /** How big it looks, independent of `level`; defaults to the level's usual size. */
  size?: HeadingSize;
  tone?: HeadingTone;
  /** `start` and `end` follow the reading direction. */
  align?: TextAlign;
  /** Give one so a section or dialog can name itself with `aria-labelledby`. */
  id?: string;
  ref?: Ref<HTMLHeadingElement>;
}

/** A section heading: the `level` gives the page its outline, the `size` its look. */
export function Heading({ level, size, tone, align, className, ref, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  const shownSize = size ?? headingSizeForLevel[level];
  return (
    <Element
      ref={ref}
      className={clsx(styles.heading({ size: shownSize, tone, align }), className)}
      data-size={shownSize}
      {...props}
    />
  );
}
