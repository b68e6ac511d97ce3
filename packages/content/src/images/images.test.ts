import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
// The token values themselves, read straight from their source: tokens.ts has no imports.
import { ghatTheme } from '../../../tokens/src/tokens.ts';
// The one drawing of the mark, which @ghat/ui's Logo renders and the site's icons are made from.
import { logoMarkShapes } from '../../../ui/src/primitives/brand/Logo/logoMark.ts';
import { ImageSchema, pillarIds, type Image } from '../schemas.ts';
import { defaultShareImage, images, pillarImages, programmeImages } from './index.ts';
import { allElements, parseXml } from './xml.ts';

const assetsDir = fileURLToPath(new URL('../../assets/images/', import.meta.url));
const catalogue: Image[] = [...Object.values(images), defaultShareImage];
const fileOf = (image: Image) => image.src.replace(/^\/images\//, '');
const svgFiles = readdirSync(assetsDir).filter((file) => file.endsWith('.svg'));

/** Every colour value in the theme, lower-case. */
function themeColours(value: unknown): string[] {
  if (typeof value === 'string') return /^#[0-9a-f]{6}$/i.test(value) ? [value.toLowerCase()] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(themeColours);
  return [];
}
const palette = new Set(themeColours(ghatTheme.color));

/** The checks every SVG file in assets/images passes. */
function checkSvg(path: string, expected: { width: number; height: number }) {
  const source = readFileSync(path, 'utf8');
  expect(statSync(path).size).toBeLessThan(8 * 1024);

  const root = parseXml(source);
  expect(root.name).toBe('svg');
  expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
  const viewBox = (root.attributes.viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  expect(viewBox).toHaveLength(4);
  const [, , vbWidth = 0, vbHeight = 0] = viewBox;
  expect(vbWidth).toBeGreaterThan(0);
  expect(vbHeight).toBeGreaterThan(0);
  // Same aspect ratio, compared without floating-point division.
  expect(vbWidth * expected.height).toBe(vbHeight * expected.width);
  if (root.attributes.width) expect(Number(root.attributes.width)).toBe(vbWidth);
  if (root.attributes.height) expect(Number(root.attributes.height)).toBe(vbHeight);

  for (const element of allElements(root)) {
    const name = element.name.toLowerCase();
    expect(['script', 'image', 'foreignobject', 'iframe', 'a']).not.toContain(name);
    for (const [key, value] of Object.entries(element.attributes)) {
      expect(key.toLowerCase().startsWith('on'), `${key} on <${name}>`).toBe(false);
      if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
      // Links stay inside the file: '#id' only.
      if (key === 'href' || key.endsWith(':href') || key === 'src') expect(value).toMatch(/^#/);
      expect(value).not.toMatch(/https?:|javascript:|data:|\/\//i);
      for (const [, target] of value.matchAll(/url\(\s*['"]?([^'")]*)/g))
        expect(target).toMatch(/^#/);
    }
  }

  // Brand colours only: every hex colour comes from the GHAT theme.
  for (const [colour = ''] of source.matchAll(/#[0-9a-f]{3,8}\b/gi)) {
    expect(palette, `${colour} in ${path}`).toContain(colour.toLowerCase());
  }
}

describe('image catalogue', () => {
  it('gives every entry a valid image record served from /images', () => {
    for (const image of catalogue) {
      expect(v.safeParse(ImageSchema, image).success).toBe(true);
      expect(image.src).toMatch(/^\/images\/[a-z0-9-]+\.(svg|png)$/);
    }
  });

  it('has a file in assets/images for every entry (the share image is drawn by the site at build)', () => {
    for (const image of Object.values(images)) {
      expect(statSync(`${assetsDir}${fileOf(image)}`).isFile(), image.src).toBe(true);
    }
  });

  it('lists every SVG in assets/images', () => {
    const listed = new Set(catalogue.map(fileOf));
    for (const file of svgFiles) expect(listed, file).toContain(file);
    expect(svgFiles.length).toBe(Object.keys(images).length);
  });

  it('keeps the paths other modules refer to', () => {
    expect(images.logo.src).toBe('/images/ghat-logo.svg');
    expect(images.mark.src).toBe('/images/ghat-mark.svg');
    expect(images.heroHome.src).toBe('/images/hero-home.svg');
    expect(images.whyHealthcareAccess.src).toBe('/images/why-healthcare-access.svg');
    expect(images.whyUkraineCrisisResponse.src).toBe('/images/why-ukraine-crisis-response.svg');
    expect(images.whyAfricaHumanitarianAid.src).toBe('/images/why-africa-humanitarian-aid.svg');
    expect(defaultShareImage.src).toBe('/images/ghat-share.png');
    expect(Object.keys(pillarImages).sort()).toEqual([...pillarIds].sort());
    for (const id of pillarIds) expect(pillarImages[id].src).toBe(`/images/pillar-${id}.svg`);
    expect(programmeImages.map((image) => image.src)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `/images/programme-${n}.svg`),
    );
  });

  it('describes every image in its alt text', () => {
    for (const image of catalogue) expect(image.alt.trim(), image.src).not.toBe('');
    expect(images.logo.alt).toBe('Global Health Access Trust');
    expect(new Set(catalogue.map((image) => image.alt)).size).toBe(catalogue.length - 1);
  });

  it('uses the shapes the pages expect: 16:9 heroes and pillars, 4:3 stories and programmes', () => {
    const ratio = (image: Image) => image.width / image.height;
    expect(ratio(images.heroHome)).toBe(16 / 9);
    for (const image of Object.values(pillarImages)) expect(ratio(image)).toBe(16 / 9);
    for (const image of [
      images.whyHealthcareAccess,
      images.whyUkraineCrisisResponse,
      images.whyAfricaHumanitarianAid,
      ...programmeImages,
    ]) {
      expect(ratio(image)).toBe(4 / 3);
    }
    expect(images.mark.width).toBe(images.mark.height);
  });
});

describe('SVG files', () => {
  const entries = Object.values(images);
  it.each(entries.map((image) => [fileOf(image), image] as const))(
    '%s is safe, small, brand-coloured XML with a matching viewBox',
    (file, image) => {
      checkSvg(`${assetsDir}${file}`, image);
    },
  );
});

describe('the mark', () => {
  // The files keep the mark for what asks for an image file (the organisation's logo in
  // structured data); the site's favicon, touch icon and share image are drawn at build from
  // @ghat/ui's drawing. These tests keep the files to that one drawing.
  it.each(['ghat-mark.svg', 'ghat-logo.svg'])('%s draws the mark of @ghat/ui', (file) => {
    const elements = allElements(parseXml(readFileSync(`${assetsDir}${file}`, 'utf8')));
    const { tile, ring, meridian, cross } = logoMarkShapes;
    const rect = elements.find((element) => element.name === 'rect');
    expect(rect?.attributes).toMatchObject({
      width: String(tile.width),
      height: String(tile.height),
      rx: String(tile.rx),
    });
    const circle = elements.find((element) => element.name === 'circle');
    expect(circle?.attributes).toMatchObject({
      cx: String(ring.cx),
      cy: String(ring.cy),
      r: String(ring.r),
      'stroke-width': String(ring.strokeWidth),
    });
    const paths = elements.filter((element) => element.name === 'path');
    expect(paths.map((path) => path.attributes.d)).toEqual([meridian.d, cross.d]);
  });
});

describe('the default share image', () => {
  it('is described as 1200x630, the size the site draws it at', () => {
    expect(defaultShareImage).toMatchObject({ width: 1200, height: 630 });
  });
});

describe('parseXml', () => {
  it('reads elements, attributes and nesting', () => {
    const root = parseXml(
      '<?xml version="1.0"?><svg a="1" b=\'&amp;\'><g><path d="M0 0"/></g><!-- c --></svg>',
    );
    expect(root.attributes).toEqual({ a: '1', b: '&amp;' });
    expect(allElements(root).map((element) => element.name)).toEqual(['svg', 'g', 'path']);
  });

  it.each([
    ['an unclosed element', '<svg><g></svg>'],
    ['a stray end tag', '<svg></g></svg>'],
    ['an unquoted attribute', '<svg a=1></svg>'],
    ['a duplicate attribute', '<svg a="1" a="2"></svg>'],
    ['a bare ampersand', '<svg>a & b</svg>'],
    ['two roots', '<svg></svg><svg></svg>'],
    ['a DOCTYPE', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'],
    ['text outside the root', 'hello<svg></svg>'],
  ])('rejects %s', (_, source) => {
    expect(() => parseXml(source)).toThrow();
  });
});
