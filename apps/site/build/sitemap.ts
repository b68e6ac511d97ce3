// Writes sitemap.xml (every prerendered page's canonical address) and robots.txt
// (pointing at it) into the client output, from the same page list the build prerenders,
// less the pages only a form post leads to (they are not indexed).
import { formOutcomePages, newsletterLinkPagePaths, siteUrl } from '@ghat/content';
import { isWrittenIn, pageLanguages, splitLocale } from '@ghat/content/i18n';
import type { Plugin } from 'vite';
import { absoluteUrl } from '../src/features/head/seo.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`,
  );

/**
 * Each address, and for a page written in more than one language, every language's address
 * of it (itself included) and x-default, as Google reads hreflang from a sitemap.
 */
export function sitemapXml(paths: readonly string[], base: string): string {
  const urls = paths.map((path) => {
    const loc = `<loc>${escapeXml(absoluteUrl(path, base))}</loc>`;
    const languages = pageLanguages(splitLocale(path).path);
    if (languages.length < 2) return `  <url>${loc}</url>`;
    const english = languages.find((language) => language.code === 'en');
    const alternates = [
      ...languages.map((language) => [language.code, language.path] as const),
      ...(english ? [['x-default', english.path] as const] : []),
    ].map(
      ([code, href]) =>
        `\n    <xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(absoluteUrl(href, base))}"/>`,
    );
    return `  <url>${loc}${alternates.join('')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', base)}\n`;
}

/**
 * The addresses the sitemap lists: each page once, in order, without the form outcome pages
 * and the pages newsletter links open, and without a language's copies of pages it does not
 * translate (their canonical address is the English page's).
 */
export function sitemapPaths(pages: readonly { path: string }[]): string[] {
  const unlisted = new Set([
    ...formOutcomePages.map((page) => page.meta.path),
    ...newsletterLinkPagePaths,
  ]);
  return [...new Set(pages.map((page) => page.path))]
    .filter((path) => {
      const { locale, path: english } = splitLocale(path);
      return !unlisted.has(english) && isWrittenIn(locale, english);
    })
    .sort();
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
