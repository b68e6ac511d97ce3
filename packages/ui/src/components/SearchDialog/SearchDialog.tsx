import { formatLongDate } from '@ghat/forms';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useAdoptedValue } from '../../forms/useAdoptedValues.ts';
import { useDebouncedValue } from '../../time/clock.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { ProvidedLink } from '../LinkProvider/LinkProvider.tsx';
import { Notice } from '../Notice/Notice.tsx';
import * as styles from './SearchDialog.css.ts';

export const searchResultTypes = ['page', 'blog', 'document'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** One entry the site search found. */
export interface SearchResult {
  type: SearchResultType;
  title: string;
  url: string;
  excerpt: string;
  /** An ISO date (YYYY-MM-DD), for articles and documents. */
  date?: string;
  /**
   * The words the query matched, to mark in the title and excerpt: a word of either is
   * marked when it is one of these once lower-cased and stripped of accents (see
   * `normaliseSearchWord`). Prefix and typo matches are the whole words they matched.
   */
  highlight?: readonly string[];
}

/** A word as search compares it: lower case, without accents ('Résumé' -> 'resume'). */
export function normaliseSearchWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en-GB');
}

/** A run of anything but spaces and punctuation: a word, as the site's index splits text. */
const wordPattern = /[^\s\p{Z}\p{P}]+/gu;

/**
 * The text with each word that is one of `words` (see `normaliseSearchWord`) in a <mark>:
 * the words read as they did (a link's name is unchanged), and the marked ones stand out
 * by weight as well as colour.
 */
export function highlightWords(text: string, words: readonly string[] = []): ReactNode {
  if (words.length === 0) return text;
  const wanted = new Set(words.map(normaliseSearchWord));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    if (!wanted.has(normaliseSearchWord(match[0]))) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <mark key={match.index} className={styles.mark}>
        {match[0]}
      </mark>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The words shown for each result type, for pages in other languages. */
export const defaultSearchTypeLabels: Record<SearchResultType, string> = {
  page: 'Page',
  blog: 'Article',
  document: 'Document',
};

export interface SearchDialogProps extends Omit<
  DialogProps,
  'title' | 'children' | 'initialFocus' | 'description'
> {
  /** Finds results for a trimmed, non-empty query. Only the latest query's answer is shown. */
  search: (query: string) => Promise<SearchResult[]>;
  /** Milliseconds the query must stay unchanged before searching. */
  debounce?: number;
  /** The query the dialog opens with (the 404 page passes what the reader typed there). */
  initialQuery?: string;
  title?: ReactNode;
  /** The search field's visible label. */
  inputLabel?: string;
  emptyPrompt?: string;
  searchingMessage?: string;
  resultCountMessage?: (count: number) => string;
  noResultsMessage?: (query: string) => string;
  /** Shown when `search` fails. */
  errorMessage?: string;
  typeLabels?: Record<SearchResultType, string>;
  formatDate?: (date: string) => string;
}

/**
 * The site search: a modal with a search field whose results update as the
 * reader types (after a pause), announced politely, each a link.
 */
export function SearchDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title = 'Search',
  size = 'medium',
  search,
  debounce,
  initialQuery,
  inputLabel,
  emptyPrompt,
  searchingMessage,
  resultCountMessage,
  noResultsMessage,
  errorMessage,
  typeLabels,
  formatDate,
  ...dialogProps
}: SearchDialogProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const panelProps = {
    search,
    debounce,
    initialQuery,
    inputLabel,
    emptyPrompt,
    searchingMessage,
    resultCountMessage,
    noResultsMessage,
    errorMessage,
    typeLabels,
    formatDate,
  };
  return (
    <Dialog
      {...dialogProps}
      title={title}
      size={size}
      open={open}
      onOpenChange={setOpen}
      initialFocus={inputRef}
    >
      {/* Mounted only while open: closing clears the query and the results. */}
      <SearchPanel {...panelProps} inputRef={inputRef} onChoose={() => setOpen(false)} />
    </Dialog>
  );
}

type PanelProps = Pick<
  SearchDialogProps,
  | 'search'
  | 'debounce'
  | 'initialQuery'
  | 'inputLabel'
  | 'emptyPrompt'
  | 'searchingMessage'
  | 'resultCountMessage'
  | 'noResultsMessage'
  | 'errorMessage'
  | 'typeLabels'
  | 'formatDate'
