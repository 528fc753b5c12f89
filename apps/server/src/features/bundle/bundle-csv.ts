/**
 * One CSV file of a bundle → its rows as cells by column name, each with the physical line it starts on (the header
 * is line 1; a quoted cell may span lines). RFC 4180 parsing is csv-parse's; empty lines are skipped, a short row's
 * missing cells are empty, and an empty or blank cell is undefined ("not known"). Rows are handed over one at a time
 * as they are parsed, so a file's records are never all in memory at once, and a file with more rows than the limit
 * stops at the first row too many (decision 025).
 */
import { BUNDLE_COLUMNS, BUNDLE_LIMITS, BUNDLE_PROBLEMS, type BundleFile } from '@podium/domain'
import { parse } from 'csv-parse/sync'
import { BundleError, problem } from './bundle-error.ts'

export interface CsvRow {
  line: number
  cells: Record<string, string | undefined>
}

/** One record (cells and line breaks included) longer than this is not a spreadsheet row. */
const MAX_RECORD_CHARACTERS = 64 * 1024

/** Control characters other than tab and line breaks: PostgreSQL text cannot hold NUL, and none belongs in a name. */
const CONTROL = /[^\P{Cc}\t\n\r]/u

const utf8 = new TextDecoder('utf-8', { fatal: true })
const LF = 0x0a
const CR = 0x0d

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text)
}

/**
 * Parses `bytes`, calling `onRow` for each data row in order; returns the header's columns. Throws a BundleError
 * for a file that is not UTF-8 or not CSV, lacks a required column, or has more than `maxRows` data rows.
 */
export function readBundleCsv(
  file: BundleFile,
  bytes: Uint8Array,
  onRow: (row: CsvRow) => void,
  maxRows: number = BUNDLE_LIMITS.rowsPerFile,
): string[] {
  try {
    utf8.decode(bytes)
  } catch {
    throw new BundleError([problem({ file }, 'notUtf8')])
  }
  // Physical start line of each record: count line breaks up to where it starts, skipping the blank lines before it.
  let line = 1
  let at = 0
  const startLine = (end: number) => {
    while (at < bytes.length && (bytes[at] === LF || bytes[at] === CR)) {
      if (bytes[at] === LF) line++
      at++
    }
    const start = line
    for (; at < end; at++) if (bytes[at] === LF) line++
    return start
  }

  let columns: string[] | undefined
  const wanted = new Map<string, number>()
  let rows = 0
  const onRecord = (record: string[], info: { bytes: number }) => {
    const start = startLine(info.bytes)
    if (!columns) {
      columns = header(file, record, start)
      columns.forEach((c, i) => {
        if (!wanted.has(c)) wanted.set(c, i)
      })
      return null
    }
    if (++rows > maxRows) throw new BundleError([problem({ file, line: start }, 'tooManyRows')])
    const cells: Record<string, string | undefined> = {}
    for (const [name, index] of wanted) {
      const value = record[index]?.trim()
      cells[name] = value ? value : undefined
    }
    onRow({ line: start, cells })
    // Nothing is kept by the parser: the rows live only in what onRow builds.
    return null
  }
  try {
    parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: MAX_RECORD_CHARACTERS,
      on_record: onRecord,
    })
  } catch (error) {
    if (error instanceof BundleError) throw error
    const e = error as { lines?: number; message?: string }
    const detail = e.message ? ` — ${e.message}` : ''
    throw new BundleError([{ file, line: e.lines, problem: `${BUNDLE_PROBLEMS.notCsv}${detail}` }])
  }
  if (!columns) throw new BundleError([problem({ file }, 'emptyFile')])
  return columns
}

function header(file: BundleFile, record: string[], line: number): string[] {
  const columns = record.map((c) => c.trim().toLowerCase())
  const { required } = BUNDLE_COLUMNS[file]
  const missing = required.filter((c) => !columns.includes(c))
  if (missing.length) throw new BundleError(missing.map((column) => problem({ file, line, column }, 'missingColumn')))
  return columns
}
