import { mediaQueries } from '@ghat/tokens';
import { createVar, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

// Alignment is held in variables so the collapsed (column) layout can reuse
// `align` across the column without a rule for every combination of props.
const justify = createVar();
const crossAlign = createVar();
const collapsedAlign = createVar();

/** Below the breakpoint the items stack, each aligned as `align` says; at and above it they form a row. */
const collapseBelow = (query: string): StyleRule => ({
  flexDirection: 'column',
  alignItems: collapsedAlign,
  justifyContent: 'flex-start',
  '@media': {
    [query]: { flexDirection: 'row', alignItems: crossAlign, justifyContent: justify },
  },
});

export const inline = recipe({
  base: {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    justifyContent: justify,
    alignItems: crossAlign,
  },
  variants: {
    align: {
      start: { vars: { [justify]: 'flex-start', [collapsedAlign]: 'flex-start' } },
      center: { vars: { [justify]: 'center', [collapsedAlign]: 'center' } },
      end: { vars: { [justify]: 'flex-end', [collapsedAlign]: 'flex-end' } },
      // Stacked items have nothing to spread between, so they line up at the start.
      spaceBetween: { vars: { [justify]: 'space-between', [collapsedAlign]: 'flex-start' } },
    },
    alignY: {
      top: { vars: { [crossAlign]: 'flex-start' } },
      center: { vars: { [crossAlign]: 'center' } },
      bottom: { vars: { [crossAlign]: 'flex-end' } },
      baseline: { vars: { [crossAlign]: 'baseline' } },
    },
    collapseBelow: {
      tablet: collapseBelow(mediaQueries.tablet),
      desktop: collapseBelow(mediaQueries.desktop),
    },
    // Lists lose their bullets and indent: the layout, not markers, shows the items.
    list: {
      true: { margin: 0, padding: 0, listStyle: 'none' },
      false: {},
    },
  },
  defaultVariants: { align: 'start', alignY: 'top', list: false },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
