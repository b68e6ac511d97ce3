// Checks the page tests share: the routes of spec section 2, every link and image
// inside a page's data, and the ui icon set. Used by tests only; not exported.
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { routes } from '../navigation.ts';
import { ImageSchema, LinkSchema } from '../schemas.ts';

/** The route table of spec section 2, from navigation.ts (blog/{slug} is checked by pattern). */
export const siteRoutes: readonly string[] = routes.filter((route) => !route.includes(':'));

/** Files the site serves as they are (not routes): the documents library's PDFs. */
export const staticFiles = ['/documents/trust-constitution.pdf'] as const;

/** Whether a site link leads somewhere that exists: a route (with any #anchor) or a static file. */
export function isKnownSitePath(href: string): boolean {
  const path = href.split('#')[0]?.split('?')[0] ?? '';
  if (path === '' && href.startsWith('#')) return true;
  if ((staticFiles as readonly string[]).includes(path)) return true;
  if (/^\/blog\/[a-z0-9]+(-[a-z0-9]+)*$/.test(path)) return true;
  return siteRoutes.includes(path);
}

const markdownLink = /\]\(([^)\s]+)\)/g;

/** Every site-internal address in a page's data: `href` fields and Markdown links in any text. */
export function internalLinks(data: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key?: string): void => {
    if (typeof value === 'string') {
      if (key === 'href' && value.startsWith('/')) found.push(value);
      for (const match of value.matchAll(markdownLink)) {
        const target = match[1] ?? '';
        if (target.startsWith('/') || target.startsWith('#')) found.push(target);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item) => visit(item));
    } else if (value !== null && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  visit(data);
  return found;
}

export type FoundImage = v.InferOutput<typeof ImageSchema>;

/** Every image in a page's data: any object with `src` and `alt`. */
export function images(data: unknown): FoundImage[] {
  const found: FoundImage[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value !== null && typeof value === 'object') {
      if ('src' in value && 'alt' in value) found.push(v.parse(ImageSchema, value));
      Object.values(value).forEach(visit);
    }
  };
  visit(data);
  return found;
}

/** The icon names @ghat/ui draws, read from its source (the ui entry needs a CSS build). */
export const uiIconNames: readonly string[] = (() => {
  const source = readFileSync(
    new URL('../../../ui/src/primitives/brand/Icon/icons.tsx', import.meta.url),
    'utf8',
  );
  const list = /export const iconNames = \[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1] ?? '');
})();

// Shapes of the page parts, built from the entity schemas, for the tests to parse with.
export const HeroSchema = v.object({
  title: v.pipe(v.string(), v.nonEmpty()),
  intro: v.pipe(v.string(), v.nonEmpty()),
  actions: v.optional(v.array(LinkSchema)),
  image: v.optional(ImageSchema),
});
