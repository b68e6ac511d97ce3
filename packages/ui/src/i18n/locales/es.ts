// Spanish: every built-in word of @ghat/ui, written for the trust's readers.
import type { CompleteUiLocale } from '../types.ts';
import * as content from '../translations/es/content.ts';
import * as dialogs from '../translations/es/dialogs.ts';
import * as forms from '../translations/es/forms.ts';
import * as header from '../translations/es/header.ts';
import * as navigation from '../translations/es/navigation.ts';
import * as patterns from '../translations/es/patterns.ts';

// Named here too: a consumer that exports this locale, its type inferred, can then name it
// from this entry (TypeScript's declarations cannot point into the package's private files).
export type { CompleteUiLocale } from '../types.ts';

export const es: CompleteUiLocale = {
  code: 'es',
  name: 'Español',
  direction: 'ltr',
  messages: { ...content, ...dialogs, ...forms, ...header, ...navigation, ...patterns },
};
