import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style, type StyleRule } from '@vanilla-extract/css';

/**
 * The keyboard focus ring, as a rule to compose into any interactive element.
 * Shown on :focus-visible only; under forced colours it takes the reader's
 * Highlight colour, which the browser would otherwise leave as ours.
 */
export const focusRingRule: StyleRule = {
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.width.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thick,
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: {
        '&:focus-visible': { outlineColor: forcedColors.focusRing },
      },
    },
  },
};

export const focusRing = style(focusRingRule);

/**
 * Put on a dark surface (brand or inverse) so focus rings inside it switch to
 * the ring colour that contrasts with dark backgrounds.
 */
export const onDarkSurface = style({
  vars: { [vars.color.focus.ring]: vars.color.focus.ringOnDark },
});
