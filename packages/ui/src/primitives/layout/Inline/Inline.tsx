import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import {
  isListElement,
  LayoutContainer,
  type LayoutElement,
  type ResponsiveSpace,
} from '../Stack/Stack.tsx';
import * as styles from './Inline.css.ts';

export const inlineAlignments = ['start', 'center', 'end', 'spaceBetween'] as const;
export const inlineVerticalAlignments = ['top', 'center', 'bottom', 'baseline'] as const;
export const inlineCollapseBreakpoints = ['tablet', 'desktop'] as const;

export type InlineAlignment = (typeof inlineAlignments)[number];
export type InlineVerticalAlignment = (typeof inlineVerticalAlignments)[number];
export type InlineCollapseBreakpoint = (typeof inlineCollapseBreakpoints)[number];

export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The gap between items and between wrapped rows, from the space tokens; responsive. */
  space: ResponsiveSpace;
  /** Where items sit along the row: from its start (right in right-to-left), centre, end, or spread out. */
  align?: InlineAlignment;
  /** How items of different heights line up; `baseline` for text of different sizes. */
  alignY?: InlineVerticalAlignment;
  /** Stack the items vertically on screens narrower than this breakpoint. */
  collapseBelow?: InlineCollapseBreakpoint;
  /** The element to render; `ul` and `ol` wrap each child in an `li`. */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

/** Items side by side that wrap onto new rows when space runs out: actions, tags, links. */
export function Inline({
  space,
  align = 'start',
  alignY = 'top',
  collapseBelow,
  as: element = 'div',
  className,
  ...props
}: InlineProps) {
  return (
    <LayoutContainer
      as={element}
      space={space}
      className={clsx(
        styles.inline({ align, alignY, collapseBelow, list: isListElement(element) }),
        className,
      )}
      data-collapse-below={collapseBelow}
      {...props}
    />
  );
}
