import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/focusRing.css.ts';

export const details = style({ minInlineSize: 0, fontSize: vars.font.size.sm });

export const summary = style([
  focusRingRule,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.size.touchTarget,
    color: vars.color.text.link,
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    listStyle: 'none',
    selectors: {
      // Our own chevron replaces the browser's triangle.
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover': { color: vars.color.text.linkHover, textDecoration: 'underline' },
    },
    '@media': {
      [mediaQueries.forcedColors]: { color: forcedColors.link },
    },
  },
]);

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-state="open"] > summary > &': { transform: 'rotate(180deg)' },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xs,
});

export const checksum = style({
  display: 'block',
  padding: vars.space.xs,
  borderWidth: vars.border.width.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.subtle,
  color: vars.color.text.default,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  // The whole checksum wraps anywhere rather than overflowing a narrow card.
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  // Hex reads left to right in every language.
  direction: 'ltr',
  unicodeBidi: 'isolate',
  textAlign: 'start',
  userSelect: 'all',
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: forcedColors.border },
  },
});
