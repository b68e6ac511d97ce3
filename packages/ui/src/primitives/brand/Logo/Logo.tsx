import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { VisuallyHidden } from '../../type/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Logo.css.ts';
import { logoMarkShapes, logoMarkViewBox } from './logoMark.ts';

export const logoVariants = ['full', 'mark'] as const;
export const logoTones = ['light', 'reversed'] as const;
export const logoSizes = ['sm', 'md', 'lg'] as const;

export type LogoVariant = (typeof logoVariants)[number];
export type LogoTone = (typeof logoTones)[number];
export type LogoSize = (typeof logoSizes)[number];

export interface LogoProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The organisation's name: shown beside the mark, and the logo's accessible name. */
  name: string;
  /** 'full' (the mark and the name) wherever there is room; 'mark' alone for tight spaces. */
  variant?: LogoVariant;
  /** 'light' on a light surface; 'reversed' on the brand's dark surface (the footer). */
  tone?: LogoTone;
  /** The mark's size (and the name's): 'md' in the header, 'sm' in tight places, 'lg' on a cover. */
  size?: LogoSize;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The trust's logo: its mark, drawn inline from the theme's colours, and its name. The name
 * is text (out of sight with the mark alone), so it is read once, left untranslated,
 * and becomes the name of a link the logo sits in; the mark is a picture only.
 */
export function Logo({
  name,
  variant = 'full',
  tone = 'light',
  size = 'md',
  className,
  ref,
  ...props
}: LogoProps) {
  const { tile, ring, meridian, cross } = logoMarkShapes;
  return (
    <span
      ref={ref}
      // A logo keeps its own order in a right-to-left page: the mark before the name.
      dir="ltr"
      className={clsx(styles.logo({ tone, size }), className)}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      {...props}
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={logoMarkViewBox}
        className={styles.mark[size]}
        aria-hidden="true"
        focusable="false"
        data-logo-mark=""
      >
        <rect className={styles.tileShape} width={tile.width} height={tile.height} rx={tile.rx} />
        <circle
          className={styles.ringShape}
          cx={ring.cx}
          cy={ring.cy}
          r={ring.r}
          fill="none"
          strokeWidth={ring.strokeWidth}
        />
        <path
          className={styles.meridianShape}
          d={meridian.d}
          fill="none"
          strokeWidth={meridian.strokeWidth}
        />
        <path
          className={styles.crossShape}
          d={cross.d}
          strokeWidth={cross.strokeWidth}
          strokeLinejoin="round"
        />
      </svg>
      {variant === 'full' ? (
        // Its own direction: a name in a right-to-left script still reads right to left.
        <span className={styles.name} dir="auto" translate="no">
          {name}
        </span>
      ) : (
        <VisuallyHidden translate="no">{name}</VisuallyHidden>
      )}
    </span>
  );
}
