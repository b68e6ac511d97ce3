// French: every built-in word of @ghat/ui, written for the trust's readers.
import type { CompleteUiLocale } from '../types.ts';
import * as content from '../translations/fr/content.ts';
import * as dialogs from '../translations/fr/dialogs.ts';
import * as forms from '../translations/fr/forms.ts';
import * as header from '../translations/fr/header.ts';
import * as navigation from '../translations/fr/navigation.ts';
import * as patterns from '../translations/fr/patterns.ts';

// Named here too: a consumer that exports this locale, its type inferred, can then name it
// from this entry (TypeScript's declarations cannot point into the package's private files).
export type { CompleteUiLocale } from '../types.ts';

export const fr: CompleteUiLocale = {
  code: 'fr',
  name: 'Français',
  direction: 'ltr',
  messages: { ...content, ...dialogs, ...forms, ...header, ...navigation, ...patterns },
};
