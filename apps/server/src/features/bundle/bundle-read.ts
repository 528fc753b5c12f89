/**
 * Everything an import does before it needs the database: the source's files (within the size limit), each parsed
 * and its rows checked as they come (within the row limit), then each unit's ranking. It is synchronous and CPU-bound
 * by nature, so the server runs it in a worker thread (bundle-worker.ts), never on its event loop (decision 025).
 */
import { BUNDLE_FILES, type BundleFile, type EventFormat, REQUIRED_BUNDLE_FILES } from '@podium/domain'
import { type ReadContent, readBundleContent } from './bundle-content-read.ts'
import { readBundleCsv } from './bundle-csv.ts'
import { BundleError, type BundleProblem, problem } from './bundle-error.ts'
import { readBundleFormats } from './bundle-formats-read.ts'
import { checkRankings } from './bundle-rankings.ts'
import { type BundleRows, rowChecker } from './bundle-rows.ts'
import { type BundleSource, readBundleSource } from './bundle-source.ts'

export interface ReadLimits {
  /** The bundle's files together, unzipped. */
  unzippedBytes: number
  rowsPerFile: number
}

export interface ReadProgress {
  /** read: parsing and checking files (done = files); check: the units' rankings. */
  stage: 'read' | 'check'
  done: number
  total: number
}

export interface ReadBundle {
  rows: BundleRows
  /** The files the bundle has: only theirs are counted in the result. */
  present: BundleFile[]
  /** The first unit's start as written, for the time zone of games an import creates. */
  firstStart: string | undefined
  /**
   * The units' ranking problems: reported with the references' (bundle-known.ts), in file and line order, when the
   * database is known.
   */
  rankingProblems: BundleProblem[]
  /** The games' content (content.json and its files), when the bundle has it. */
  content?: ReadContent | undefined
  /** The competition structures (formats.json), when the bundle has them (decision 078). */
  formats?: EventFormat[] | undefined
}

export const emptyRows = (): BundleRows => Object.fromEntries(BUNDLE_FILES.map((f) => [f, []])) as unknown as BundleRows

export function readBundle(
  source: BundleSource,
  limits: ReadLimits,
  report: (progress: ReadProgress) => void = () => {},
): ReadBundle {
  const files = readBundleSource(source, limits.unzippedBytes)
  // The content first: it is small next to the CSV files, and a bundle refused for it costs no row parsing.
  const content = readBundleContent(source, limits.unzippedBytes)
  const formats = readBundleFormats(source, limits.unzippedBytes)
  const missing = REQUIRED_BUNDLE_FILES.filter((f) => !files.has(f))
  if (missing.length) throw new BundleError(missing.map((file) => problem({ file }, 'missingFile')))

  // Every row of every file is checked before anything is written; the first file with problems stops the import.
  const present = BUNDLE_FILES.filter((f) => files.has(f))
  const problems: BundleProblem[] = []
  const rows = emptyRows()
  let firstStart: string | undefined
  let firstUnit = true
  present.forEach((file, i) => {
    report({ stage: 'read', done: i, total: present.length })
    const check = rowChecker(file, problems)
    const kept = rows[file] as unknown[]
    readBundleCsv(
      file,
      files.get(file) as Uint8Array,
      (row) => {
        if (file === 'units.csv' && firstUnit) {
          firstStart = row.cells.start
          firstUnit = false
        }
        const sound = check(row)
        if (sound) kept.push(sound)
      },
      limits.rowsPerFile,
    )
    // The bytes are parsed: let them go before the next file.
    files.delete(file)
    if (problems.length) throw new BundleError(problems)
  })
  report({ stage: 'read', done: present.length, total: present.length })

  const units = new Set(rows['results.csv'].map((r) => r.row.unit)).size
  report({ stage: 'check', done: 0, total: units })
  const rankingProblems: BundleProblem[] = []
  checkRankings(rows['results.csv'], rankingProblems)
  report({ stage: 'check', done: units, total: units })
  return { rows, present, firstStart, rankingProblems, content, formats }
}
