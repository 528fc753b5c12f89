/**
 * CSV for spreadsheets (decision 040): RFC 4180 quoting, and cells a spreadsheet would run as a formula (starting
 * with = + - @, or a tab or carriage return) prefixed with `'`, so an exported suggestion can never run as one.
 */

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: neutralised against formula injection, then quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows to a CSV document: CRLF line ends (RFC 4180), a UTF-8 byte-order mark so spreadsheets read accents right. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
