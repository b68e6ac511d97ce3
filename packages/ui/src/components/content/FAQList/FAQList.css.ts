import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';

// The column and its gap come from Stack.
export const faqList = style({ minInlineSize: 0 });

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const items = style({
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  '@media': {
    [mediaQueries.forcedColors]: { borderBlockStartColor: forcedColors.border },
  },
});

export const item = style({
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  '@media': {
    [mediaQueries.forcedColors]: { borderBlockEndColor: forcedColors.border },
  },
});

export const summary = style([
  focusRingRule,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minBlockSize: vars.size.touchTarget,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.xxs,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.default,
    cursor: 'pointer',
    listStyle: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      // Our own chevron replaces the browser's triangle.
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover': { color: vars.color.text.link },
    },
  },
]);

export const question = style({
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  minInlineSize: 0,
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-state="open"] > summary > &': { transform: 'rotate(180deg)' },
  },
});

export const answer = style({
  paddingInline: vars.space.xxs,
  paddingBlockEnd: vars.space.md,
  maxInlineSize: vars.size.measure,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});
