// The site's search dialog with the whole content corpus: imported on demand only.
import { searchDialogCopy } from '@ghat/content';
import { SearchDialog } from '@ghat/ui';
import { searchSite } from './search.ts';
import { track } from './tracker.ts';

/** Searches and reports how many results a query found: never the query's text. */
async function trackedSearch(query: string) {
  const results = await searchSite(query);
  track('search', { results: results.length, query_length: query.length });
  return results;
}

export interface SiteSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialQuery: string;
}

export function SiteSearchDialog({ open, onOpenChange, initialQuery }: SiteSearchDialogProps) {
  return (
    <SearchDialog
      {...searchDialogCopy}
      search={trackedSearch}
      open={open}
      onOpenChange={onOpenChange}
      initialQuery={initialQuery}
    />
  );
}
