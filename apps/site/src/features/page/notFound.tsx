// What the site shows for an address it does not know. Every unknown address is the root
// route's "not found" (dynamic routes reject unknown parameters in `params.parse`), so the
// prerendered 404 pages hydrate the same at any address the server sends them for. The
// view depends only on the address's shape, exactly as the server picks the 404 file.
import { articleNotFoundCopy, notFoundPage, type PageMeta } from '@ghat/content';
import { ArticleNotFound, Container } from '@ghat/ui';
import { useLocation } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { Island } from '../islands/Island.tsx';

// The page's quick search and Go Back are an island; the rest is static.
function PageNotFound() {
  return <Island name="not-found" props={{}} />;
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
  component: ComponentType<object>;
}

/**
 * The views for unknown children of a dynamic route: '/blog/no-such-article' is an
 * article that is not there. The build writes each one's page to <folder>/404.html.
 */
const sectionViews: NotFoundView[] = [
  {
    matches: (pathname) => /^\/blog\/[^/]+$/.test(pathname),
    meta: articleNotFoundCopy,
    component: ArticleNotFoundView,
  },
];

const pageNotFound: NotFoundView = {
  matches: () => true,
  meta: notFoundPage.meta,
  component: PageNotFound,
};

export function notFoundView(pathname: string): NotFoundView {
  return sectionViews.find((view) => view.matches(pathname)) ?? pageNotFound;
}

/** The root route's notFoundComponent. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { component: View } = notFoundView(pathname);
  return <View />;
}
