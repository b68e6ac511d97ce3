import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TextDirection, UiLocale, UiMessageNamespace, UiMessages } from './types.ts';
import * as styles from './LocaleProvider.css.ts';

/** British English with no words of its own: every component's defaults are English. */
const english: UiLocale = { code: 'en-GB', name: 'English', direction: 'ltr', messages: {} };

interface LocaleContextValue {
  locale: UiLocale;
  direction: TextDirection;
}

const englishContext: LocaleContextValue = { locale: english, direction: 'ltr' };

const LocaleContext = createContext<LocaleContextValue>(englishContext);

export interface LocaleProviderProps {
  /**
   * The language of the components inside: one of @ghat/ui's (`import { fr } from
   * '@ghat/ui/locales/fr'`) or your own. Left out: British English.
   */
  locale?: UiLocale;
  /** Overrides the locale's direction, for a page that sets it another way. */
  dir?: TextDirection;
  /**
   * Whether to mark the components inside with the locale's `lang` and `dir` (on an element
   * that takes no room: `display: contents`), so text and layout follow it. Turn it off when
   * the page's `<html>` already says both.
   */
  marksLanguage?: boolean;
  children: ReactNode;
}

/**
 * Picks the language of every component inside: their built-in words (any word passed as a
 * prop still wins), their dates and numbers (through Intl), and their direction.
 */
export function LocaleProvider({
  locale = english,
  dir,
  marksLanguage = true,
  children,
}: LocaleProviderProps) {
  const direction = dir ?? locale.direction;
  const value = useMemo(() => ({ locale, direction }), [locale, direction]);
  return (
    <LocaleContext.Provider value={value}>
      {marksLanguage ? (
        <div lang={locale.code} dir={direction} className={styles.scope}>
          {children}
        </div>
      ) : (
        children
      )}
    </LocaleContext.Provider>
  );
}

/** The locale components are in: its code, name and direction, and its words. */
export function useLocale(): UiLocale & { direction: TextDirection } {
  const { locale, direction } = useContext(LocaleContext);
  return { ...locale, direction };
}

/**
 * A component's built-in words in the current locale: its English (which the component
 * imports itself, so a bundle holds only the English of components it uses) with the
 * locale's translation over it.
 */
export function useWords<Namespace extends UiMessageNamespace>(
  namespace: Namespace,
  englishWords: UiMessages[Namespace],
): UiMessages[Namespace] {
  const translated = useContext(LocaleContext).locale.messages[namespace];
  return useMemo(
    () => (translated ? { ...englishWords, ...translated } : englishWords),
    [englishWords, translated],
  );
}
