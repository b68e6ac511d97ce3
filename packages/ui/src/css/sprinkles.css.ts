import { mediaQueries, vars } from '@ghat/tokens';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

export const responsiveConditions = ['mobile', 'tablet', 'desktop', 'wide'] as const;

const space = vars.space;

/** The breakpoint conditions every responsive sprinkle shares. */
export const responsiveConditionRules = {
  mobile: {},
  tablet: { '@media': mediaQueries.tablet },
  desktop: { '@media': mediaQueries.desktop },
  wide: { '@media': mediaQueries.wide },
};

const responsiveProperties = defineProperties({
  conditions: responsiveConditionRules,
  defaultCondition: 'mobile',
  responsiveArray: responsiveConditions,
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'contents'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    columnGap: space,
    rowGap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    marginInlineStart: space,
    marginInlineEnd: space,
    textAlign: ['start', 'center', 'end'],
    inlineSize: { auto: 'auto', full: '100%' },
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
  },
});

const surfaceProperties = defineProperties({
  properties: {
    background: vars.color.surface,
    color: {
      default: vars.color.text.default,
      muted: vars.color.text.muted,
      inverse: vars.color.text.inverse,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative', 'static'],
    minInlineSize: { 0: '0' },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, surfaceProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
export type ResponsiveValue<Value extends string | number> =
  Value | Partial<Record<(typeof responsiveConditions)[number], Value>> | readonly (Value | null)[];
