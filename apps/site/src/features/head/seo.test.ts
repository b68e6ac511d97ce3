import { defaultShareImage, defaultSiteUrl, organisation, siteUrl } from '@ghat/content';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, baseUrl, jsonLd, pageTitle, seo, type MetaTag } from './seo.ts';

function content(meta: MetaTag[], key: string): string[] {
  return meta
    .filter((tag) => ('property' in tag ? tag.property === key : 'name' in tag && tag.name === key))
    .map((tag) => ('content' in tag ? tag.content : ''));
}

describe('pageTitle', () => {
  it("adds ' | Global Health Access Trust'", () => {
    expect(pageTitle('About the Trust')).toBe(`About the Trust | ${organisation.name}`);
  });

  it('does not add the name twice', () => {
    expect(pageTitle(organisation.name)).toBe(organisation.name);
    expect(pageTitle(`Why the ${organisation.name} exists`)).toBe(
      `Why the ${organisation.name} exists`,
    );
  });
});

describe('absoluteUrl', () => {
  const base = 'https://example.org';
  it('puts a site path on the site address', () => {
    expect(absoluteUrl('/about-the-trust', base)).toBe('https://example.org/about-the-trust');
    expect(absoluteUrl('/', base)).toBe('https://example.org/');
    expect(absoluteUrl('/', `${base}/`)).toBe('https://example.org/');
  });

  it('leaves an absolute address alone', () => {
    expect(absoluteUrl('https://cdn.example.net/x.png', base)).toBe(
      'https://cdn.example.net/x.png',
    );
  });
});

describe('baseUrl', () => {
  it("is @ghat/content's siteUrl() (the public address when GHAT_SITE_URL is not set)", () => {
    expect(baseUrl()).toBe(siteUrl({ GHAT_SITE_URL: import.meta.env.GHAT_SITE_URL }));
    if (!import.meta.env.GHAT_SITE_URL) expect(baseUrl()).toBe(defaultSiteUrl);
  });
});

describe('seo', () => {
  const page = {
    title: 'About the Trust',
    description: 'Who we are.',
    path: '/about-the-trust',
    baseUrl: 'https://example.org',
  };

  it('gives one title, the description and the canonical address', () => {
    const head = seo(page);
    expect(head.meta.filter((tag) => 'title' in tag)).toEqual([
      { title: `About the Trust | ${organisation.name}` },
    ]);
    expect(content(head.meta, 'description')).toEqual(['Who we are.']);
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://example.org/about-the-trust' }]);
  });

  it('gives the Open Graph and Twitter tags, with the default share image', () => {
    const { meta } = seo(page);
    expect(content(meta, 'og:title')).toEqual([`About the Trust | ${organisation.name}`]);
    expect(content(meta, 'og:description')).toEqual(['Who we are.']);
    expect(content(meta, 'og:url')).toEqual(['https://example.org/about-the-trust']);
    expect(content(meta, 'og:type')).toEqual(['website']);
    expect(content(meta, 'og:site_name')).toEqual([organisation.name]);
    expect(content(meta, 'og:image')).toEqual([`https://example.org${defaultShareImage.src}`]);
    expect(content(meta, 'og:image:width')).toEqual([String(defaultShareImage.width)]);
    expect(content(meta, 'og:image:height')).toEqual([String(defaultShareImage.height)]);
    expect(content(meta, 'og:image:alt')).toEqual([defaultShareImage.alt]);
    expect(content(meta, 'twitter:card')).toEqual(['summary_large_image']);
    expect(content(meta, 'twitter:title')).toEqual([`About the Trust | ${organisation.name}`]);
    expect(content(meta, 'twitter:image')).toEqual([`https://example.org${defaultShareImage.src}`]);
  });

  it('never repeats a tag', () => {
    const { meta } = seo({
      ...page,
      type: 'article',
      article: {
        publishedTime: '2025-01-02',
        author: 'GHAT Team',
        section: 'Policy',
        tags: ['A', 'B'],
      },
    });
    // HeadContent keeps one tag per name, or per property when there is no name.
    const keys = meta.map((tag) =>
      'title' in tag ? 'title' : 'name' in tag ? tag.name : tag.property,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('takes a page image instead of the default', () => {
    const { meta } = seo({ ...page, image: { src: '/images/hero.svg', alt: 'A clinic' } });
    expect(content(meta, 'og:image')).toEqual(['https://example.org/images/hero.svg']);
    expect(content(meta, 'og:image:alt')).toEqual(['A clinic']);
    expect(content(meta, 'og:image:width')).toEqual([]);
  });

  it('gives an article its type and article:* tags', () => {
    const { meta } = seo({
      ...page,
      type: 'article',
      article: {
        publishedTime: '2025-01-02',
        author: 'GHAT Team',
        section: 'Healthcare Access',
        tags: ['Health Equity', 'Refugees'],
      },
    });
    expect(content(meta, 'og:type')).toEqual(['article']);
    expect(content(meta, 'article:published_time')).toEqual(['2025-01-02']);
    expect(content(meta, 'article:modified_time')).toEqual(['2025-01-02']);
    expect(content(meta, 'article:author')).toEqual(['GHAT Team']);
    expect(content(meta, 'article:section')).toEqual(['Healthcare Access']);
    expect(content(meta, 'article:tag')).toEqual(['Health Equity', 'Refugees']);
  });

  it('has no canonical address without a path, and can keep a page out of search results', () => {
    const head = seo({ title: 'Page Not Found', description: 'Gone.', noindex: true });
    expect(head.links).toEqual([]);
    expect(content(head.meta, 'og:url')).toEqual([]);
    expect(content(head.meta, 'robots')).toEqual(['noindex']);
  });
});

describe('jsonLd', () => {
  it('cannot close its script element', () => {
    const script = jsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(script.type).toBe('application/ld+json');
    expect(script.children).not.toContain('<');
    expect(JSON.parse(script.children)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
