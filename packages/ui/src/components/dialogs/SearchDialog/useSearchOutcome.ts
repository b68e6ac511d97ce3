import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../time/clock.tsx';
import type { SearchResult } from './searchTypes.ts';

type Outcome =
  { query: string; status: 'found'; results: SearchResult[] } | { query: string; status: 'failed' };

/**
 * Searches for `query` once it has stayed the same for `debounce` ms, and
 * gives the answer for what is in the field now: null while that is blank or
 * still being searched. Only the latest query's answer is kept.
 */
export function useSearchOutcome(
  query: string,
  search: (query: string) => Promise<SearchResult[]>,
  debounce: number,
) {
  const settledQuery = useDebouncedValue(query, debounce).trim();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
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
  return trimmed !== '' && outcome?.query === trimmed ? outcome : null;
}
