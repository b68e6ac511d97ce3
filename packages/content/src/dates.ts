// Dates are kept as ISO (YYYY-MM-DD) and shown the way the spec writes them.

function parts(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const monthNames = [
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
];

/** '2025-09-16' -> '16 September 2025' (Last Updated lines, article dates). */
export function formatLongDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${day} ${monthNames[month - 1]} ${year}`;
}

/** '2025-05-08' -> '08/05/2025' (the governance policies' Effective and Review dates). */
export function formatNumericDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}
