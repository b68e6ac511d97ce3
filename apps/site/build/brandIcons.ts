// The site's icons, web app manifest and default share image, drawn when the site is built
// from the one mark that @ghat/ui's Logo renders (@ghat/ui/logo-mark), in the tokens'
// colours: no hand-drawn copies. PNGs are rasterised by resvg (@resvg/resvg-js: Rust's resvg,
// prebuilt for each platform on npm, needing neither a browser nor a system library);
// favicon.ico holds one 32 px PNG (the ICO format allows a PNG inside). Written into the
// client output, so the server serves them (at the root, and the share image at /images/),
// and served by the dev server too.
import { defaultShareImage, organisation } from '@ghat/content';
import { ghatTheme } from '@ghat/tokens';
import {
  logoMarkColours,
  logoMarkShapes,
  logoMarkShapesSvg,
  logoMarkSvg,
  logoMarkViewBox,
} from '@ghat/ui/logo-mark';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { brandIconPaths, webManifest } from '../src/features/head/brandIcons.ts';

const { color, font } = ghatTheme;
const light = logoMarkColours(color, 'light');
const reversed = logoMarkColours(color, 'reversed');

/** An SVG drawing as a PNG of the given width (system fonts for any text). */
export function rasterise(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width } });
  return Buffer.from(resvg.render().asPng());
}

/** The mark on a square of its tile's colour: an icon a home screen or a mask may crop. */
function fullBleedMark(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logoMarkViewBox}">` +
    `<rect width="64" height="64" fill="${light.tile}"/>${logoMarkShapesSvg(light)}</svg>`
  );
}

/** An ICO file holding one PNG image. */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // the image's size
  header.writeUInt32LE(header.length, 18); // where it starts
  return Buffer.concat([header, png]);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words into lines of at most `limit` characters. */
function wrap(text: string, limit: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= limit)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The default share image, 1200x630: the logo reversed on the brand colour (the mark and the
 * name), the short name, and the mission in large type, over the mark's globe drawn large.
 */
export function shareImageSvg(): string {
  const { width, height } = defaultShareImage;
  const { ring, meridian } = logoMarkShapes;
  const heading = escapeXml(font.family.heading);
  const body = escapeXml(font.family.body);
  const mission = wrap(organisation.mission, 28)
    .map((line, index) => `<text x="96" y="${370 + index * 90}">${escapeXml(line)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="${color.brand.primary}"/>`,
    // The globe of the mark, large, faint, partly off the edge.
    `<g transform="translate(${width - 140 - 512} ${height - 70 - 512}) scale(16)" fill="none" stroke="${color.border.inverse}" opacity=".35">`,
    `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" stroke-width="${ring.strokeWidth / 4}"/>`,
    `<path d="${meridian.d}" stroke-width="${meridian.strokeWidth / 4}"/></g>`,
    // The logo, reversed.
    `<g transform="translate(96 80) scale(1.5)">${logoMarkShapesSvg(reversed)}</g>`,
    `<text x="220" y="135" fill="${color.brand.onPrimary}" font-family="${heading}" font-size="46" font-weight="700">${escapeXml(organisation.name)}</text>`,
    `<text x="220" y="174" fill="${color.brand.tint}" font-family="${body}" font-size="24" font-weight="700">${escapeXml(organisation.shortName)}</text>`,
    `<g fill="${color.brand.onPrimary}" font-family="${heading}" font-size="70">${mission}</g>`,
    `<rect x="96" y="530" width="140" height="8" rx="4" fill="${color.brand.tint}"/>`,
    '</svg>',
  ].join('');
}

export interface BrandFile {
  /** Its path in the output: 'favicon.svg', 'images/ghat-share.png'. */
  fileName: string;
  contentType: string;
  source: Buffer | string;
}

/** Every file: the favicons, the touch icon, the manifest's icons, the manifest, the share image. */
export function brandFiles(): BrandFile[] {
  const png = 'image/png';
  const file = (path: string, contentType: string, source: Buffer | string): BrandFile => ({
    fileName: path.replace(/^\//, ''),
    contentType,
    source,
  });
  const faviconPng = rasterise(logoMarkSvg(light), 32);
  return [
    file(
      brandIconPaths.faviconSvg,
      'image/svg+xml',
      // In a dark browser the reversed mark: a light tile, which stands out on a dark tab bar.
      logoMarkSvg(light, { dark: reversed }),
    ),
    file(brandIconPaths.faviconIco, 'image/x-icon', icoFromPng(faviconPng, 32)),
    file(brandIconPaths.appleTouchIcon, png, rasterise(fullBleedMark(), 180)),
    file(brandIconPaths.icon192, png, rasterise(fullBleedMark(), 192)),
    file(brandIconPaths.icon512, png, rasterise(fullBleedMark(), 512)),
    file(
      brandIconPaths.manifest,
      'application/manifest+json',
      `${JSON.stringify(webManifest(), null, 2)}\n`,
    ),
    file(defaultShareImage.src, png, rasterise(shareImageSvg(), defaultShareImage.width)),
  ];
}

export function brandIcons(): Plugin {
  let files: BrandFile[] | undefined;
  const built = () => (files ??= brandFiles());
  return {
    name: 'ghat-site:brand-icons',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.replace(/^\//, '');
        const found = built().find((entry) => entry.fileName === path);
        if (!found) return next();
        response.setHeader('Content-Type', found.contentType);
        response.end(found.source);
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const entry of built()) {
        this.emitFile({ type: 'asset', fileName: entry.fileName, source: entry.source });
      }
    },
  };
}
