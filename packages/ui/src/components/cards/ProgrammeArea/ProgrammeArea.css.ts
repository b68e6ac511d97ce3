import { mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const programmeArea = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    alignItems: 'center',
    margin: 0,
    '@media': {
      [mediaQueries.desktop]: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: vars.space.xxl,
      },
    },
  },
  variants: {
    // Grid columns follow the reading direction, so 'start' is the left in
    // English and the right in Arabic with no extra rules.
    imageSide: {
      start: {},
      end: {},
    },
  },
  defaultVariants: { imageSide: 'end' },
});

export type ProgrammeAreaVariants = NonNullable<RecipeVariants<typeof programmeArea>>;

// The text's column and gap come from Stack; its place in the grid is the area's own.
export const content = style({
  minInlineSize: 0,
  '@media': {
    [mediaQueries.desktop]: {
      selectors: {
        [`${programmeArea.classNames.variants.imageSide.start} > &`]: { gridColumn: 2, gridRow: 1 },
      },
    },
  },
});

export const media = style({
  minInlineSize: 0,
  // On one column the picture leads, as on the page it illustrates; the text
  // still comes first in reading order.
  order: -1,
  '@media': {
    [mediaQueries.desktop]: {
      order: 0,
      selectors: {
        [`${programmeArea.classNames.variants.imageSide.start} > &`]: { gridColumn: 1, gridRow: 1 },
        [`${programmeArea.classNames.variants.imageSide.end} > &`]: { gridColumn: 2, gridRow: 1 },
      },
    },
  },
});

export const image = style({ borderRadius: vars.radius.lg });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const numeral = style({
  flexShrink: 0,
  // Wide enough for 'I' to 'V' at this size, so the titles of a run of areas line up.
  minInlineSize: vars.space.xxxl,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['4xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // Large text: the brand colour has the contrast it needs.
  color: vars.color.brand.primary,
  // Roman numerals read left to right in every language.
  direction: 'ltr',
  unicodeBidi: 'isolate',
  textAlign: 'center',
});

export const title = style({ minInlineSize: 0 });

export const outcomes = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});
