// British English: every built-in word as the components have it. A provider needs no locale
// for English; this is the whole catalogue, for tools (pseudo-localisation, the docs' table)
// and for a page that switches languages and back.
import type { CompleteUiLocale } from '../types.ts';
import * as content from '../words/content.ts';
import * as dialogs from '../words/dialogs.ts';
import * as forms from '../words/forms.ts';
import * as header from '../words/header.ts';
import * as navigation from '../words/navigation.ts';
import * as patterns from '../words/patterns.ts';

// Named here too: a consumer that exports this locale, its type inferred, can then name it
// from this entry (TypeScript's declarations cannot point into the package's private files).
export type { CompleteUiLocale } from '../types.ts';

export const en: CompleteUiLocale = {
  code: 'en-GB',
  name: 'English',
  direction: 'ltr',
  messages: { ...content, ...dialogs, ...forms, ...header, ...navigation, ...patterns },
};
