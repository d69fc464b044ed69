/** A spreadsheet reads a cell starting with one of these as a formula (CSV injection)... */
const formulaStart = /^[=+\-@\t\r]/;
/** ...but a phone number or a plain number (+91 98765 43210, -5) is data, kept as it is. */
const plainNumber = /^[+-]?[\d ().-]+$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, its quotes
 * doubled; a field a spreadsheet would run as a formula is kept as text with a leading '.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (formulaStart.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV with CRLF line ends, after a byte-order mark so that spreadsheets read the UTF-8
 * names and messages (Hindi, Tamil, …) correctly.
 */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
