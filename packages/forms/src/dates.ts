/** The parts of the long date, '1 January 2024', for a formatter that adds to it (a time). */
export const longDateParts = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar day an ISO date starts with ('2024-01-15', or '2024-01-15T…' with the time
 * ignored) as midnight UTC; null for anything else or a day that does not exist. Read as
 * UTC, not local time, so no reader's time zone moves it a day.
 */
export function parseIsoDate(isoDate: string): Date | null {
  const match = isoDatePattern.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 February over into March: such a day is not a date.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * British English month names, for the long date without Intl: a page's first Intl date
 * format loads the browser's locale data, a long task on a slow phone just as a list of
 * cards hydrates. dates.test.ts holds these to Intl's own output, day by day.
 */
const britishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const formats = new Map<string, Intl.DateTimeFormat>();

function longDateFormat(locale: string) {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...longDateParts, timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * An ISO date as people read it: '2024-01-15' -> '15 January 2024' in British English, or
 * as `locale` writes it. Anything that is not an ISO date ('Spring 2024') is returned as given.
 */
export function formatLongDate(isoDate: string, locale = 'en-GB'): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  if (locale === 'en-GB') {
    return `${date.getUTCDate()} ${britishMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  }
  return longDateFormat(locale).format(date);
}
