// The <svg> of every icon: Icon draws any of the set, FrameIcon the page frame's few.
import { clsx } from 'clsx';
import type { Ref, SVGAttributes } from 'react';
import * as styles from './Icon.css.ts';
import { directionalIconNames } from './directionalIcons.ts';
import type { IconName } from './icons.tsx';

export const iconSizes = ['inherit', 'sm', 'md', 'lg', 'xl'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** 'inherit' (the default) is 1em: the size of the text around it. */
  size?: IconSize;
  /**
   * What the icon means, when it stands alone (an icon-only link, a status).
   * Leave it out when text next to the icon already says it: the icon is then
   * hidden from assistive technology.
   */
  label?: string;
  /**
   * Flip horizontally in right-to-left text. On by default for icons that
   * point along the reading direction (arrows, chevrons left/right, external).
   */
  mirrorInRightToLeft?: boolean;
  ref?: Ref<SVGSVGElement>;
}

/** Whether an icon mirrors in right-to-left text when not told otherwise. */
export function isDirectionalIcon(name: IconName): boolean {
  return directionalIconNames.includes(name);
}

/** The <svg> every icon is drawn in, around its shape (one path's data). */
export function IconSvg({
  shape,
  name,
  size,
  label,
  mirrorInRightToLeft = isDirectionalIcon(name),
  className,
  ref,
  ...props
}: IconProps & { shape: string }) {
  const labelled = label !== undefined && label !== '';
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      // Attributes as well as CSS, so the icon keeps its size before styles load.
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      // Without a label the icon is decoration: skipped by screen readers and never a tab stop.
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
      data-icon={name}
      data-mirrored={mirrorInRightToLeft || undefined}
      className={clsx(styles.icon({ size, mirrored: mirrorInRightToLeft }), className)}
      {...props}
    >
      <path d={shape} />
    </svg>
  );
}
