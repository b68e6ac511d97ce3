// Pseudo-long: English lengthened by about 40%, accented and bracketed ('[Ṁéñû ōñé ţŵō]'),
// for tests and Storybook: text that clips, overflows, was built from pieces, or never went
// through the locale shows at a glance.
import { pseudoLocalise } from '../pseudo.ts';

// The tools, for a test or a story's own text: `pseudoLocaliseAll(props)`.
export { isPseudo, pseudoGrowth, pseudoLocalise, pseudoLocaliseAll } from '../pseudo.ts';
import type { CompleteUiLocale, UiMessages } from '../types.ts';
import { en } from './en.ts';

const messages = Object.fromEntries(
  Object.entries(en.messages).map(([component, words]) => [
    component,
    Object.fromEntries(
      Object.entries(words as Record<string, string>).map(([key, text]) => [
        key,
        pseudoLocalise(text),
      ]),
    ),
  ]),
) as UiMessages;

// Named here too: a consumer that exports this locale, its type inferred, can then name it
// from this entry (TypeScript's declarations cannot point into the package's private files).
export type { CompleteUiLocale } from '../types.ts';

export const pseudo: CompleteUiLocale = {
  // A private-use region of English, as Android's and Chrome's pseudo-locales are.
  code: 'en-XA',
  name: 'Pseudo-long',
  direction: 'ltr',
  messages,
};
