import { mediaQueries, vars } from '@ghat/tokens';
import { styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import type { ResponsiveClasses } from '../../../css/responsive.ts';

// `minmax(0, 1fr)`: columns stay equal even when one item holds a long word or a wide image.
const tracks = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

const counts = {
  1: tracks(1),
  2: tracks(2),
  3: tracks(3),
  4: tracks(4),
  5: tracks(5),
  6: tracks(6),
};

const columnsAt = (query?: string) =>
  styleVariants(counts, (gridTemplateColumns) =>
    query ? { '@media': { [query]: { gridTemplateColumns } } } : { gridTemplateColumns },
  );

/**
 * Responsive column counts, on the same breakpoints as the Box props: a static class for each
 * count at each breakpoint (responsiveClass picks them), so Grid needs no sprinkles runtime.
 */
export const columns: ResponsiveClasses<keyof typeof counts> = {
  mobile: columnsAt(),
  tablet: columnsAt(mediaQueries.tablet),
  desktop: columnsAt(mediaQueries.desktop),
  wide: columnsAt(mediaQueries.wide),
};

/**
 * The narrowest an item may be before the grid drops a column. Multiples of the
 * largest space token, so they grow with the reader's text size: 12, 16 and
 * 20rem (192, 256 and 320 px at default text size).
 */
export const minItemWidths = {
  narrow: `calc(${vars.space.xxxl} * 3)`,
  medium: `calc(${vars.space.xxxl} * 4)`,
  wide: `calc(${vars.space.xxxl} * 5)`,
};

// `min(100%, …)`: in a frame narrower than the minimum, one column fills it instead of overflowing.
const autoFill = (width: string) => ({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${width}), 1fr))`,
});

export const grid = recipe({
  base: { display: 'grid' },
  variants: {
    minItemWidth: {
      narrow: autoFill(minItemWidths.narrow),
      medium: autoFill(minItemWidths.medium),
      wide: autoFill(minItemWidths.wide),
    },
    // Lists lose their bullets and indent: the layout, not markers, shows the items.
    list: {
      true: { margin: 0, padding: 0, listStyle: 'none' },
      false: {},
    },
  },
  defaultVariants: { list: false },
});

export type GridVariants = NonNullable<RecipeVariants<typeof grid>>;
