// Spanish: every built-in word of @ghat/ui, written for the trust's readers.
import type { CompleteUiLocale } from '../types.ts';
import * as content from '../translations/es/content.ts';
import * as dialogs from '../translations/es/dialogs.ts';
import * as forms from '../translations/es/forms.ts';
import * as header from '../translations/es/header.ts';
import * as navigation from '../translations/es/navigation.ts';
import * as patterns from '../translations/es/patterns.ts';

export const es: CompleteUiLocale = {
  code: 'es',
  name: 'Español',
  direction: 'ltr',
  messages: { ...content, ...dialogs, ...forms, ...header, ...navigation, ...patterns },
};
