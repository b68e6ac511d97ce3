import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import {
  isListElement,
  LayoutContainer,
  type LayoutElement,
  type ResponsiveSpace,
} from '../Stack/Stack.tsx';
import { responsiveClass } from '../../../css/responsive.ts';
import type { ResponsiveValue } from '../../../css/sprinkles.css.ts';
import * as styles from './Grid.css.ts';

export const gridColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export const gridMinItemWidths = ['narrow', 'medium', 'wide'] as const;

export type GridColumnCount = (typeof gridColumnCounts)[number];
export type GridMinItemWidth = (typeof gridMinItemWidths)[number];

/** A column count, one value or one per breakpoint (`{ mobile: 1, tablet: 2, desktop: 3 }`). */
export type ResponsiveColumns = ResponsiveValue<GridColumnCount>;

interface GridBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The gap between columns and rows, from the space tokens; responsive. */
  space: ResponsiveSpace;
  /** The element to render; `ul` and `ol` wrap each child in an `li`. */
  as?: LayoutElement;
  ref?: Ref<HTMLElement>;
}

interface GridColumnsProps {
  /** How many equal columns, per breakpoint: `{ mobile: 1, tablet: 2, desktop: 3 }`. One by default. */
  columns?: ResponsiveColumns;
  minItemWidth?: never;
}

interface GridMinItemWidthProps {
  /**
   * Instead of set columns, as many as fit while each item keeps at least this
   * width; the columns follow the space the grid has, not the screen.
   */
  minItemWidth: GridMinItemWidth;
  columns?: never;
}

export type GridProps = GridBaseProps & (GridColumnsProps | GridMinItemWidthProps);

/** Items in equal columns: cards, team members, figures. */
export function Grid({
  space,
  columns = 1,
  minItemWidth,
  as: element = 'div',
  className,
  ...props
}: GridProps) {
  return (
    <LayoutContainer
      as={element}
      space={space}
      className={clsx(
        styles.grid({ minItemWidth, list: isListElement(element) }),
        minItemWidth ? undefined : responsiveClass(styles.columns, columns),
        className,
      )}
      data-min-item-width={minItemWidth}
      {...props}
    />
  );
}
