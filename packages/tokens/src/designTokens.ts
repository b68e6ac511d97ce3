import { breakpoints, type ThemeTokens } from './tokens.ts';

/**
 * The tokens in the W3C Design Tokens Community Group format (`$value`,
 * `$type`), which Tokens Studio, Style Dictionary and Figma plugins read.
 */
type DesignToken = { $value: string | number; $type: string };
type DesignTokenGroup = { [name: string]: DesignToken | DesignTokenGroup };

const typeOfGroup: Record<string, string> = {
  color: 'color',
  'font.family': 'fontFamily',
  'font.size': 'dimension',
  'font.lineHeight': 'number',
  'font.weight': 'fontWeight',
  space: 'dimension',
  size: 'dimension',
  border: 'dimension',
  radius: 'dimension',
  shadow: 'shadow',
  layer: 'number',
  'motion.duration': 'duration',
  'motion.easing': 'cubicBezier',
};

function typeFor(path: string[]): string {
  for (let length = path.length; length > 0; length -= 1) {
    const type = typeOfGroup[path.slice(0, length).join('.')];
    if (type) return type;
  }
  throw new Error(`No design-token type for ${path.join('.')}`);
}

function convert(value: unknown, path: string[]): DesignToken | DesignTokenGroup {
  if (typeof value === 'string' || typeof value === 'number') {
    const $type = typeFor(path);
    const numeric = $type === 'number' || $type === 'fontWeight';
    return { $value: numeric ? Number(value) : value, $type };
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, child]) => [
      key,
      convert(child, [...path, key]),
    ]),
  );
}

export function toDesignTokens(themes: Record<string, ThemeTokens>): DesignTokenGroup {
  return {
    ...Object.fromEntries(
      Object.entries(themes).map(([name, theme]) => [name, convert(theme, []) as DesignTokenGroup]),
    ),
    breakpoint: Object.fromEntries(
      Object.entries(breakpoints).map(([name, px]) => [
        name,
        { $value: `${px}px`, $type: 'dimension' },
      ]),
    ),
  };
}
