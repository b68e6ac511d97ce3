// Writes sitemap.xml (every prerendered page's canonical address) and robots.txt
// (pointing at it) into the client output, from the same page list the build prerenders,
// less the pages only a form post leads to (they are not indexed).
import { formOutcomePages, siteUrl } from '@ghat/content';
import type { Plugin } from 'vite';
import { absoluteUrl } from '../src/features/head/seo.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`,
  );

export function sitemapXml(paths: readonly string[], base: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path, base))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', base)}\n`;
}

/** The addresses the sitemap lists: each page once, in order, without the form outcome pages. */
export function sitemapPaths(pages: readonly { path: string }[]): string[] {
  const unlisted = new Set(formOutcomePages.map((page) => page.meta.path));
  return [...new Set(pages.map((page) => page.path))].filter((path) => !unlisted.has(path)).sort();
}

export function sitemap(pages: readonly { path: string }[]): Plugin {
  return {
    name: 'ghat-site:sitemap',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const base = siteUrl(process.env);
      const paths = sitemapPaths(pages);
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(paths, base) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(base) });
    },
  };
}
