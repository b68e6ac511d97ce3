// The trust's mark, drawn once: the Logo component renders these shapes inline, and the site's
// build writes its icons (favicon, touch icon, share image) from logoMarkSvg, so every copy of
// the mark comes from this one drawing. Only a type import, so a build script
// can load it directly in Node.
import type { ThemeTokens } from '@ghat/tokens';

/** The mark's drawing square: 64 by 64 units. */
export const logoMarkViewBox = '0 0 64 64';

/** The shapes of the mark, back to front, each named for the colour it takes. */
export const logoMarkShapes = {
  /** The rounded square behind everything. */
  tile: { width: 64, height: 64, rx: 14 },
  /** The globe's outline. */
  ring: { cx: 32, cy: 32, r: 21, strokeWidth: 3.5 },
  /** The globe's meridians. */
  meridian: { d: 'M32 11a11 21 0 0 0 0 42M32 11a11 21 0 0 1 0 42', strokeWidth: 2 },
  /** The health cross over the globe, with an outline in the tile's colour. */
  cross: { d: 'M26 18h12v8h8v12h-8v8H26v-8h-8V26h8z', strokeWidth: 2.5 },
} as const;

/** The colours the mark is painted in. */
export interface LogoMarkColours {
  tile: string;
  ring: string;
  meridian: string;
  cross: string;
  /** The thin line around the cross that parts it from the ring. */
  crossOutline: string;
}

type BrandColours = Pick<ThemeTokens['color'], 'brand' | 'border'>;

/**
 * The mark's colours in a theme, by tone: on a light surface (the brand colour's tile) or
 * reversed on a dark one (a light tile). The Logo component takes the same roles from the
 * theme contract's custom properties.
 */
export function logoMarkColours(
  color: BrandColours,
  tone: 'light' | 'reversed' = 'light',
): LogoMarkColours {
  const { brand, border } = color;
  return tone === 'light'
    ? {
        tile: brand.primary,
        ring: brand.tint,
        meridian: border.inverse,
        cross: brand.onPrimary,
        crossOutline: brand.primary,
      }
    : {
        tile: brand.onPrimary,
        ring: brand.primary,
        meridian: border.inverse,
        cross: brand.primary,
        crossOutline: brand.onPrimary,
      };
}

type Paint = (role: keyof LogoMarkColours, property: 'fill' | 'stroke') => string;

function shapesSvg(paint: Paint): string {
  const { tile, ring, meridian, cross } = logoMarkShapes;
  return [
    `<rect width="${tile.width}" height="${tile.height}" rx="${tile.rx}" ${paint('tile', 'fill')}/>`,
    `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" ${paint('ring', 'stroke')} stroke-width="${ring.strokeWidth}"/>`,
    `<path d="${meridian.d}" fill="none" ${paint('meridian', 'stroke')} stroke-width="${meridian.strokeWidth}"/>`,
    `<path d="${cross.d}" ${paint('cross', 'fill')} ${paint('crossOutline', 'stroke')} stroke-width="${cross.strokeWidth}" stroke-linejoin="round"/>`,
  ].join('');
}

/** The mark's shapes as SVG elements, in the given colours (to place inside a larger drawing). */
export function logoMarkShapesSvg(colours: LogoMarkColours): string {
  return shapesSvg((role, property) => `${property}="${colours[role]}"`);
}

export interface LogoMarkSvgOptions {
  /** The width and height attributes (the drawing scales to them). */
  size?: number;
  /** Colours for a browser in dark mode: a `prefers-color-scheme: dark` style inside the file. */
  dark?: LogoMarkColours;
}

const roles = ['tile', 'ring', 'meridian', 'cross', 'crossOutline'] as const;

/**
 * The mark as a standalone SVG file (a favicon, or the source of a PNG). With `dark`, the file
 * repaints itself when the browser is in dark mode: each shape takes its colour from a class,
 * and a media query in the file's own style swaps the colours.
 */
export function logoMarkSvg(colours: LogoMarkColours, options: LogoMarkSvgOptions = {}): string {
  const size = options.size ?? 64;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logoMarkViewBox}" width="${size}" height="${size}">`;
  if (!options.dark) return `${open}${logoMarkShapesSvg(colours)}</svg>`;
  const { dark } = options;
  // Two classes on the cross (its fill and its outline) need one class attribute.
  const classOf = (role: keyof LogoMarkColours) => (role === 'crossOutline' ? '' : role);
  const rules = (set: LogoMarkColours) =>
    roles
      .map((role) => {
        const property = role === 'tile' || role === 'cross' ? 'fill' : 'stroke';
        const selector = role === 'crossOutline' ? '.cross' : `.${role}`;
        return `${selector}{${property}:${set[role]}}`;
      })
      .join('');
  const shapes = shapesSvg((role) => (classOf(role) ? `class="${classOf(role)}"` : '')).replace(
    / {2,}/g,
    ' ',
  );
  const style = `<style>${rules(colours)}@media (prefers-color-scheme:dark){${rules(dark)}}</style>`;
  return `${open}${style}${shapes}</svg>`;
}
