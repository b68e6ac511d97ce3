import { vars } from '@ghat/tokens';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { responsiveConditionRules, responsiveConditions } from './sprinkles.css.ts';

// The responsive spacing the layout primitives use (Stack, Inline and Grid's gap, Divider's
// margins): a small set of atoms of their own. Box's sprinkles hold every property at every
// breakpoint, about 20 KB of class names in the JavaScript of any page that uses Box; a
// page built from the primitives no longer carries them.
const spaceProperties = defineProperties({
  conditions: responsiveConditionRules,
  defaultCondition: 'mobile',
  responsiveArray: responsiveConditions,
  properties: {
    gap: vars.space,
    marginBlockStart: vars.space,
    marginBlockEnd: vars.space,
  },
  shorthands: { marginBlock: ['marginBlockStart', 'marginBlockEnd'] },
});

export const layoutSpace = createSprinkles(spaceProperties);

export type LayoutSpace = Parameters<typeof layoutSpace>[0];
