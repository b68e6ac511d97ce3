// The header's language button alone: kept apart from the dialog's styles so the button,
// which every page shows, brings none of the dialog with it.
import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';

export const trigger = style([
  focusRingRule,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.size.touchTarget,
    minInlineSize: vars.size.touchTarget,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderWidth: vars.border.width.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.default,
    font: 'inherit',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.muted },
    },
    '@media': {
      [mediaQueries.forcedColors]: { borderColor: forcedColors.buttonBorder },
    },
  },
]);
