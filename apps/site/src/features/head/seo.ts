// What every page puts in its <head>: title, description, canonical address, and the
// Open Graph and Twitter tags that shape how a shared link looks. Route files call
// `seo()` from their `head()`; all the words come from @ghat/content.
import { defaultShareImage, organisation, siteUrl, type PageMeta } from '@ghat/content';
import { isWrittenIn, localisedPath, type SiteLocaleCode } from '@ghat/content/i18n';

/** A <meta> tag as TanStack Router's head() takes it. */
export type MetaTag =
  { title: string } | { name: string; content: string } | { property: string; content: string };

export interface LinkTag {
  rel: string;
  href: string;
}

export interface SeoImage {
  /** A site path ('/images/ghat-share.png') or an absolute address. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface ArticleSeo {
  publishedTime: string;
  modifiedTime?: string;
  author: string;
  section?: string;
  tags?: readonly string[];
}

export interface SeoInput extends Pick<PageMeta, 'title' | 'description'> {
  /** The page's own path ('/about-the-trust'); no canonical address without one. */
  path?: string;
  /** og:type: 'website' unless the page is an article. */
  type?: 'website' | 'article';
  /** The share image; the site's default share image when not given. */
  image?: SeoImage;
  /** The article:* tags of an article page. */
  article?: ArticleSeo;
  /** Keeps the page out of search results (a 404 page). */
  noindex?: boolean;
  /**
   * The language the page is shown in: its canonical address is that language's, where the
   * page is written in it (/fr/donate), else the English page's. English when not given.
   */
  locale?: SiteLocaleCode;
  /** The site's address; `siteUrl()` of @ghat/content (GHAT_SITE_URL) when not given. */
  baseUrl?: string;
}

export interface SeoHead {
  meta: MetaTag[];
  links: LinkTag[];
}

/**
 * The site's address, the same in the prerendered HTML and in the browser: the build
 * passes GHAT_SITE_URL to both through Vite's environment.
 */
export function baseUrl(): string {
  return siteUrl(import.meta.env as Record<string, string | undefined>);
}

/** 'About the Trust' -> 'About the Trust | Global Health Access Trust'; the name is never added twice. */
export function pageTitle(title: string): string {
  return title.includes(organisation.name) ? title : `${title} | ${organisation.name}`;
}

/** A site path made absolute: '/blog' -> 'https://www.globalhealthaccesstrust.org/blog'. */
export function absoluteUrl(path: string, base: string = baseUrl()): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  const root = base.replace(/\/+$/, '');
  if (path === '/' || path === '') return `${root}/`;
  return `${root}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The <head> tags of one page. */
export function seo(input: SeoInput): SeoHead {
  const base = input.baseUrl ?? baseUrl();
  const title = pageTitle(input.title);
  const image = input.image ?? defaultShareImage;
  const imageUrl = absoluteUrl(image.src, base);
  const locale = input.locale ?? 'en';
  const path =
    input.path !== undefined && isWrittenIn(locale, input.path)
      ? localisedPath(locale, input.path)
      : input.path;
  const url = path === undefined ? undefined : absoluteUrl(path, base);

  const meta: MetaTag[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:site_name', content: organisation.name },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:alt', content: image.alt },
    ...(image.width ? [{ property: 'og:image:width', content: String(image.width) }] : []),
    ...(image.height ? [{ property: 'og:image:height', content: String(image.height) }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  if (input.article) {
    const { publishedTime, modifiedTime, author, section, tags = [] } = input.article;
    meta.push(
      { property: 'article:published_time', content: publishedTime },
      { property: 'article:modified_time', content: modifiedTime ?? publishedTime },
      { property: 'article:author', content: author },
      ...(section ? [{ property: 'article:section', content: section }] : []),
      // One article:tag per tag. TanStack Router's HeadContent keeps one tag per name or
      // property, so each also gets a name of its own that keeps it from being merged away.
      ...tags.map((tag, index) => ({
        name: `article:tag:${index + 1}`,
        property: 'article:tag',
        content: tag,
      })),
    );
  }
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex' });

  return { meta, links: url ? [{ rel: 'canonical', href: url }] : [] };
}

/**
 * Structured data for a <script type="application/ld+json"> in head(). '<' is escaped,
 * so no text in the data can close the script element.
 */
export function jsonLd(data: unknown): { type: 'application/ld+json'; children: string } {
  return {
    type: 'application/ld+json',
    children: JSON.stringify(data).replace(/</g, '\\u003c'),
  };
}
