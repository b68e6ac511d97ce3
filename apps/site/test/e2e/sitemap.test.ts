// sitemap.xml and robots.txt as the production server sends them, checked against the
// canonical address each page states in its own HTML.
import { articles, siteUrl } from '@ghat/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHead, startSiteServer, type RunningProcess } from './helpers.ts';

let server: RunningProcess;

beforeAll(async () => {
  server = await startSiteServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every prerendered page by the canonical address its HTML states', async () => {
    const response = await fetch(new URL('/sitemap.xml', server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('xml');
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, location = '']) => location,
    );
    // 29 static routes plus every article, and the eight translated pages in five languages.
    expect(locations).toHaveLength(29 + articles.length + 8 * 5);
    expect(new Set(locations).size).toBe(locations.length);
    const base = siteUrl(process.env);
    for (const path of [
      '/',
      '/about-the-trust',
      `/blog/${articles[0]?.slug}`,
      '/whistleblowing',
      '/fr/donate',
      '/ar/',
    ]) {
      const html = await (await fetch(new URL(path, server.url))).text();
      const [canonical = ''] = rawHead(html).canonical;
      expect(rawHead(html).canonical).toHaveLength(1);
      expect(canonical.startsWith(base)).toBe(true);
      expect(locations).toContain(canonical);
    }
  });

  it('points robots.txt at the sitemap', async () => {
    const response = await fetch(new URL('/robots.txt', server.url));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${siteUrl(process.env)}/sitemap.xml`);
  });
});
