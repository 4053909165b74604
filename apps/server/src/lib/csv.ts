/**
 * CSV for the bookkeeper's spreadsheet (RFC 4180): every cell quoted when it holds a comma, a quote
 * or a line break; a cell that starts like a formula (= + - @, or a tab or carriage return before
 * one) gets a leading apostrophe, so a spreadsheet shows it as text instead of running it.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, lines ended by CRLF. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
