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

  it('escapes characters XML reserves', () => {
    expect(sitemapXml(['/a&b'], base)).toContain('<loc>https://www.example.org/a&amp;b</loc>');
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt(base)).toContain('Sitemap: https://www.example.org/sitemap.xml');
  });
});
