import { ghatTheme } from '@ghat/tokens';
import { expect } from 'storybook/test';
import { expectNoSidewaysOverflow } from '../../../storybook/decorators.tsx';

// Helpers for the card stories, not part of the package.

// Small inline SVG pictures for stories: no network, no binary files, and the
// brand's own colours (taken from the token values, not typed in again).

const { brand, neutral, surface, info, success, warning } = ghatTheme.color;

const palettes = {
  teal: { sky: brand.tint, sun: warning.border, hill: brand.primary, near: surface.inverse },
  sand: { sky: warning.surface, sun: brand.accent, hill: warning.border, near: warning.text },
  sky: { sky: info.surface, sun: warning.border, hill: info.border, near: info.text },
  green: { sky: success.surface, sun: warning.border, hill: success.border, near: success.text },
  grey: { sky: neutral['100'], sun: neutral['0'], hill: neutral['400'], near: neutral['700'] },
} as const;

export type StoryPalette = keyof typeof palettes;

/** An SVG picture as a data URI, `width` by `height`, on a background of `sky`. */
function svgDataUri(width: number, height: number, sky: string, shapes: string[]): string {
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="${sky}"/>`,
    ...shapes,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A landscape (sky, sun, two hills) as an SVG data URI, `width` by `height`
 * units: the picture a story shows where a photograph would go.
 */
export function storyImage(palette: StoryPalette = 'teal', width = 320, height = 180): string {
  const colours = palettes[palette];
  return svgDataUri(width, height, colours.sky, [
    `<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.12}" fill="${colours.sun}"/>`,
    `<path d="M0 ${height * 0.7} Q${width * 0.3} ${height * 0.35} ${width * 0.6} ${height * 0.65} T${width} ${height * 0.6} V${height} H0Z" fill="${colours.hill}"/>`,
    `<path d="M0 ${height * 0.85} Q${width * 0.45} ${height * 0.6} ${width} ${height * 0.9} V${height} H0Z" fill="${colours.near}"/>`,
  ]);
}

/** A head-and-shoulders silhouette, square, for portrait stories. */
export function storyPortrait(palette: StoryPalette = 'sky', size = 160): string {
  const colours = palettes[palette];
  return svgDataUri(size, size, colours.sky, [
    `<circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.18}" fill="${colours.hill}"/>`,
    `<path d="M${size * 0.18} ${size} Q${size / 2} ${size * 0.5} ${size * 0.82} ${size} Z" fill="${colours.near}"/>`,
  ]);
}

/** The 1280 px desktop viewport, wide enough for the `wide` breakpoint. */
export const desktop = { viewport: { value: 'desktop', isRotated: false } };

/**
 * On a phone-sized window: the window really is that narrow, and nothing on
 * the page or in the story sticks out sideways.
 */
export async function expectFitsWindow(canvasElement: HTMLElement, width = 390) {
  await expect(window.innerWidth).toBeLessThanOrEqual(width);
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  await expectNoSidewaysOverflow(canvasElement);
}

/** The element the reader would hit by clicking at a point inside `element`, `x`/`y` from its corner. */
export function hitAt(element: Element, x: number, y: number) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + x, box.top + y);
}

/** The box of an element's text itself, not of the element (a block is as wide as its container). */
export function textBox(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}
