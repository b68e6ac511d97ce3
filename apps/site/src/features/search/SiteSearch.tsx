// Opening the site search from anywhere (the header's icon, the 404 page's quick search):
// a small store shared by every island on the page (one module, one React runtime), and
// the dialog itself, imported the first time it opens, in the header's island.
import type { SearchDialogProps } from '@ghat/ui';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { holdTypingUntilField } from '../islands/heldTyping.ts';

interface SearchState {
  open: boolean;
  /** The query the dialog opens with. */
  query: string;
  /** Whether it has ever opened: from then on the dialog stays mounted. */
  wanted: boolean;
}

let state: SearchState = { open: false, query: '', wanted: false };
const closedState = state;
const subscribers = new Set<() => void>();

function setState(next: SearchState) {
  state = next;
  for (const subscriber of subscribers) subscriber();
}

export const searchStore = {
  subscribe(subscriber: () => void) {
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
    };
  },
  get: () => state,
  getServer: () => closedState,
};

let stopHoldingTyping: (() => void) | undefined;

/** The dialog's field: a search field in an open dialog. */
const isSearchField = (field: HTMLInputElement) =>
  field.type === 'search' && field.closest('dialog[open]') !== null;

/**
 * Opens the site search, with a query to start from (the 404 page passes what was typed).
 * What the visitor types before its field takes focus (the dialog's code may still be on its
 * way) is typed into the field when it does, after the query.
 */
export function openSiteSearch(query = '') {
  if (typeof document !== 'undefined' && !state.open) {
    stopHoldingTyping?.();
    stopHoldingTyping = holdTypingUntilField({
      isDestination: isSearchField,
      onCancel: closeSiteSearch,
    });
  }
  setState({ open: true, query, wanted: true });
}

/** Closing clears the query (the dialog clears its field and results itself). */
export function closeSiteSearch() {
  stopHoldingTyping?.();
  stopHoldingTyping = undefined;
  setState({ ...state, open: false, query: '' });
}

const loadDialog = () => import('./SiteSearchDialog.tsx');
const LazySearchDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.SiteSearchDialog })),
);

/**
 * The search dialog, once it has been asked for. Render it once, inside the page frame, with
 * the page's language, whose index it searches.
 */
export function SiteSearch({
  words,
  locale,
}: {
  words?: Partial<SearchDialogProps>;
  /** The page's language code ('fr'); English where the site has no index in it. */
  locale?: string;
}) {
  const { open, query, wanted } = useSyncExternalStore(
    searchStore.subscribe,
    searchStore.get,
    searchStore.getServer,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazySearchDialog
        words={words}
        locale={locale}
        open={open}
        initialQuery={query}
        onOpenChange={(next) => {
          if (!next) closeSiteSearch();
        }}
      />
    </Suspense>
  );
}

/** The name of the quick search's field in the 404 page's GET form. */
export const searchParam = 'q';

/**
 * A search sent as a plain GET form (before the page's script had started) arrives as
 * ?q=…: open the search with it and take it out of the address.
 */
export function useSearchFromAddress() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const query = url.searchParams.get(searchParam)?.trim();
    if (!query) return;
    url.searchParams.delete(searchParam);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
    openSiteSearch(query);
  }, []);
}
