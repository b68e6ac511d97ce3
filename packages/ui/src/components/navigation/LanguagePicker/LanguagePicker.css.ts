import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { note } from '../../dialogs/SearchDialog/SearchField.css.ts';

export const panel = style({
  // Field and count stay put; only the list scrolls, so the focused field never scrolls away.
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flexGrow: 1,
  minBlockSize: 0,
});

export const status = style([note, { margin: 0 }]);

export const list = style({
  flexGrow: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  padding: vars.space.xxs,
  borderWidth: vars.border.width.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: forcedColors.border },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderWidth: vars.border.width.thick,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.sm,
  // An option's text follows its own language's direction.
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.subtle },
    // The active option: a tinted fill and an outline, so it shows without colour too.
    '&[data-active]': {
      backgroundColor: vars.color.brand.tint,
      borderColor: vars.color.brand.primary,
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: {
        '&[data-active]': { borderColor: forcedColors.focusRing },
      },
    },
  },
});

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  // Both names hug the start of the option, in the option's direction (right for Arabic),
  // even though the English name inside runs left to right.
  alignItems: 'flex-start',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const nativeName = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
});

export { note as englishName } from '../../dialogs/SearchDialog/SearchField.css.ts';

export const check = style({
  flexShrink: 0,
  color: vars.color.brand.primary,
});
