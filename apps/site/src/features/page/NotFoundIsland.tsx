// The 404 page's body as an island: its quick search opens the site search (the header's
// island shows the dialog; both share one store), and Go Back returns to the previous page.
// Without script the quick search is a GET form that arrives as ?q=…, and the search opens
// with it once the page's script runs.
import type { notFoundPage } from '@ghat/content';
import { Container, NotFound } from '@ghat/ui';
import { openSiteSearch, searchParam, useSearchFromAddress } from '../search/SiteSearch.tsx';

export interface NotFoundIslandProps {
  /** Its words and links, in the page's language. */
  words: typeof notFoundPage.notFound;
}

export default function NotFoundIsland({ words }: NotFoundIslandProps) {
  useSearchFromAddress();
  return (
    <Container>
      <NotFound {...words} headingLevel={1} onSearch={openSiteSearch} searchParam={searchParam} />
    </Container>
  );
}
