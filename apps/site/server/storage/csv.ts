// CSV for the trust's spreadsheets (RFC 4180), safe to open: a cell that a spreadsheet would
// run as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with
// an apostrophe, so a visitor's "=HYPERLINK(...)" stays text.

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: quoted when it holds a comma, a quote or a line break; formulas defused. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, lines ending CRLF as the format asks. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
