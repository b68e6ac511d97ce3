// The trust's logo and icons on the built site: the logo in the header's home link on every
// page, and the icons, the web app manifest and the default share image the build draws from
// the logo's mark, with their content types and sizes.
import { defaultShareImage, organisation } from '@ghat/content';
import { ghatTheme } from '@ghat/tokens';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandIconPaths } from '../../src/features/head/brandIcons.ts';
import { launchChromium, rawHead, startSiteServer, visit, type RunningProcess } from './helpers.ts';
import { splitLocale } from '@ghat/content/i18n';
import { builtPages } from './pages.ts';

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return {
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the logo', () => {
  it("is in the header's home link on every page, which is named for the organisation", async () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const response = await fetch(`${server.url}${page.path}`);
      expect(response.status, page.path).toBe(page.status);
      const html = await response.text();
      const header = /<header[\s>][\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      // The home page in the page's own language: '/', '/fr/'.
      const { locale } = splitLocale(page.path);
      const homeHref = locale === 'en' ? '/' : `/${locale}/`;
      const home = new RegExp(`<a [^>]*href="${homeHref}"[^>]*>([\\s\\S]*?)<\\/a>`).exec(header);
      expect(home, `${page.path}: a home link in the header`).not.toBeNull();
      const inside = home?.[1] ?? '';
      // The mark, hidden as a picture, and the name as the link's only text.
      expect(inside, page.path).toMatch(/<svg[^>]*aria-hidden="true"[^>]*data-logo-mark=""/);
      expect(inside.replace(/<[^>]+>/g, ''), page.path).toBe(organisation.name);
    }
  });

  it('shows in Chromium: the link is named for the organisation once, the mark beside the name', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      const visited = await visit(page, `${server.url}/about-the-trust`);
      expect(visited.cspViolations).toEqual([]);
      const home = page
        .getByRole('banner')
        .getByRole('link', { name: organisation.name, exact: true });
      await expect(home.getAttribute('href')).resolves.toBe('/');
      const mark = home.locator('svg[data-logo-mark]');
      const markBox = await mark.boundingBox();
      const nameBox = await home.getByText(organisation.name).boundingBox();
      expect(markBox && nameBox && markBox.x + markBox.width <= nameBox.x).toBe(true);
      expect(markBox?.width).toBeGreaterThanOrEqual(24);
      // The footer shows it too, reversed.
      await expect(
        page.getByRole('contentinfo').locator('[data-tone="reversed"] svg[data-logo-mark]').count(),
      ).resolves.toBe(1);
    } finally {
      await page.close();
    }
  });
});

describe('icons and the web app manifest', () => {
  it('names them, and the theme colour, in every page head', async () => {
    for (const path of ['/', '/blog', '/no-such-page']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const { meta } = rawHead(html);
      expect(meta('theme-color')).toEqual([ghatTheme.color.brand.primary]);
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
      expect(head).toContain(`<link rel="manifest" href="${brandIconPaths.manifest}"/>`);
      expect(head).toContain(
        `<link rel="icon" href="${brandIconPaths.faviconIco}" sizes="32x32"/>`,
      );
      expect(head).toContain(
        `<link rel="icon" href="${brandIconPaths.faviconSvg}" type="image/svg+xml"/>`,
      );
      expect(head).toContain(
        `<link rel="apple-touch-icon" href="${brandIconPaths.appleTouchIcon}"/>`,
      );
    }
  });

  it('serves favicon.svg, with a dark-scheme variant', async () => {
    const { type, body } = await get(brandIconPaths.faviconSvg);
    expect(type).toBe('image/svg+xml');
    const svg = body.toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`.tile{fill:${ghatTheme.color.brand.primary}}`);
    expect(svg).toContain(
      `@media (prefers-color-scheme:dark){.tile{fill:${ghatTheme.color.brand.onPrimary}}`,
    );
  });

  it('serves favicon.ico: one 32 px image', async () => {
    const { type, body } = await get(brandIconPaths.faviconIco);
    expect(type).toBe('image/x-icon');
    expect(body.readUInt16LE(0)).toBe(0);
    expect(body.readUInt16LE(2)).toBe(1);
    expect(body.readUInt16LE(4)).toBe(1);
    expect([body.readUInt8(6), body.readUInt8(7)]).toEqual([32, 32]);
    const offset = body.readUInt32LE(18);
    const length = body.readUInt32LE(14);
    expect(offset + length).toBe(body.length);
    expect(pngSize(body.subarray(offset))).toEqual({ width: 32, height: 32 });
  });

  it('serves apple-touch-icon.png at 180 px', async () => {
    const { type, body } = await get(brandIconPaths.appleTouchIcon);
    expect(type).toBe('image/png');
    expect(pngSize(body)).toEqual({ width: 180, height: 180 });
  });

  it('serves the manifest, its names, colours and icons from the content and the tokens', async () => {
    const { type, body } = await get(brandIconPaths.manifest);
    expect(type).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(body.toString('utf8')) as {
      name: string;
      short_name: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: organisation.name,
      short_name: organisation.shortName,
      start_url: '/',
      theme_color: ghatTheme.color.brand.primary,
      background_color: ghatTheme.color.surface.default,
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['any', '192x192', '512x512']),
    );
    for (const icon of manifest.icons) {
      const file = await get(icon.src);
      expect(file.type, icon.src).toBe(icon.type);
      if (icon.type === 'image/png') {
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(pngSize(file.body), icon.src).toEqual({ width, height });
      }
    }
  });

  it("allows the manifest and the icons under the site's CSP, with no violation in Chromium", async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/manifest-src 'self'/);
    expect(csp).toMatch(/img-src 'self'/);
    const page = await browser.newPage();
    try {
      await visit(page, `${server.url}/`);
      // The browser's own fetch of the manifest, as an install prompt or a home screen would.
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        const icon = new Image();
        icon.src = '/apple-touch-icon.png';
        await icon.decode();
        return { href: link?.href, iconWidth: icon.naturalWidth };
      });
      expect(manifest.href).toBe(`${server.url}${brandIconPaths.manifest}`);
      expect(manifest.iconWidth).toBe(180);
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the default share image', () => {
  it('is drawn at 1200x630 and named, with its size and alt text, on a page without an image', async () => {
    const { type, body } = await get(defaultShareImage.src);
    expect(type).toBe('image/png');
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    expect(body.length).toBeLessThan(200_000);
    const { meta } = rawHead(await (await fetch(`${server.url}/about-the-trust`)).text());
    expect(meta('og:image')[0]).toMatch(new RegExp(`${defaultShareImage.src}$`));
    expect(meta('og:image:width')).toEqual(['1200']);
    expect(meta('og:image:height')).toEqual(['630']);
    expect(meta('og:image:alt')).toEqual([defaultShareImage.alt]);
  });
});
