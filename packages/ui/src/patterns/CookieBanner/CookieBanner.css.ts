import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/focusRing.css.ts';

export const banner = style({
  // In the page's flow, first in the page (PageShell's banner slot), never fixed or
  // sticky: it cannot cover focused content or anything else (WCAG 2.4.11).
  backgroundColor: vars.color.surface.default,
  color: vars.color.text.default,
  borderBlockEndWidth: vars.border.width.thick,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.brand.primary,
  '@media': {
    [mediaQueries.forcedColors]: { borderBlockEndColor: forcedColors.border },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxInlineSize: vars.size.container.default,
  marginInline: 'auto',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: { paddingInline: vars.space.lg },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const message = style([
  focusRingRule,
  {
    margin: 0,
    maxInlineSize: vars.size.measure,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
]);

export const link = style([
  focusRingRule,
  {
    color: vars.color.text.link,
    textDecorationLine: 'underline',
    textUnderlineOffset: vars.space.xxs,
    selectors: {
      '&:hover': {
        color: vars.color.text.linkHover,
        textDecorationThickness: vars.border.width.thick,
      },
    },
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
