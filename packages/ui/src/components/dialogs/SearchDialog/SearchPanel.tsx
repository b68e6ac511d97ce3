import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useAdoptedValue } from '../../../forms/useAdoptedValues.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { useMessageFormat } from '../../../i18n/messageFormat.ts';
import { searchDialog as searchDialogWords } from '../../../i18n/words/searchDialog.ts';
import { Notice } from '../../content/Notice/Notice.tsx';
import * as styles from './SearchDialog.css.ts';
import { SearchField } from './SearchField.tsx';
import { SearchResults } from './SearchResults.tsx';
import type { SearchResult, SearchResultType } from './searchTypes.ts';
import { useSearchOutcome } from './useSearchOutcome.ts';

/** SearchDialog's props for what it shows inside the dialog. */
export interface SearchPanelOptions {
  /** Finds results for a trimmed, non-empty query. Only the latest query's answer is shown. */
  search: (query: string) => Promise<SearchResult[]>;
  /** Milliseconds the query must stay unchanged before searching. */
  debounce?: number;
  /** The query the dialog opens with (the 404 page passes what the reader typed there). */
  initialQuery?: string;
  /** The search field's visible label. */
  inputLabel?: string;
  /** The status while the field is empty. */
  emptyPrompt?: string;
  /** The status while a search runs. */
  searchingMessage?: string;
  /** The status when results are found, and the results list's name: '2 result(s) found'. */
  resultCountMessage?: (count: number) => string;
  /** The status when nothing matches the (trimmed) query. */
  noResultsMessage?: (query: string) => string;
  /** The button under the first results that shows the next ones. */
  showMoreLabel?: string;
  /** Shown when `search` fails. */
  errorMessage?: string;
  /** The badge on each result, by type: 'Page', 'Article', 'Document'. */
  typeLabels?: Record<SearchResultType, string>;
  /** A result's date (ISO) as shown: the locale's long date by default. */
  formatDate?: (date: string) => string;
}

export interface SearchPanelProps extends SearchPanelOptions {
  /** The search field, which the dialog focuses and Up from the first result goes back to. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** A result was followed in this window. */
  onChoose: () => void;
}

/** The field, what the search is doing (announced politely), and the results. */
export function SearchPanel(props: SearchPanelProps) {
  const {
    search,
    debounce = 300,
    initialQuery = '',
    inputLabel,
    emptyPrompt,
    searchingMessage,
    resultCountMessage,
    noResultsMessage,
    errorMessage,
    inputRef,
  } = props;
  const words = useWords('searchDialog', searchDialogWords);
  const formatMessage = useMessageFormat();
  const resultCountText =
    resultCountMessage ?? ((count: number) => formatMessage(words.resultCount, { count }));
  const noResultsText =
    noResultsMessage ?? ((query: string) => formatMessage(words.noResults, { query }));
  const [query, setQuery] = useState(initialQuery);
  // Prerendered open, the field may hold text by the time it hydrates: search for that.
  useAdoptedValue(inputRef, query, setQuery);
  const answer = useSearchOutcome(query, search, debounce);
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();

  const trimmed = query.trim();
  const results = answer?.status === 'found' ? answer.results : [];
  let message: string;
  if (trimmed === '') message = emptyPrompt ?? words.emptyPrompt;
  else if (!answer) message = searchingMessage ?? words.searching;
  else if (answer.status === 'failed') message = '';
  else if (results.length === 0) message = noResultsText(trimmed);
  else message = resultCountText(results.length);

  // Down from the field goes to the first result.
  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = listRef.current?.querySelector('a');
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  return (
    <div className={styles.panel}>
      <SearchField
        ref={inputRef}
        id={inputId}
        label={inputLabel ?? words.inputLabel}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={handleInputKeyDown}
        enterKeyHint="search"
      />
      {/* Always on the page so that changes to it are announced, politely. */}
      <p role="status" className={styles.status} data-testid="search-status">
        {message}
      </p>
      {answer?.status === 'failed' ? (
        <Notice tone="error">{errorMessage ?? words.error}</Notice>
      ) : null}
      {results.length > 0 ? (
        // The field, the words for types and dates, and onChoose come with `props`.
        <SearchResults {...props} listRef={listRef} results={results} label={message} />
      ) : null}
    </div>
  );
}
