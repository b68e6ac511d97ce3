import type { ReactNode } from 'react';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { languagePickerDialog as languagePickerDialogWords } from '../../../i18n/words/languagePickerDialog.ts';
import type { DialogProps } from '../../dialogs/Dialog/Dialog.tsx';
import { SearchFieldDialog } from '../../dialogs/SearchDialog/SearchFieldDialog.tsx';
import { LanguageList } from './LanguageList.tsx';
import type { Language } from '../LanguagePickerButton/LanguagePickerButton.tsx';

export { filterLanguages, foldForSearch } from './filterLanguages.ts';

export interface LanguagePickerDialogProps {
  languages: readonly Language[];
  /** The code of the current language. */
  value: string;
  /** Called with the chosen language's code; the dialog then closes. */
  onChange: (code: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  dialogTitle?: ReactNode;
  headingLevel?: DialogProps['headingLevel'];
  closeLabel?: string;
  searchLabel?: string;
  listLabel?: string;
  countMessage?: (count: number) => string;
  noMatchesMessage?: (query: string) => string;
}

/**
 * The language picker's dialog on its own: a search field over the list of
 * languages. Focus goes back to whatever opened it when it closes.
 */
export function LanguagePickerDialog(props: LanguagePickerDialogProps) {
  const words = useWords('languagePickerDialog', languagePickerDialogWords);
  const { dialogTitle = words.title, headingLevel, closeLabel } = props;
  const { open, defaultOpen, onOpenChange } = props;
  const dialogProps = { headingLevel, closeLabel, open, defaultOpen, onOpenChange };
  return (
    <SearchFieldDialog {...dialogProps} title={dialogTitle} size="small">
      {/* Mounted on each opening: the filter starts empty, at the current language. */}
      {(inputRef, close) => <LanguageList {...props} inputRef={inputRef} close={close} />}
    </SearchFieldDialog>
  );
}
