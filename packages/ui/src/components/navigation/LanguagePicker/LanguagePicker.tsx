import type { ButtonHTMLAttributes, Ref } from 'react';
import { useControllableState } from '../../../hooks/useControllableState.ts';
import {
  LanguagePickerButton,
  type Language,
} from '../LanguagePickerButton/LanguagePickerButton.tsx';
import { LanguagePickerDialog, type LanguagePickerDialogProps } from './LanguagePickerDialog.tsx';

export type { Language } from '../LanguagePickerButton/LanguagePickerButton.tsx';
export { filterLanguages, foldForSearch } from './filterLanguages.ts';

export interface LanguagePickerProps
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'value' | 'children'>,
    Omit<LanguagePickerDialogProps, 'languages'> {
  languages: readonly Language[];
  /** The button's name, with {language} for the current language: 'Language: {language}'. */
  label?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The header's language button: shows the current language in its own
 * script and opens a dialog to find and choose another. (LanguagePickerButton
 * and LanguagePickerDialog are its two halves, for a site that loads the
 * dialog on demand.)
 */
export function LanguagePicker(allProps: LanguagePickerProps) {
  const {
    languages,
    value,
    onClick,
    // The dialog's own props: passed on to it below.
    onChange,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    dialogTitle,
    headingLevel,
    closeLabel,
    searchLabel,
    listLabel,
    countMessage,
    noMatchesMessage,
    ...props
  } = allProps;
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const current = languages.find((language) => language.code === value) ?? {
    code: value,
    nativeName: value,
    rtl: false,
  };
  return (
    <>
      <LanguagePickerButton
        {...props}
        language={current}
        open={open}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) setOpen(true);
        }}
      />
      <LanguagePickerDialog {...allProps} open={open} onOpenChange={setOpen} />
    </>
  );
}
