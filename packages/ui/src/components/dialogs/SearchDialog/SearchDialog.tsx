import type { ReactNode } from 'react';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { searchDialog as searchDialogWords } from '../../../i18n/words/searchDialog.ts';
import type { DialogProps } from '../Dialog/Dialog.tsx';
import { SearchFieldDialog } from './SearchFieldDialog.tsx';
import { SearchPanel, type SearchPanelOptions } from './SearchPanel.tsx';

export {
  defaultSearchTypeLabels,
  searchResultTypes,
  type SearchResult,
  type SearchResultLanguage,
  type SearchResultType,
} from './searchTypes.ts';
export { searchResultsPerPage } from './SearchResults.tsx';

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
export function SearchDialog({ title, size = 'medium', ...props }: SearchDialogProps) {
  const words = useWords('searchDialog', searchDialogWords);
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
    <SearchFieldDialog
      {...dialogProps}
      title={title === undefined ? words.title : title}
      size={size}
    >
      {/* Mounted only while open: closing clears the query and the results. */}
      {(inputRef, close) => <SearchPanel {...props} inputRef={inputRef} onChoose={close} />}
    </SearchFieldDialog>
  );
}
