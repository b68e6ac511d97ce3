import type { ThemeTokens } from './tokens.ts';

/** What a colour pair is used for decides the WCAG 2.1 AA ratio it must meet. */
export type ContrastUse = 'text' | 'large-text' | 'ui';

export const requiredContrast: Record<ContrastUse, number> = {
  text: 4.5, // 1.4.3 body text
  'large-text': 3, // 1.4.3 text of 24px, or 18.66px bold, and larger
  ui: 3, // 1.4.11 focus rings, input borders, icons that carry meaning
};

type Colors = ThemeTokens['color'];
type ColorPath = {
  [Group in keyof Colors]: `${Group & string}.${keyof Colors[Group] & string}`;
}[keyof Colors];

export interface ContrastPair {
  foreground: ColorPath;
  background: ColorPath;
  use: ContrastUse;
}

const pairs = (
  foregrounds: ColorPath[],
  backgrounds: ColorPath[],
  use: ContrastUse,
): ContrastPair[] =>
  foregrounds.flatMap((foreground) =>
    backgrounds.map((background) => ({ foreground, background, use })),
  );

const lightSurfaces: ColorPath[] = ['surface.default', 'surface.subtle', 'surface.muted'];
const darkSurfaces: ColorPath[] = ['surface.brand', 'surface.inverse'];

/**
 * Every foreground/background pair the components are allowed to use. A
 * component that puts a colour on a surface not listed here is a design bug.
 */
export const intendedContrastPairs: ContrastPair[] = [
  ...pairs(
    ['text.default', 'text.muted', 'text.link', 'text.linkHover', 'text.linkVisited'],
    lightSurfaces,
    'text',
  ),
  ...pairs(['text.default', 'text.muted', 'text.link'], ['brand.tint'], 'text'),
  ...pairs(['text.inverse'], darkSurfaces, 'text'),
  ...pairs(['brand.onPrimary'], ['brand.primary', 'brand.primaryHover'], 'text'),
  ...pairs(['brand.onAccent'], ['brand.accent'], 'text'),
  // Display numerals and large headings may sit in brand colours.
  ...pairs(['brand.primary', 'brand.accent'], lightSurfaces, 'large-text'),
  ...pairs(['brand.primary', 'brand.accent'], lightSurfaces, 'ui'),
  ...pairs(['border.default', 'border.strong'], lightSurfaces, 'ui'),
  ...pairs(['border.inverse'], darkSurfaces, 'ui'),
  ...pairs(['focus.ring'], [...lightSurfaces, 'brand.tint'], 'ui'),
  ...pairs(['focus.ringOnDark'], [...darkSurfaces, 'brand.primary'], 'ui'),
  ...(['success', 'warning', 'error', 'info'] as const).flatMap((tone) => [
    ...pairs([`${tone}.text`], [`${tone}.surface`, 'surface.default'], 'text'),
    ...pairs([`${tone}.border`], [`${tone}.surface`, 'surface.default'], 'ui'),
  ]),
];

/** Relative luminance of a `#rrggbb` colour (WCAG 2.1 definition). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((channel) => {
    const value = Number.parseInt(channel, 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export function colorAt(theme: ThemeTokens, path: ColorPath): string {
  const [group, name] = path.split('.') as [keyof Colors, string];
  const value = (theme.color[group] as Record<string, string>)[name];
  if (value === undefined) throw new Error(`No colour at ${path}`);
  return value;
}

export interface ContrastResult extends ContrastPair {
  ratio: number;
  required: number;
  passes: boolean;
}

/** Checks each pair against the theme's values and the ratio its use requires. */
export function checkContrast(
  theme: ThemeTokens,
  pairsToCheck: ContrastPair[] = intendedContrastPairs,
): ContrastResult[] {
  return pairsToCheck.map((pair) => {
    const ratio = contrastRatio(colorAt(theme, pair.foreground), colorAt(theme, pair.background));
    const required = requiredContrast[pair.use];
    return { ...pair, ratio, required, passes: ratio >= required };
  });
}
