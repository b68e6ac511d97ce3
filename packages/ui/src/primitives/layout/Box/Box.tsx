import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../../css/sprinkles.css.ts';

export interface BoxProps extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> {
  /** The element to render: pick the one whose meaning fits (`section`, `ul`, `nav`…). */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

/**
 * The layout atom: any element, with spacing, flex, alignment and surface
 * taken from the tokens through responsive props
 * (`padding={{ mobile: 'sm', desktop: 'lg' }}`).
 */
export function Box({ as: Element = 'div', className, ref, ...props }: BoxProps) {
  const styleProps: Record<string, unknown> = {};
  const elementProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) styleProps[key] = value;
    else elementProps[key] = value;
  }
  return (
    <Element
      ref={ref}
      className={clsx(sprinkles(styleProps as Sprinkles), className) || undefined}
      {...elementProps}
    />
  );
}
