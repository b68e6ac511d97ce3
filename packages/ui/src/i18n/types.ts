import type * as content from './words/content.ts';
import type * as dialogs from './words/dialogs.ts';
import type * as forms from './words/forms.ts';
import type * as header from './words/header.ts';
import type * as navigation from './words/navigation.ts';
import type * as patterns from './words/patterns.ts';

type EnglishWords = typeof content &
  typeof dialogs &
  typeof forms &
  typeof header &
  typeof navigation &
  typeof patterns;

/** Every built-in word of @ghat/ui, by component: what a complete translation gives. */
export type UiMessages = {
  [Component in keyof EnglishWords]: { [Word in keyof EnglishWords[Component]]: string };
};

/** The components whose words a locale can give. */
export type UiMessageNamespace = keyof UiMessages;

/** Some of the built-in words: a locale may leave words out, which then stay English. */
export type PartialUiMessages = {
  [Component in UiMessageNamespace]?: Partial<UiMessages[Component]>;
};

export type TextDirection = 'ltr' | 'rtl';

/** A language the components speak: its code, its direction and its words. */
export interface UiLocale {
  /** The BCP 47 language tag: the `lang` of the text, and the locale of every Intl format. */
  code: string;
  /** The language's name in that language ('Français', 'العربية'). */
  name: string;
  /** The writing direction; the components' layout and icons follow it. */
  direction: TextDirection;
  /** The words; any left out stay English. */
  messages: PartialUiMessages;
}

/** A locale that gives every built-in word, as each of @ghat/ui's own locales does. */
export interface CompleteUiLocale extends UiLocale {
  messages: UiMessages;
}
