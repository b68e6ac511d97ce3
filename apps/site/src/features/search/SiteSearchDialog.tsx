// The site's search dialog and the search behind it: imported on demand only, the first
// time the search opens, and from then on it starts fetching the index each time it opens
// (once fetched, that costs nothing), so the first answer does not wait for it.
import { searchDialogCopy } from '@ghat/content';
import { siteLocales } from '@ghat/content/i18n/siteLocales';
import { SearchDialog, type SearchDialogProps } from '@ghat/ui';
import { useCallback, useEffect } from 'react';
import { preloadSiteSearch } from './search.ts';
import { trackedSearch } from './searchReport.ts';

export interface SiteSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialQuery: string;
  /** The words of a translated page's language; English: @ghat/content's. */
  words?: Partial<SearchDialogProps>;
  /** The page's language: the index searched is that language's (English if it has none). */
  locale?: string;
}

export function SiteSearchDialog({
  open,
  onOpenChange,
  initialQuery,
  words = searchDialogCopy,
  locale: pageLocale = 'en',
}: SiteSearchDialogProps) {
  const locale = siteLocales.find((candidate) => candidate.code === pageLocale)?.code ?? 'en';
  useEffect(() => {
    // A failure here is not the reader's concern yet: the search itself tries again and
    // shows its error if the index still cannot be had.
    if (open) preloadSiteSearch(locale).catch(() => undefined);
  }, [open, locale]);
  const search = useCallback((query: string) => trackedSearch(query, locale), [locale]);
  return (
    <SearchDialog
      {...words}
      search={search}
      open={open}
      onOpenChange={onOpenChange}
      initialQuery={initialQuery}
    />
  );
}
