// Which pages the build prerenders: every route file in src/routes, with each dynamic
// route expanded from the content it shows. Adding a static route is one file in
// src/routes; a dynamic route also needs its paths listed in `dynamicRoutePaths`.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { articles, newsletterLinkPagePaths, redirects } from '@ghat/content';
import { hasPageIn, localisedPath, translatedLocales } from '@ghat/content/i18n';

/** Every path of each dynamic route, keyed by its pattern in TanStack Router's spelling. */
export const dynamicRoutePaths: Record<string, () => string[]> = {
  '/blog/$slug': () => articles.map((article) => `/blog/${article.slug}`),
  '/newsletter/$page': () => [...newsletterLinkPagePaths],
};

export interface RoutePattern {
  /** '/about-the-trust', '/blog/$slug'. */
  path: string;
  dynamic: boolean;
  /** Matches the concrete paths of this route. */
  matches: (path: string) => boolean;
}

const routeFile = /\.(tsx|ts|jsx|js)$/;

/** Turns a route file's name into its URL, following TanStack Router's file conventions. */
export function routePathOf(file: string): string | undefined {
  const withoutExtension = file.replace(routeFile, '').replace(/\.lazy$/, '');
  const parts = withoutExtension.split(/[/.]/);
  if (parts.some((part) => part.startsWith('-') || part === '__root')) return undefined;
  const segments = parts
    // (group) folders and _pathless layouts add nothing to the URL; index and route are the folder itself.
    .filter((part) => !/^\(.*\)$/.test(part) && !part.startsWith('_'))
    .filter((part) => part !== 'index' && part !== 'route')
    .map((part) => part.replace(/_$/, ''));
  return `/${segments.join('/')}`;
}

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && routeFile.test(entry.name))
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The routes defined by the files in `routesDirectory`. */
export function routePatterns(routesDirectory: string): RoutePattern[] {
  const paths = new Set(
    listFiles(routesDirectory)
      .map(routePathOf)
      .filter((path) => path !== undefined),
  );
  return [...paths].sort().map((path) => {
    const dynamic = path.includes('$');
    const expression = new RegExp(
      `^${path
        .split('/')
        .map((segment) =>
          segment === '$' ? '.+' : segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment),
        )
        .join('/')}$`,
    );
    return { path, dynamic, matches: (candidate: string) => expression.test(candidate) };
  });
}

/**
 * The pages to prerender: every static route and every path of each dynamic route, then
 * each page every other language has (/fr/donate): all but the articles.
 */
export function prerenderPages(patterns: readonly RoutePattern[]): { path: string }[] {
  const english = englishPages(patterns);
  return [
    ...english,
    ...translatedLocales.flatMap(({ code }) =>
      english
        .filter((page) => hasPageIn(code, page.path))
        .map((page) => ({ path: localisedPath(code, page.path) })),
    ),
  ];
}

function englishPages(patterns: readonly RoutePattern[]): { path: string }[] {
  return patterns.flatMap((pattern) => {
    if (!pattern.dynamic) return [{ path: pattern.path }];
    const expand = dynamicRoutePaths[pattern.path];
    if (!expand) {
      throw new Error(
        `The route ${pattern.path} has no list of paths to prerender: add it to dynamicRoutePaths in build/pages.ts.`,
      );
    }
    return expand().map((path) => ({ path }));
  });
}

const redirectSources = new Set(redirects.map((redirect) => redirect.from));

/**
 * Which pages (listed or found by crawling links) to prerender: only the pages of
 * `prerenderPages`. Crawled links to routes not built yet, to files (/documents/*.pdf),
 * to redirects, and to slugs no content has are left to the server (a 404 or a 301).
 */
export function prerenderFilter(pages: readonly { path: string }[]) {
  const known = new Set(pages.map((page) => page.path));
  return ({ path }: { path: string }): boolean => {
    // '/fr/' is a language's home: its slash is part of it.
    const clean = path.length > 1 && !known.has(path) ? path.replace(/\/+$/, '') : path;
    return known.has(clean) && !redirectSources.has(clean);
  };
}
