import type { ResponsiveValue } from './sprinkles.css.ts';

/** The breakpoints a responsive value names, in the order a responsive array lists them. */
export const breakpoints = ['mobile', 'tablet', 'desktop', 'wide'] as const;

export type Breakpoint = (typeof breakpoints)[number];

/** A static class for each value at each breakpoint: what responsiveClass picks from. */
export type ResponsiveClasses<Value extends string | number> = Record<
  Breakpoint,
  Record<Value, string>
>;

/**
 * The classes for a responsive value: one for a single value, one per breakpoint named for an
 * object or array (`{ mobile: 'md', desktop: 'xl' }`, `['md', null, 'xl']`). What sprinkles
 * does, for the layout primitives' few properties, without its runtime in every island.
 */
export function responsiveClass<Value extends string | number>(
  classes: ResponsiveClasses<Value>,
  value: ResponsiveValue<Value> | undefined,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object') return classes.mobile[value as Value];
  const entries: [string, Value | null | undefined][] = Array.isArray(value)
    ? value.map((item, index) => [breakpoints[index] as string, item])
    : Object.entries(value);
  return entries
    .flatMap(([breakpoint, item]) =>
      item === null || item === undefined ? [] : [classes[breakpoint as Breakpoint][item]],
    )
    .join(' ');
}
