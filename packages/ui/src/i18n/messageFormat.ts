// The message filler alone, apart from formatter.ts and its dates: a module of its own, so a
// component that imports it (a form's notice, a count) is built without the date formats.
import { useCallback } from 'react';
import { useLocale } from './LocaleProvider.tsx';
import { formatMessage, type MessageValues } from './message.ts';

/**
 * Fills a message in the current locale ({placeholders}, plurals by its rules): what
 * `useFormatter().message` does, for a component that shows no dates, so its bundle does
 * not carry the date formats.
 */
export function useMessageFormat(): (template: string, values?: MessageValues) => string {
  const { code } = useLocale();
  return useCallback((template, values) => formatMessage(code, template, values), [code]);
}
