// The 404 page's body as an island: its quick search opens the site search (the header's
// island shows the dialog; both share one store), and Go Back returns to the previous page.
// Without script the quick search is a GET form that arrives as ?q=…, and the search opens
// with it once the page's script runs.
import { notFoundPage } from '@ghat/content';
import { Container, NotFound } from '@ghat/ui';
import { openSiteSearch, searchParam, useSearchFromAddress } from '../search/SiteSearch.tsx';

export default function NotFoundIsland() {
  useSearchFromAddress();
  return (
    <Container>
      <NotFound
        {...notFoundPage.notFound}
        headingLevel={1}
        onSearch={openSiteSearch}
        searchParam={searchParam}
      />
    </Container>
  );
}
