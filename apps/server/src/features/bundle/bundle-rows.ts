/**
 * Row validation of a parsed bundle: each row through its zod schema (packages/domain/src/schemas/bundle.ts), keys
 * unique within their file. Problems carry file, line and column; references to other files are checked later,
 * against the bundle and the database together (bundle-apply.ts).
 */
import {
  BUNDLE_ROW_SCHEMAS,
  type BundleAthleteRow,
  type BundleEventRow,
  type BundleFile,
  type BundleMedallistRow,
  type BundleOrganisationRow,
  type BundleResultRow,
  type BundleTeamRow,
  type BundleUnitRow,
  type BundleVenueRow,
} from '@podium/domain'
import type { CsvTable } from './bundle-csv.ts'
import { type BundleProblem, MAX_PROBLEMS, problem } from './bundle-error.ts'

export interface Lined<T> {
  line: number
  row: T
}

export interface BundleRows {
  'organisations.csv': Lined<BundleOrganisationRow>[]
  'venues.csv': Lined<BundleVenueRow>[]
  'athletes.csv': Lined<BundleAthleteRow>[]
  'events.csv': Lined<BundleEventRow>[]
  'teams.csv': Lined<BundleTeamRow>[]
  'units.csv': Lined<BundleUnitRow>[]
  'results.csv': Lined<BundleResultRow>[]
  'medallists.csv': Lined<BundleMedallistRow>[]
}

/** The key column of the files whose rows are keyed. */
export const KEY_COLUMN: Partial<Record<BundleFile, string>> = {
  'organisations.csv': 'code',
  'venues.csv': 'code',
  'athletes.csv': 'id',
  'events.csv': 'code',
  'teams.csv': 'id',
  'units.csv': 'code',
}

/** Validates every row of one file; `onRow` is called after each row (progress). */
export function checkRows<F extends BundleFile>(
  table: CsvTable & { file: F },
  problems: BundleProblem[],
  onRow: () => void = () => {},
): BundleRows[F] {
  const schema = BUNDLE_ROW_SCHEMAS[table.file]
  const keyColumn = KEY_COLUMN[table.file]
  const seen = new Set<string>()
  const rows: Lined<unknown>[] = []
  for (const { line, cells } of table.rows) {
    if (problems.length >= MAX_PROBLEMS) break
    const parsed = schema.safeParse(cells)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ file: table.file, line, column: String(issue.path[0] ?? ''), problem: issue.message })
      }
    } else {
      const key = keyColumn ? cells[keyColumn] : undefined
      if (key !== undefined && seen.has(key))
        problems.push(problem({ file: table.file, line, column: keyColumn }, 'duplicate'))
      if (key !== undefined) seen.add(key)
      rows.push({ line, row: parsed.data })
    }
    onRow()
  }
  return rows as BundleRows[F]
}
