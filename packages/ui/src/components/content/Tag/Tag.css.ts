import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';

const transition = ['background-color', 'color']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxInlineSize: '100%',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderWidth: vars.border.width.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.subtle,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: forcedColors.border },
  },
});

export const link = style([
  focusRingRule,
  {
    // WCAG 2.2 target size: at least 24 by 24 CSS pixels.
    minBlockSize: vars.size.minTarget,
    minInlineSize: vars.size.minTarget,
    color: vars.color.text.link,
    textDecoration: 'none',
    transition,
    selectors: {
      '&:hover': {
        backgroundColor: vars.color.brand.tint,
        textDecoration: 'underline',
      },
    },
    '@media': {
      [mediaQueries.forcedColors]: { borderColor: forcedColors.link },
    },
  },
]);
