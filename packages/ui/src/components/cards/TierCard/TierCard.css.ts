import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const threshold = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // Large text, so the brand colour has the contrast it needs.
  color: vars.color.brand.primary,
  overflowWrap: 'anywhere',
});
