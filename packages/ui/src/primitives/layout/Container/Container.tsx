import { clsx } from 'clsx';
import type { HTMLAttributes, Ref, ElementType } from 'react';
import * as styles from './Container.css.ts';

export const containerWidths = ['narrow', 'default', 'wide'] as const;
export const containerElements = [
  'div',
  'main',
  'section',
  'article',
  'header',
  'footer',
  'nav',
] as const;

export type ContainerWidth = (typeof containerWidths)[number];
export type ContainerElement = (typeof containerElements)[number];

export interface ContainerProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The widest the content may grow: `narrow` for reading, `wide` for dashboards and galleries. */
  width?: ContainerWidth;
  /** The element to render: `main` for the page's main content, `header`/`footer` for the page's own. */
  as?: ContainerElement;
  ref?: Ref<HTMLElement>;
}

/**
 * Centres page content at a readable width, with side gutters that grow on
 * larger screens so text never touches the edge of the window.
 */
export function Container({
  width = 'default',
  as: element = 'div',
  className,
  ...props
}: ContainerProps) {
  // One element type for whichever `as` names, so React's ref types line up.
  const Element = element as ElementType;
  return (
    <Element
      className={clsx(styles.container({ width }), className)}
      data-width={width}
      {...props}
    />
  );
}
