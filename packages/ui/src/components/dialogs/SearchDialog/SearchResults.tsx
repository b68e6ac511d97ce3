import { useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useFocusFirstNewItem } from '../../../hooks/useFocusFirstNewItem.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { useFormatter } from '../../../i18n/formatter.ts';
import { searchDialog as searchDialogWords } from '../../../i18n/words/searchDialog.ts';
import { Badge } from '../../content/Badge/Badge.tsx';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import { ProvidedLink } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { highlightWords } from './highlightWords.tsx';
import type { SearchPanelProps } from './SearchPanel.tsx';
import { searchTypeLabels, type SearchResult } from './searchTypes.ts';
import * as styles from './SearchResults.css.ts';

interface SearchResultsProps extends Pick<
  SearchPanelProps,
  'typeLabels' | 'formatDate' | 'inputRef' | 'onChoose' | 'showMoreLabel'
> {
  listRef: RefObject<HTMLUListElement | null>;
  results: readonly SearchResult[];
  /** The list's name: the count of results. */
  label: string;
}

/**
 * How many results show at first, and how many more each press of 'Show more results' adds.
 * A short word can match most of the site: 80 results at once took 85-128 ms to show with the
 * CPU four times slower, in the way of the next key of anyone typing slowly (issue 27).
 */
export const searchResultsPerPage = 10;

/**
 * The results, each a link with its type, its language (where given), an excerpt and a date. Arrow keys
 * move focus between the links (the field's Down arrow enters the list). The first ten show,
 * and a button shows ten more at a time, taking focus to the first of them.
 */
export function SearchResults({
  listRef,
  results,
  label,
  typeLabels,
  formatDate,
  inputRef,
  onChoose,
  showMoreLabel,
}: SearchResultsProps) {
  const words = useWords('searchDialog', searchDialogWords);
  const format = useFormatter();
  const labels = typeLabels ?? searchTypeLabels(words);
  // A new answer starts again from the first page.
  const [page, setPage] = useState({ results, shown: searchResultsPerPage });
  let shown = page.shown;
  if (page.results !== results) {
    shown = searchResultsPerPage;
    setPage({ results, shown });
  }
  // Focus goes to the first of the results the button shows.
  const focusFirstNewFrom = useFocusFirstNewItem(listRef, Math.min(shown, results.length));
  const showMore = () => {
    focusFirstNewFrom(shown);
    setPage({ results, shown: shown + searchResultsPerPage });
  };

  // The locale's long date ('1 January 2023' in British English, without Intl).
  const showDate = formatDate ?? ((date: string) => format.date(date));
  // Arrow keys move between results; Up from the first goes back to the field.
  const handleKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const links = [...(listRef.current?.querySelectorAll('a') ?? [])];
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

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that opens a new tab or window leaves the reader here, with the dialog open.
    const newContext = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.button === 0 && !newContext) onChoose();
  };

  return (
    <>
      <ul ref={listRef} className={styles.results} aria-label={label}>
        {results.slice(0, shown).map((result, index) => (
          <li key={`${index}:${result.url}`} className={styles.result}>
            <div className={styles.badges}>
              <Badge>{labels[result.type]}</Badge>
              {result.language ? (
                // The language's own name, read in that language; direction from its letters.
                <Badge tone="info" lang={result.language.code} dir="auto">
                  {result.language.name}
                </Badge>
              ) : null}
            </div>
            <ProvidedLink
              href={result.url}
              className={styles.link}
              onClick={handleClick}
              onKeyDown={handleKeyDown}
              // A result in another language than the page's is read, and set, in its own.
              {...(result.language ? { lang: result.language.code, dir: 'auto' } : {})}
            >
              {highlightWords(result.title, result.highlight)}
            </ProvidedLink>
            <p className={styles.excerpt} lang={result.language?.code}>
              {highlightWords(result.excerpt, result.highlight)}
            </p>
            {result.date ? (
              <time dateTime={result.date} className={styles.date}>
                {showDate(result.date)}
              </time>
            ) : null}
          </li>
        ))}
      </ul>
      {results.length > shown ? (
        <Button variant="secondary" className={styles.showMore} onClick={showMore}>
          {showMoreLabel ?? words.showMore}
        </Button>
      ) : null}
    </>
  );
}
