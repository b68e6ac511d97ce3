import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx';
import { SearchPanel, type SearchPanelOptions } from './SearchPanel.tsx';

export {
  defaultSearchTypeLabels,
  searchResultTypes,
  type SearchResult,
  type SearchResultType,
} from './searchTypes.ts';

export interface SearchDialogProps
  extends
    Omit<DialogProps, 'title' | 'children' | 'initialFocus' | 'description'>,
    SearchPanelOptions {
  title?: ReactNode;
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
  ...props
}: SearchDialogProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  // The panel's own props stay off the <dialog> element.
  const {
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
  } = props;
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
      <SearchPanel {...props} inputRef={inputRef} onChoose={() => setOpen(false)} />
    </Dialog>
  );
}
