// The language picker's dialog with the full list of languages: imported on demand only.
import { languages } from '@ghat/content';
import { LanguagePickerDialog, type LanguagePickerDialogProps } from '@ghat/ui';
import { choosePreferredLanguage } from './languageChoice.ts';

export type LanguageDialogProps = Omit<LanguagePickerDialogProps, 'languages' | 'onChange'>;

export function LanguageDialog(props: LanguageDialogProps) {
  return (
    <LanguagePickerDialog
      {...props}
      languages={languages}
      onChange={(code) => {
        const chosen = languages.find((language) => language.code === code);
        if (chosen) choosePreferredLanguage(chosen);
      }}
    />
  );
}
