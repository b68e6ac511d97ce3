// Every page the build wrote, as the address a visitor uses: the quality tests (axe, narrow
// screens, the link crawl) cover exactly what is in the build output, so a new route or
// article is covered without a list to keep up to date.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isWrittenIn, splitLocale } from '@ghat/content/i18n';
import { outputDir } from './helpers.ts';
import { newsletterLinkPaths } from '../../server/mail/handlers.ts';

export interface BuiltPage {
  /** The HTML file, relative to dist/client, as the CSP step names it. */
  file: string;
  /** The address that serves it. */
  path: string;
  /** The status the server answers with. */
  status: 200 | 400 | 404;
}

/** Turns '/about/index.html' into '/about', and each 404 page into an address that gets it. */
export function pageForFile(file: string): BuiltPage {
  if (file === '/404.html') return { file, path: '/no-such-page', status: 404 };
  // A language's own 404 page ('/fr/404.html'), and its home page ('/fr/index.html').
  const language = /^\/([a-z]{2,3})\/(404|index)\.html$/.exec(file);
  if (language?.[2] === '404') return { file, path: `/${language[1]}/no-such-page`, status: 404 };
  if (language?.[2] === 'index') return { file, path: `/${language[1]}/`, status: 200 };
  if (file === '/blog/404.html') return { file, path: '/blog/no-such-article', status: 404 };
  // The 404 page in another dynamic route's folder ('/newsletter/404.html').
  const folderNotFound = /^(\/.+)\/404\.html$/.exec(file)?.[1];
  if (folderNotFound) return { file, path: `${folderNotFound}/no-such-page`, status: 404 };
  if (file === '/index.html') return { file, path: '/', status: 200 };
  const match = /^(\/.+)\/index\.html$/.exec(file);
  if (!match?.[1]) throw new Error(`Not a page the build writes: ${file}`);
  // A newsletter link's button page is shown only for a good token: its address alone gets
  // the forms service's 'link does not work' page (400).
  if (linkButtonPaths.has(splitLocale(match[1]).path)) {
    return { file, path: match[1], status: 400 };
  }
  return { file, path: match[1], status: 200 };
}

/** Every HTML page in the build output, home page first, then in address order. */
export function builtPages(): BuiltPage[] {
  const file = join(outputDir, 'csp.json');
  if (!existsSync(file)) {
    throw new Error('No build output: run `npm run build` first (npm test does).');
  }
  const csp = JSON.parse(readFileSync(file, 'utf8')) as {
    files: Record<string, string>;
  };
  return Object.keys(csp.files)
    .map(pageForFile)
    .sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
}

const linkButtonPaths = new Set<string>(Object.values(newsletterLinkPaths));

/**
 * The pages the browser quality tests (axe, narrow screens, text at 200%, first-view bytes)
 * visit: every English page, every page a translation writes in its own words (and its
 * 404), every page in Arabic (right to left, around English text), and one English-text
 * page in each other language. The rest are those same English texts in the same frames.
 */
export function qualityPages(): BuiltPage[] {
  return builtPages().filter((page) => {
    const { locale, path } = splitLocale(page.path);
    // The pages with a newsletter link's button: shown only for a good token (see pageForFile;
    // newsletter-links.test.ts checks them so, with axe).
    if (page.status === 400) return false;
    if (locale === 'en' || locale === 'ar' || page.status === 404) return true;
    return isWrittenIn(locale, path) || path === '/privacy-policy';
  });
}

/** The route pages (everything but the articles), the 404 pages, and the articles. */
export function pageGroups() {
  const pages = builtPages();
  const isArticle = (page: BuiltPage) =>
    page.status === 200 && page.path.startsWith('/blog/') && page.path !== '/blog';
  return {
    routes: pages.filter((page) => page.status === 200 && !isArticle(page)),
    notFound: pages.filter((page) => page.status === 404),
    articles: pages.filter(isArticle),
  };
}
