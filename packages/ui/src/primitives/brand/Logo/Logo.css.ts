import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

/**
 * The widest the name may be before it wraps. Unset, it wraps only when its container is too
 * narrow; a layout short of room (the header's bar on a desktop) sets it, in `em`, so a long
 * name sits on two balanced lines beside the mark and a short one stays on one.
 */
export const nameMeasure = createVar();

// The mark's colours, as roles: each tone fills them from the theme contract, so a partner
// theme recolours the logo with no new drawing.
const tile = createVar();
const ring = createVar();
const meridian = createVar();
const cross = createVar();
const crossOutline = createVar();

/**
 * A tone: the tile, ring and cross colours (the cross's outline is the tile's; the meridian is
 * the same in both), and the name's colour.
 */
const markColours = (
  [tileColour, ringColour, crossColour]: [string, string, string],
  nameColour: string,
) => ({
  vars: {
    [tile]: tileColour,
    [ring]: ringColour,
    [meridian]: vars.color.border.inverse,
    [cross]: crossColour,
    [crossOutline]: tileColour,
  },
  color: nameColour,
});

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxInlineSize: '100%',
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.snug,
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      // On a light surface: the brand colour's tile, the name in the brand colour.
      light: markColours(
        [vars.color.brand.primary, vars.color.brand.tint, vars.color.brand.onPrimary],
        vars.color.brand.primary,
      ),
      // Reversed, on the brand's dark surface (the footer): a light tile, the name in light text.
      reversed: markColours(
        [vars.color.brand.onPrimary, vars.color.brand.primary, vars.color.brand.primary],
        vars.color.text.inverse,
      ),
    },
    size: {
      sm: { fontSize: vars.font.size.md },
      md: { fontSize: vars.font.size.lg },
      lg: { fontSize: vars.font.size['2xl'], gap: vars.space.sm },
    },
  },
  defaultVariants: { tone: 'light', size: 'md' },
});

export type LogoVariants = NonNullable<RecipeVariants<typeof logo>>;

const markBase = style({
  display: 'block',
  flexShrink: 0,
  // The smallest the mark may be drawn: below this its cross and globe blur together.
  minInlineSize: vars.size.minTarget,
  minBlockSize: vars.size.minTarget,
  '@media': {
    // The mark's colours are its meaning, but forced colours would flatten them unevenly:
    // it is drawn in the reader's own two colours instead, the tile in the text's colour
    // (the link's, inside a link) and the globe and cross cut out of it in the background's.
    [mediaQueries.forcedColors]: {
      forcedColorAdjust: 'none',
      vars: {
        [tile]: 'currentColor',
        [ring]: forcedColors.surface,
        [meridian]: forcedColors.surface,
        [cross]: forcedColors.surface,
        [crossOutline]: 'currentColor',
      },
    },
  },
});

export const mark = styleVariants({
  sm: [markBase, { inlineSize: vars.size.icon.xl, blockSize: vars.size.icon.xl }],
  md: [markBase, { inlineSize: vars.size.touchTarget, blockSize: vars.size.touchTarget }],
  lg: [markBase, { inlineSize: vars.space.xxxl, blockSize: vars.space.xxxl }],
});

export const tileShape = style({ fill: tile });
export const ringShape = style({ stroke: ring });
export const meridianShape = style({ stroke: meridian });
export const crossShape = style({ fill: cross, stroke: crossOutline });

export const name = style({
  minInlineSize: 0,
  maxInlineSize: fallbackVar(nameMeasure, 'none'),
  // When it wraps, its lines are of even length, not a long line and a word.
  textWrap: 'balance',
  overflowWrap: 'break-word',
});
