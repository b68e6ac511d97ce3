// Portuguese: every built-in word of @ghat/ui, written for the trust's readers.
import type { CompleteUiLocale } from '../types.ts';
import * as content from '../translations/pt/content.ts';
import * as dialogs from '../translations/pt/dialogs.ts';
import * as forms from '../translations/pt/forms.ts';
import * as header from '../translations/pt/header.ts';
import * as navigation from '../translations/pt/navigation.ts';
import * as patterns from '../translations/pt/patterns.ts';

// Named here too: a consumer that exports this locale, its type inferred, can then name it
// from this entry (TypeScript's declarations cannot point into the package's private files).
export type { CompleteUiLocale } from '../types.ts';

export const pt: CompleteUiLocale = {
  code: 'pt',
  name: 'Português',
  direction: 'ltr',
  messages: { ...content, ...dialogs, ...forms, ...header, ...navigation, ...patterns },
};
