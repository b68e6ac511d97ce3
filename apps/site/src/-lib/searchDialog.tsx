// The site's search dialog with the whole content corpus: imported on demand only.
import { searchDialogCopy } from '@ghat/content';
import { SearchDialog } from '@ghat/ui';
import { trackedSearch } from './searchReport.ts';

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
