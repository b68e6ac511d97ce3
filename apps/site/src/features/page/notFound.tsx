// What the site shows for an address it does not know. Every unknown address is the root
// route's "not found" (dynamic routes reject unknown parameters in `params.parse`), so the
// prerendered 404 pages hydrate the same at any address the server sends them for. The
// view depends only on the address's shape, exactly as the server picks the 404 file.
import { articleNotFoundCopy, type PageMeta } from '@ghat/content';
import { notFoundPageIn, type SiteLocaleCode } from '@ghat/content/i18n';
import { notFoundParts } from './notFoundParts.ts';
import { ArticleNotFound, Container, NotFoundHelp, NotFoundLayout, NotFoundLinks } from '@ghat/ui';
import { useRouteContext } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { Island } from '../islands/Island.tsx';

// The page's quick search with its cards, and its Go Back, are islands; the likely pages and
// the help note between and below them are static HTML.
function PageNotFound({ locale }: { locale: SiteLocaleCode }) {
  const parts = notFoundParts(locale);
  return (
    <Container>
      <NotFoundLayout>
        <Island name="not-found" props={parts.search} />
        <NotFoundLinks {...parts.links} />
        <Island name="not-found-actions" props={parts.actions} />
        <NotFoundHelp {...parts.help} />
      </NotFoundLayout>
    </Container>
  );
}

function ArticleNotFoundView() {
  return (
    <Container>
      <ArticleNotFound {...articleNotFoundCopy} headingLevel={1} />
    </Container>
  );
}

interface NotFoundView {
  /** Which unknown addresses it answers: one segment under a dynamic route's folder. */
  matches: (pathname: string) => boolean;
  meta: Pick<PageMeta, 'title' | 'description'>;
  component: ComponentType<{ locale: SiteLocaleCode }>;
}

/**
 * The views for unknown children of a dynamic route: '/blog/no-such-article' is an
 * article that is not there. The build writes each one's page to <folder>/404.html.
 */
const sectionViews: NotFoundView[] = [
  {
    // The articles are in English only: an unknown one under /fr/blog/ gets the 404 page.
    matches: (pathname) => /^\/blog\/[^/]+$/.test(pathname),
    meta: articleNotFoundCopy,
    component: ArticleNotFoundView,
  },
];

function pageNotFound(locale: SiteLocaleCode): NotFoundView {
  return { matches: () => true, meta: notFoundPageIn(locale).meta, component: PageNotFound };
}

/** The view for an unknown address (its English form, '/blog/x') in `locale`. */
export function notFoundView(pathname: string, locale: SiteLocaleCode = 'en'): NotFoundView {
  return (
    (locale === 'en' ? sectionViews.find((view) => view.matches(pathname)) : undefined) ??
    pageNotFound(locale)
  );
}

/** The root route's notFoundComponent. */
export function NotFoundPage() {
  const { pathname, locale } = useRouteContext({ from: '__root__' });
  const { component: View } = notFoundView(pathname, locale);
  return <View locale={locale} />;
}
