/**
 * CSV for spreadsheets (RFC 4180), written by the server (applicant export) and the browser
 * (dashboard downloads): every field quoted, quotes doubled, CRLF line ends. A cell starting with
 * =, +, - or @ (or a tab or carriage return) could run as a formula when opened, so it gets a
 * leading apostrophe (OWASP "CSV injection"). Numbers are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number') return Number.isFinite(value) ? `"${value}"` : '""';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
