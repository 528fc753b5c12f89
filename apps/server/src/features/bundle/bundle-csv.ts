/**
 * One CSV file of a bundle → its rows as cells by column name, each with the physical line it starts on (the header
 * is line 1; a quoted cell may span lines). RFC 4180 parsing is csv-parse's; empty lines are skipped, a short row's
 * missing cells are empty, and an empty or blank cell is undefined ("not known").
 */
import { BUNDLE_COLUMNS, BUNDLE_PROBLEMS, type BundleFile } from '@podium/domain'
import { parse } from 'csv-parse/sync'
import { BundleError, problem } from './bundle-error.ts'

export interface CsvRow {
  line: number
  cells: Record<string, string | undefined>
}

export interface CsvTable {
  file: BundleFile
  columns: string[]
  rows: CsvRow[]
}

const utf8 = new TextDecoder('utf-8', { fatal: true })
const LF = 0x0a
const CR = 0x0d

interface Parsed {
  record: string[]
  info: { bytes: number }
}

export function parseBundleCsv(file: BundleFile, bytes: Uint8Array): CsvTable {
  try {
    utf8.decode(bytes)
  } catch {
    throw new BundleError([problem({ file }, 'notUtf8')])
  }
  let records: Parsed[]
  try {
    records = parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as Parsed[]
  } catch (error) {
    const e = error as { lines?: number; message?: string }
    const detail = e.message ? ` — ${e.message}` : ''
    throw new BundleError([{ file, line: e.lines, problem: `${BUNDLE_PROBLEMS.notCsv}${detail}` }])
  }

  // Physical start line of each record: count line breaks up to where it starts, skipping the blank lines before it.
  let line = 1
  let at = 0
  const startLines = records.map((r) => {
    while (at < bytes.length && (bytes[at] === LF || bytes[at] === CR)) {
      if (bytes[at] === LF) line++
      at++
    }
    const start = line
    for (; at < r.info.bytes; at++) if (bytes[at] === LF) line++
    return start
  })

  const [header, ...body] = records
  if (!header) throw new BundleError([problem({ file }, 'emptyFile')])
  const columns = header.record.map((c) => c.trim().toLowerCase())
  const { required } = BUNDLE_COLUMNS[file]
  const missing = required.filter((c) => !columns.includes(c))
  if (missing.length) {
    throw new BundleError(missing.map((column) => problem({ file, line: startLines[0] ?? 1, column }, 'missingColumn')))
  }
  const wanted = new Map<string, number>()
  columns.forEach((c, i) => {
    if (!wanted.has(c)) wanted.set(c, i)
  })
  const rows = body.map((r, i): CsvRow => {
    const cells: Record<string, string | undefined> = {}
    for (const [name, index] of wanted) {
      const value = r.record[index]?.trim()
      cells[name] = value ? value : undefined
    }
    return { line: startLines[i + 1] ?? 0, cells }
  })
  return { file, columns, rows }
}
