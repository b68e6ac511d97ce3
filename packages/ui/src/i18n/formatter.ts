// The one formatter of dates, numbers and messages: each through Intl, in the locale's rules.
import { formatLongDate, parseIsoDate } from '@ghat/forms';
import { formatMessage, formatNumber, type MessageValues } from './message.ts';
import { useLocale } from './LocaleProvider.tsx';
import type { TextDirection } from './types.ts';

export interface LocaleFormatter {
  /** The locale's BCP 47 tag. */
  locale: string;
  direction: TextDirection;
  /** A message with its {placeholders} filled, plurals by the locale's rules. */
  message(template: string, values?: MessageValues): string;
  /** A number as the locale writes it. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /**
   * A date as the locale writes it in full ('30 September 2025', '30 septembre 2025'): an ISO
   * date ('2025-09-30'), read as a calendar day in UTC, or a Date. Text that is not a date
   * ('Spring 2024') is returned as given.
   */
  date(value: string | Date, options?: Intl.DateTimeFormatOptions): string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a locale: one place where dates, numbers and messages take its rules. */
export function createFormatter(locale: string, direction: TextDirection = 'ltr'): LocaleFormatter {
  return {
    locale,
    direction,
    message: (template, values) => formatMessage(locale, template, values),
    number: (value, options) => formatNumber(locale, value, options),
    date(value, options) {
      if (typeof value === 'string' && !options) return formatLongDate(value, locale);
      const date = typeof value === 'string' ? parseIsoDate(value) : value;
      if (!date) return String(value);
      const parts = options ?? { day: 'numeric', month: 'long', year: 'numeric' };
      const key = `${locale}|${JSON.stringify(parts)}`;
      let format = dateFormats.get(key);
      if (!format) {
        format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...parts });
        dateFormats.set(key, format);
      }
      return format.format(date);
    },
  };
}

const formatters = new Map<string, LocaleFormatter>();

/** The current locale's formatter for dates, numbers and messages. */
export function useFormatter(): LocaleFormatter {
  const { code, direction } = useLocale();
  const key = `${code}|${direction}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = createFormatter(code, direction);
    formatters.set(key, formatter);
  }
  return formatter;
}
