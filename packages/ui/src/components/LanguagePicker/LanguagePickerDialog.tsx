import { useRef, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx';
import { LanguageList } from './LanguageList.tsx';
import type { Language } from './LanguagePickerButton.tsx';

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
export function LanguagePickerDialog({
  languages,
  value,
  onChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  dialogTitle = 'Choose a language',
  headingLevel,
  closeLabel,
  searchLabel = 'Search languages',
  listLabel = 'Languages',
  countMessage = (count) => (count === 1 ? '1 language' : `${count} languages`),
  noMatchesMessage = (query) => `No languages match "${query}"`,
}: LanguagePickerDialogProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      title={dialogTitle}
      headingLevel={headingLevel}
      closeLabel={closeLabel}
      size="small"
      open={open}
      onOpenChange={setOpen}
      initialFocus={inputRef}
    >
      {/* Mounted on each opening: the filter starts empty, at the current language. */}
      <LanguageList
        languages={languages}
        value={value}
        inputRef={inputRef}
        searchLabel={searchLabel}
        listLabel={listLabel}
        countMessage={countMessage}
        noMatchesMessage={noMatchesMessage}
        onChoose={(code) => {
          onChange(code);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}
