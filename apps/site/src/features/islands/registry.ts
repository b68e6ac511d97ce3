// Every island of the site, by name: the one place an interactive part is registered. The
// prerender renders each from its module (Island.tsx); the browser (src/client.tsx) finds
// its root in the page and hydrates it with the same module, fetched with import().
import type { ComponentProps, ComponentType } from 'react';
import CookieBannerIsland from '../consent/CookieBannerIsland.tsx';
import SiteHeaderIsland from '../frame/SiteHeaderIsland.tsx';

// The header and the cookie banner are on every page and start at load, so they are part of
// the page's one script rather than files of their own: one request fewer each, and gzip
// works over them with React (about 3 kB less in every first view). A returning visitor's
// banner code (1 kB or so) is the price. Every other island is a file the page asks for.

export const islandModules = {
  // In the entry: see above.
  'site-header': async () => ({ default: SiteHeaderIsland }),
  'cookie-banner': async () => ({ default: CookieBannerIsland }),
  'footer-newsletter': () => import('../forms/FooterNewsletter.tsx'),
  'contact-form': () => import('../forms/ContactForm.tsx'),
  'enquiry-form': () => import('../forms/EnquiryForm.tsx'),
  'newsletter-signup-form': () => import('../forms/NewsletterSignupForm.tsx'),
  'cookie-settings': () => import('../consent/CookieSettings.tsx'),
  'blog-articles': () => import('../blog/BlogArticlesIsland.tsx'),
  'share-article': () => import('../blog/ShareArticleIsland.tsx'),
  'document-library': () => import('../documents/DocumentLibraryIsland.tsx'),
  'document-checksum': () => import('../documents/DocumentChecksumIsland.tsx'),
  'not-found': () => import('../page/NotFoundIsland.tsx'),
  'not-found-actions': () => import('../page/NotFoundActionsIsland.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandModules;

export type IslandComponent<Name extends IslandName> = Awaited<
  ReturnType<(typeof islandModules)[Name]>
>['default'];

/** What an island is given: its component's props, which must survive JSON. */
export type IslandProps<Name extends IslandName> = ComponentProps<IslandComponent<Name>>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandModules, name);
}

/**
 * When an island hydrates: `load`, as soon as the page's script runs (everything a visitor
 * may reach for at once); `visible`, when it comes within a screen of the viewport
 * (parts far below the fold, such as the footer's sign-up); `query`, at load when the
 * address has a query string that the island acts on (/blog?q=…, whose matches show at
 * once), and otherwise as `visible`.
 */
export type IslandMoment = 'load' | 'visible' | 'query';
