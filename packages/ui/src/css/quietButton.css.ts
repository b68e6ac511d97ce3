import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule } from './focusRing.css.ts';

/**
 * A button with no fill of its own round an icon (or an icon and a word): the
 * header's buttons, a dialog's or a banner's close. At least the touch size;
 * under forced colours, which drop backgrounds, its border becomes its edge.
 */
export const quietButtonRule: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  borderWidth: vars.border.width.thin,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surface.muted } },
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: forcedColors.buttonBorder },
  },
};

/** The close button of a dialog or a banner: an icon alone. */
export const closeButton = style([focusRingRule, quietButtonRule, { padding: vars.space.xs }]);
