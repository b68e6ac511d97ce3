// The site's icons and web app manifest: where they are served, and what the manifest and
// every page's <head> say about them. The files themselves are drawn at build time from the
// one mark (build/brandIcons.ts); this module only names them, so a page's code carries no
// drawing.
import { organisation } from '@ghat/content';
import { ghatTheme } from '@ghat/tokens';

export const brandIconPaths = {
  /** The mark, repainting itself in the browser's dark mode. */
  faviconSvg: '/favicon.svg',
  /** 32 px, for browsers and tools that ask for /favicon.ico. */
  faviconIco: '/favicon.ico',
  /** 180 px, full-bleed, for an iPhone's or iPad's home screen. */
  appleTouchIcon: '/apple-touch-icon.png',
  /** The manifest's raster icons (full-bleed, so a mask may crop them). */
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  manifest: '/site.webmanifest',
} as const;

/** The browser's colour around the page (an address bar, a task switcher): the brand colour. */
export const themeColour = ghatTheme.color.brand.primary;
/** The splash screen's colour while an installed site starts: the page's own surface. */
export const backgroundColour = ghatTheme.color.surface.default;

/** The web app manifest: names, icons and colours, all from the content and the tokens. */
export function webManifest() {
  return {
    name: organisation.name,
    short_name: organisation.shortName,
    description: organisation.mission,
    lang: 'en-GB',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: themeColour,
    background_color: backgroundColour,
    icons: [
      { src: brandIconPaths.faviconSvg, sizes: 'any', type: 'image/svg+xml' },
      { src: brandIconPaths.icon192, sizes: '192x192', type: 'image/png' },
      { src: brandIconPaths.icon512, sizes: '512x512', type: 'image/png' },
      { src: brandIconPaths.icon512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The <link> tags every page's head names them with. */
export const brandIconLinks = [
  { rel: 'icon', href: brandIconPaths.faviconIco, sizes: '32x32' },
  { rel: 'icon', href: brandIconPaths.faviconSvg, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: brandIconPaths.appleTouchIcon },
  { rel: 'manifest', href: brandIconPaths.manifest },
];
