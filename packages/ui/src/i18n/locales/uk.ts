// Ukrainian: every built-in word of @ghat/ui, written for the trust's readers.
import type { CompleteUiLocale } from '../types.ts';
import * as content from '../translations/uk/content.ts';
import * as dialogs from '../translations/uk/dialogs.ts';
import * as forms from '../translations/uk/forms.ts';
import * as header from '../translations/uk/header.ts';
import * as navigation from '../translations/uk/navigation.ts';
import * as patterns from '../translations/uk/patterns.ts';

// Named here too: a consumer that exports this locale, its type inferred, can then name it
// from this entry (TypeScript's declarations cannot point into the package's private files).
export type { CompleteUiLocale } from '../types.ts';

export const uk: CompleteUiLocale = {
  code: 'uk',
  name: 'Українська',
  direction: 'ltr',
  messages: { ...content, ...dialogs, ...forms, ...header, ...navigation, ...patterns },
};
