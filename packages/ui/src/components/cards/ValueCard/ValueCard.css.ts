import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const number = style({
  display: 'block',
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
  // Large text, so the brand colour has the contrast it needs.
  color: vars.color.brand.primary,
});

export const label = style({ display: 'block' });
