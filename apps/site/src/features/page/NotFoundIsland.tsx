// The top of the 404 page as an island: its quick search opens the site search (the header's
// island shows the dialog; both share one store), and its Search Site and Go Back cards act.
// Without script the quick search is a GET form that arrives as ?q=…, and the search opens
// with it once the page's script runs. The links and the help note below are static.
import type { notFoundPage } from '@ghat/content';
import { NotFoundSearch } from '@ghat/ui';
import { openSiteSearch, searchParam, useSearchFromAddress } from '../search/SiteSearch.tsx';

type NotFoundWords = typeof notFoundPage.notFound;

export interface NotFoundIslandProps {
  /** Its words and the homepage's address, in the page's language. */
  words: Pick<
    NotFoundWords,
    | 'code'
    | 'title'
    | 'description'
    | 'searchLabel'
    | 'searchButtonLabel'
    | 'homeCard'
    | 'searchCard'
    | 'backCard'
    | 'homeHref'
  >;
}

export default function NotFoundIsland({ words }: NotFoundIslandProps) {
  useSearchFromAddress();
  return (
    <NotFoundSearch
      {...words}
      headingLevel={1}
      onSearch={openSiteSearch}
      searchParam={searchParam}
    />
  );
}