> & {
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: () => void;
};

type Outcome =
  { query: string; status: 'found'; results: SearchResult[] } | { query: string; status: 'failed' };

function SearchPanel({
  search,
  debounce = 300,
  initialQuery = '',
  inputLabel = 'Search pages, articles and documents',
  emptyPrompt = 'Start typing to search pages, articles, and documents',
  searchingMessage = 'Searching...',
  resultCountMessage = (count) => `${count} result(s) found`,
  noResultsMessage = (query) => `No results found for "${query}"`,
  errorMessage = 'Search is not working right now. Please try again in a moment.',
  typeLabels = defaultSearchTypeLabels,
  formatDate = formatLongDate,
  inputRef,
  onChoose,
}: PanelProps) {
  const [query, setQuery] = useState(initialQuery);
  // Prerendered open, the field may hold text by the time it hydrates: search for that.
  useAdoptedValue(inputRef, query, setQuery);
  const settledQuery = useDebouncedValue(query, debounce).trim();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const latestSearch = useRef(search);
  useLayoutEffect(() => {
    latestSearch.current = search;
  });

  useEffect(() => {
    // A blank query never reaches the search.
    if (settledQuery === '') return;
    let latest = true;
    latestSearch.current(settledQuery).then(
      (results) => {
        if (latest) setOutcome({ query: settledQuery, status: 'found', results });
      },
      () => {
        if (latest) setOutcome({ query: settledQuery, status: 'failed' });
      },
    );
    // A newer query supersedes this one: its answer, whenever it comes, is dropped.
    return () => {
      latest = false;
    };
  }, [settledQuery]);

  const trimmed = query.trim();
  // Only an answer to what is in the field now counts; anything else is still searching.
  const answer = trimmed !== '' && outcome?.query === trimmed ? outcome : null;
  const results = answer?.status === 'found' ? answer.results : [];
  let message: string;
  if (trimmed === '') message = emptyPrompt;
  else if (!answer) message = searchingMessage;
  else if (answer.status === 'failed') message = '';
  else if (results.length === 0) message = noResultsMessage(trimmed);
  else message = resultCountMessage(results.length);

  const resultLinks = () => [...(listRef.current?.querySelectorAll('a') ?? [])];

  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = resultLinks()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  // Arrow keys move between results; Up from the first goes back to the field.
  const handleResultKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const links = resultLinks();
    const index = links.indexOf(event.currentTarget);
    const targets: Record<string, HTMLElement | null | undefined> = {
      ArrowDown: links[Math.min(index + 1, links.length - 1)],
      ArrowUp: index === 0 ? inputRef.current : links[index - 1],
      Home: links[0],
      End: links.at(-1),
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const handleResultClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that opens a new tab or window leaves the reader here, with the dialog open.
    const newContext = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.button === 0 && !newContext) onChoose();
  };

  return (
    <div className={styles.panel}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {inputLabel}
        </label>
        <div className={styles.inputWrapper}>
          <Icon name="search" size="md" className={styles.inputIcon} />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={handleInputKeyDown}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
        </div>
      </div>
      {/* Always on the page so that changes to it are announced, politely. */}
      <p role="status" className={styles.status} data-testid="search-status">
        {message}
      </p>
      {answer?.status === 'failed' ? <Notice tone="error">{errorMessage}</Notice> : null}
      {results.length > 0 ? (
        <ul ref={listRef} className={styles.results} aria-label={message}>
          {results.map((result, index) => (
            <li key={`${index}:${result.url}`} className={styles.result}>
              <Badge>{typeLabels[result.type]}</Badge>
              <ProvidedLink
                href={result.url}
                className={styles.link}
                onClick={handleResultClick}
                onKeyDown={handleResultKeyDown}
              >
                {highlightWords(result.title, result.highlight)}
              </ProvidedLink>
              <p className={styles.excerpt}>{highlightWords(result.excerpt, result.highlight)}</p>
              {result.date ? (
                <time dateTime={result.date} className={styles.date}>
                  {formatDate(result.date)}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
