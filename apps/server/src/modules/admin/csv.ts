// The admin lists as CSV (RFC 4180: comma-separated, CRLF, fields quoted when they need it). A cell
// that starts like a spreadsheet formula (= + - @, tab, CR) is prefixed with an apostrophe, so a
// customer's name cannot run as a formula in the admin's spreadsheet (OWASP "CSV injection").
export type CsvCell = string | number | boolean | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
