// Arabic: every built-in word of @ghat/ui, written for the trust's readers.
import type { CompleteUiLocale } from '../types.ts';
import * as content from '../translations/ar/content.ts';
import * as dialogs from '../translations/ar/dialogs.ts';
import * as forms from '../translations/ar/forms.ts';
import * as header from '../translations/ar/header.ts';
import * as navigation from '../translations/ar/navigation.ts';
import * as patterns from '../translations/ar/patterns.ts';

// Named here too: a consumer that exports this locale, its type inferred, can then name it
// from this entry (TypeScript's declarations cannot point into the package's private files).
export type { CompleteUiLocale } from '../types.ts';

export const ar: CompleteUiLocale = {
  code: 'ar',
  name: 'العربية',
  direction: 'rtl',
  messages: { ...content, ...dialogs, ...forms, ...header, ...navigation, ...patterns },
};
