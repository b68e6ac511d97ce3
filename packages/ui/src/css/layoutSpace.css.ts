import { mediaQueries, vars } from '@ghat/tokens';
import { styleVariants, type StyleRule } from '@vanilla-extract/css';
import type { ResponsiveClasses } from './responsive.ts';

// The responsive spacing the layout primitives use (Stack, Inline and Grid's gap, Divider's
// margins): a static class for each space token at each breakpoint, picked by
// responsiveClass. Box's sprinkles hold every property at every breakpoint, and their
// runtime; a page (or an island) built from the primitives carries neither.

export type SpaceToken = keyof typeof vars.space;

const queries = {
  mobile: undefined,
  tablet: mediaQueries.tablet,
  desktop: mediaQueries.desktop,
  wide: mediaQueries.wide,
};

/** One class per space token at each breakpoint, from a rule for the token's value. */
function spaceClasses(rule: (value: string) => StyleRule): ResponsiveClasses<SpaceToken> {
  const at = (query: string | undefined) =>
    styleVariants(vars.space, (value) =>
      query ? { '@media': { [query]: rule(value) } } : rule(value),
    );
  // Created in breakpoint order, so a wider screen's class comes later and wins.
  return {
    mobile: at(queries.mobile),
    tablet: at(queries.tablet),
    desktop: at(queries.desktop),
    wide: at(queries.wide),
  };
}

export const gapClasses = spaceClasses((gap) => ({ gap }));

export const marginBlockClasses = spaceClasses((margin) => ({
  marginBlockStart: margin,
  marginBlockEnd: margin,
}));
