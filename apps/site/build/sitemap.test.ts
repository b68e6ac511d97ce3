import { describe, expect, it } from 'vitest';
import { formNotSentPage } from '@ghat/content';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap.ts';

describe('sitemap.xml and robots.txt', () => {
  const base = 'https://www.example.org';

  it('lists each page once by its canonical address', () => {
    const xml = sitemapXml(['/', '/about-the-trust', '/blog/healthcare-access-crisis-zones'], base);
    expect(xml).toContain('<loc>https://www.example.org/</loc>');
    expect(xml).toContain('<loc>https://www.example.org/about-the-trust</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('leaves out the pages only a form post leads to', () => {
    const pages = ['/contact', formNotSentPage.meta.path, '/', '/contact'].map((path) => ({
      path,
    }));
    expect(sitemapPaths(pages)).toEqual(['/', '/contact']);
  });

  it("gives a translated page every language's address as an alternate, itself and x-default included", () => {
    const xml = sitemapXml(['/fr/donate'], base);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://www.example.org/fr/donate</loc>');
    for (const [code, path] of [
      ['en', '/donate'],
      ['fr', '/fr/donate'],
      ['ar', '/ar/donate'],
      ['uk', '/uk/donate'],
      ['x-default', '/donate'],
    ]) {
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="${code}" href="https://www.example.org${path}"/>`,
      );
    }
    // A page only English writes has none.
    expect(sitemapXml(['/privacy-policy'], base)).not.toContain('xhtml:link');
  });

  it("lists a language's own pages, not its frames around English text", () => {
    const pages = ['/fr/', '/fr/donate', '/fr/privacy-policy', '/fr/forms/sent'].map((path) => ({
      path,
    }));
    expect(sitemapPaths(pages)).toEqual(['/fr/', '/fr/donate']);
  });

  it('escapes characters XML reserves', () => {
    expect(sitemapXml(['/a&b'], base)).toContain('<loc>https://www.example.org/a&amp;b</loc>');
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt(base)).toContain('Sitemap: https://www.example.org/sitemap.xml');
  });
});
