/**
 * Row validation of a parsed bundle: each row through its zod schema (packages/domain/src/schemas/bundle.ts), keys
 * unique within their file. Problems carry file, line and column; references to other files are checked later,
 * against the bundle and the database together (bundle-apply.ts).
 */
import {
  BUNDLE_ROW_SCHEMAS,
  type BundleAthleteRow,
  type BundleDisciplineRow,
  type BundleEventRow,
  type BundleFile,
  type BundleMedallistRow,
  type BundleOrganisationRow,
  type BundleRecordRow,
  type BundleResultRow,
  type BundleTeamRow,
  type BundleUnitRow,
  type BundleVenueRow,
} from '@podium/domain'
import { type CsvRow, hasControlCharacter } from './bundle-csv.ts'
import { type BundleProblem, MAX_PROBLEMS, problem } from './bundle-error.ts'

export interface Lined<T> {
  line: number
  row: T
}

export interface BundleRows {
  'disciplines.csv': Lined<BundleDisciplineRow>[]
  'organisations.csv': Lined<BundleOrganisationRow>[]
  'venues.csv': Lined<BundleVenueRow>[]
  'athletes.csv': Lined<BundleAthleteRow>[]
  'events.csv': Lined<BundleEventRow>[]
  'teams.csv': Lined<BundleTeamRow>[]
  'units.csv': Lined<BundleUnitRow>[]
  'results.csv': Lined<BundleResultRow>[]
  'medallists.csv': Lined<BundleMedallistRow>[]
  'records.csv': Lined<BundleRecordRow>[]
}

/** The key column of the files whose rows are keyed. */
export const KEY_COLUMN: Partial<Record<BundleFile, string>> = {
  'disciplines.csv': 'code',
  'organisations.csv': 'code',
  'venues.csv': 'code',
  'athletes.csv': 'id',
  'events.csv': 'code',
  'teams.csv': 'id',
  'units.csv': 'code',
}

/** Files keyed by more than one column: the columns, and the one a duplicate is reported on. */
const COMPOSITE_KEY: Partial<Record<BundleFile, { columns: readonly string[]; report: string }>> = {
  // One record per event and kind (decision 094).
  'records.csv': { columns: ['event', 'kind'], report: 'kind' },
}

/**
 * A checker for the rows of one file, fed one row at a time as the file is parsed: a cell with a control character,
 * a row its schema refuses or a key seen before adds problems (up to MAX_PROBLEMS); a sound row is returned.
 * Duplicates are found with a set of the keys seen, so a file of repeated rows costs one pass.
 */
export function rowChecker<F extends BundleFile>(
  file: F,
  problems: BundleProblem[],
): (row: CsvRow) => BundleRows[F][number] | undefined {
  const schema = BUNDLE_ROW_SCHEMAS[file]
  const composite = COMPOSITE_KEY[file]
  const keyColumn = KEY_COLUMN[file] ?? composite?.report
  const seen = new Set<string>()
  return ({ line, cells }) => {
    if (problems.length >= MAX_PROBLEMS) return undefined
    const control = Object.keys(cells).find((column) => hasControlCharacter(cells[column] ?? ''))
    if (control !== undefined) {
      problems.push(problem({ file, line, column: control }, 'controlCharacter'))
      return undefined
    }
    const parsed = schema.safeParse(cells)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ file, line, column: String(issue.path[0] ?? ''), problem: issue.message })
      }
      return undefined
    }
    const key = composite
      ? composite.columns.map((c) => cells[c] ?? '').join('\u0000')
      : keyColumn
        ? cells[keyColumn]
        : undefined
    if (key !== undefined && seen.has(key)) problems.push(problem({ file, line, column: keyColumn }, 'duplicate'))
    if (key !== undefined) seen.add(key)
    return { line, row: parsed.data } as BundleRows[F][number]
  }
}
