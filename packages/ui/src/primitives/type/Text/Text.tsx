import { clsx } from 'clsx';
import type { HTMLAttributes, LabelHTMLAttributes, Ref } from 'react';
import * as styles from './Text.css.ts';

/** Elements Text may render: pick the one whose meaning fits. */
export const textElements = [
  'p',
  'span',
  'div',
  'strong',
  'em',
  'small',
  'label',
  'legend',
  'figcaption',
  'blockquote',
  'li',
  'dt',
  'dd',
] as const;
export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = [
  'default',
  'muted',
  'inverse',
  'brand',
  'success',
  'warning',
  'error',
  'info',
] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textAligns = ['start', 'center', 'end'] as const;

export type TextElement = (typeof textElements)[number];
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextAlign = (typeof textAligns)[number];

export interface TextProps
  extends HTMLAttributes<HTMLElement>, Pick<LabelHTMLAttributes<HTMLLabelElement>, 'htmlFor'> {
  /** The element to render; defaults to a paragraph. */
  as?: TextElement;
  size?: TextSize;
  /** The colour's meaning. Without it the text takes the colour around it. */
  tone?: TextTone;
  /** Without it the element's own weight applies (so `strong` stays bold). */
  weight?: TextWeight;
  /** `start` and `end` follow the reading direction. */
  align?: TextAlign;
  /** Limit the line length to a comfortable reading measure. */
  measure?: boolean;
  /**
   * Show at most this many lines, ending in an ellipsis. Screen readers still
   * read it all; make sure the full text is available elsewhere for sighted readers.
   */
  maxLines?: (typeof styles.clampLineCounts)[number];
  ref?: Ref<HTMLElement>;
}

/** Body copy: paragraphs, captions, hints and inline emphasis, with sizes and tones from the tokens. */
export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  align,
  measure,
  maxLines,
  className,
  ref,
  ...props
}: TextProps) {
  return (
    <Element
      // One element type at a time; the union of refs is too wide for TypeScript to narrow.
      ref={ref as Ref<never>}
      className={clsx(
        styles.text({ size, tone, weight, align, measure }),
        maxLines && styles.clamped[maxLines],
        className,
      )}
      {...props}
    />
  );
}
