// Dates are kept as ISO (YYYY-MM-DD) and shown the way the spec writes them. Both formats
// read the date with @ghat/forms' parseIsoDate, as ui and the forms service do.
import { parseIsoDate } from '@ghat/forms';

/** '2025-09-16' -> '16 September 2025' (Last Updated lines, article dates): the one long date. */
export { formatLongDate } from '@ghat/forms';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '2025-05-08' -> '08/05/2025' (the governance policies' Effective and Review dates). */
export function formatNumericDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  return `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
