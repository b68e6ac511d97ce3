// The views for an address the site does not know, shown through islands (see
// -lib/notFound.tsx): prerendered in full, their code fetched on first use.
import { articleNotFoundCopy, notFoundPage } from '@ghat/content';
import { ArticleNotFound, Container, NotFound } from '@ghat/ui';
import { openSiteSearch, searchParam, useSearchFromAddress } from '../-lib/searchOpener.tsx';

export function PageNotFound() {
  useSearchFromAddress();
  return (
    <Container>
      <NotFound
        {...notFoundPage.notFound}
        headingLevel={1}
        // The site's search dialog shows the results; without script the form sends ?q=….
        onSearch={openSiteSearch}
        searchParam={searchParam}
      />
    </Container>
  );
}

export function ArticleNotFoundView() {
  return (
    <Container>
      <ArticleNotFound {...articleNotFoundCopy} headingLevel={1} />
    </Container>
  );
}
