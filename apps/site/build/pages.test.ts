import { fileURLToPath } from 'node:url';
import { articles, redirects } from '@ghat/content';
import { describe, expect, it } from 'vitest';
import { prerenderFilter, prerenderPages, routePathOf, routePatterns } from './pages.ts';

describe('routePathOf', () => {
  it("follows TanStack Router's file naming", () => {
    expect(routePathOf('index.tsx')).toBe('/');
    expect(routePathOf('about-the-trust.tsx')).toBe('/about-the-trust');
    expect(routePathOf('blog/$slug.tsx')).toBe('/blog/$slug');
    expect(routePathOf('blog.$slug.tsx')).toBe('/blog/$slug');
    expect(routePathOf('blog/index.tsx')).toBe('/blog');
    expect(routePathOf('blog/route.tsx')).toBe('/blog');
    expect(routePathOf('(legal)/terms-of-use.tsx')).toBe('/terms-of-use');
    expect(routePathOf('_layout/donate.tsx')).toBe('/donate');
    expect(routePathOf('about.lazy.tsx')).toBe('/about');
  });

  it('skips the root and files that are not routes', () => {
    expect(routePathOf('__root.tsx')).toBeUndefined();
    expect(routePathOf('-components/Card.tsx')).toBeUndefined();
    expect(routePathOf('blog/-lib/format.ts')).toBeUndefined();
  });
});

describe('the pages the build prerenders', () => {
  const patterns = routePatterns(fileURLToPath(new URL('../src/routes', import.meta.url)));
  const pages = prerenderPages(patterns).map((page) => page.path);

  it('are every static route and every article', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/about-the-trust', '/privacy-policy']));
    for (const article of articles) expect(pages).toContain(`/blog/${article.slug}`);
    expect(pages.filter((path) => path.startsWith('/blog/'))).toHaveLength(articles.length);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('are every route again in each translation, under its code, but the articles', () => {
    for (const code of ['fr', 'es', 'pt', 'ar', 'uk']) {
      expect(pages).toEqual(
        expect.arrayContaining([`/${code}/`, `/${code}/donate`, `/${code}/privacy-policy`]),
      );
      expect(pages.filter((path) => path.startsWith(`/${code}/blog/`))).toEqual([]);
    }
    const filter = prerenderFilter(prerenderPages(patterns));
    expect(filter({ path: '/fr/' })).toBe(true);
    expect(filter({ path: '/fr/donate' })).toBe(true);
    expect(filter({ path: `/fr/blog/${articles[0]?.slug}` })).toBe(false);
  });

  it('never take a crawled link to a redirect, a file, an unknown slug or a route not built', () => {
    const filter = prerenderFilter(prerenderPages(patterns));
    expect(filter({ path: '/about-the-trust' })).toBe(true);
    expect(filter({ path: `/blog/${articles[0]?.slug}` })).toBe(true);
    for (const { from } of redirects) expect(filter({ path: from })).toBe(false);
    expect(filter({ path: '/documents/trust-constitution.pdf' })).toBe(false);
    expect(filter({ path: '/blog/no-such-article' })).toBe(false);
    expect(filter({ path: '/a-route-nobody-has-written' })).toBe(false);
  });
});
