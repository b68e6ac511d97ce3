// A component folder of its own, so the package build gives the button a chunk of its own: the
// header shows it on every page, and the dialog's chunk (Dialog, the field, the icon set) must not
// come with it into every page's first view.
import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';
// The frame's own icons only: the whole set stays out of every page's first view.
import { FrameIcon } from '../../../primitives/brand/Icon/FrameIcon.tsx';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { languagePickerButton as languagePickerButtonWords } from '../../../i18n/words/languagePickerButton.ts';
import { VisuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './LanguagePickerButton.css.ts';

/** A language the site offers. */
export interface Language {
  /** A BCP 47 tag ('en', 'cy', 'ar'): set as `lang` wherever the language's name is shown. */
  code: string;
  /** Its name in English. */
  name: string;
  /** Its name in itself ('Cymraeg', 'العربية'). */
  nativeName: string;
  /** Written right to left (Arabic, Urdu, Persian, Hebrew). */
  rtl: boolean;
}

/** What the button shows of the current language. */
export type LanguageShown = Pick<Language, 'code' | 'nativeName' | 'rtl'>;

export interface LanguagePickerButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'children'
> {
  /** The language in use now, shown in its own script. */
  language: LanguageShown;
  /**
   * The button's name, with {language} where the current language's name goes: 'Language:
   * {language}'. One message, so each language puts its words and punctuation where it needs
   * them; the words around the name are visually hidden.
   */
  label?: string;
  /** Whether the dialog it opens is open now. */
  open?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The header's language button on its own: the globe and the current
 * language's name. LanguagePicker pairs it with LanguagePickerDialog; a site
 * that loads the dialog and the list of languages only when they are first
 * wanted renders this button alone and opens the dialog from its `onClick`.
 */
export function LanguagePickerButton({
  language,
  label,
  open = false,
  className,
  ...props
}: LanguagePickerButtonProps) {
  const words = useWords('languagePickerButton', languagePickerButtonWords);
  // The language's name is shown, in its own lang and direction: the message's words around
  // it are read only. A label without the placeholder is read before the name.
  const message = label ?? words.label;
  const [before = '', after = ''] = message.includes('{language}')
    ? message.split('{language}')
    : [`${message} `];
  return (
    <button
      type="button"
      className={clsx(styles.trigger, className)}
      aria-haspopup="dialog"
      data-state={open ? 'open' : 'closed'}
      {...props}
    >
      <FrameIcon name="globe" size="md" />
      {before ? <VisuallyHidden>{before}</VisuallyHidden> : null}
      <span lang={language.code} dir={language.rtl ? 'rtl' : 'ltr'}>
        {language.nativeName}
      </span>
      {after ? <VisuallyHidden>{after}</VisuallyHidden> : null}
    </button>
  );
}
