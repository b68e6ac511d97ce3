import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import type { StyleRule } from '@vanilla-extract/css';

/**
 * Under forced colours the browser drops backgrounds, and with them the edge of a badge,
 * an avatar or a toned block: a thin system-coloured border (or one side of it) keeps it.
 * Spread into a style that has no `@media` of its own.
 */
export function forcedColorsEdge(
  side: 'border' | 'borderBlockStart' = 'border',
): Pick<StyleRule, '@media'> {
  return {
    '@media': {
      [mediaQueries.forcedColors]: {
        [side]: `${vars.border.width.thin} solid ${forcedColors.border}`,
      },
    },
  };
}
