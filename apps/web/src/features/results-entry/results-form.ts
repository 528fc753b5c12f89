/**
 * The results form's rules, all the domain's: the rows it sends (ties marked by `markTies`), the problems
 * `validateRanking` finds in them, and the medallists `medalsFromRanks` would award. Pure, so the API suite can check
 * the preview against what the server really awards.
 */
import {
  IRMS,
  type Irm,
  MEDALS,
  type MedalAward,
  markTies,
  medalsFromRanks,
  orderResults,
  type PutResults,
  type ScheduleItem,
  type UnitDetail,
  type UnitMedal,
  validateRanking,
} from '@podium/domain'

/** One competitor's row of the form, as typed: the rank is the input's text, the IRM the select's value. */
export interface ResultFormRow {
  key: string
  name: string
  organisation: string
  athleteId: string | null
  teamId: string | null
  rank: string
  result: string
  irm: string
}

/**
 * The form's rows of a unit: its results once it has some, by rank (domain `orderResults`: the order every screen
 * shows), else its start list in start order. Rows typed since keep their place until saved.
 */
export function formRowsOf(detail: UnitDetail): ResultFormRow[] {
  const source = detail.results.length ? orderResults(detail.results) : detail.startList
  return source.map((r) => {
    const result = 'rank' in r ? r : null
    return {
      key: r.team?.id ?? r.athlete?.id ?? r.name,
      name: r.name,
      organisation: r.organisation.code,
      athleteId: r.team ? null : (r.athlete?.id ?? null),
      teamId: r.team?.id ?? null,
      rank: result?.rank ? String(result.rank) : '',
      result: result?.result ?? '',
      irm: result?.irm ?? '',
    }
  })
}

const isIrm = (value: string): value is Irm => (IRMS as readonly string[]).includes(value)

/** Each form row beside the request row it becomes. */
function withResults(rows: readonly ResultFormRow[]) {
  return markTies(
    rows.map((row) => ({
      row,
      rank: row.rank ? Number(row.rank) : null,
      ...(row.teamId ? { teamId: row.teamId } : { athleteId: row.athleteId }),
      result: row.result.trim() || null,
      irm: isIrm(row.irm) ? row.irm : null,
    })),
  )
}

/** The rows `PUT /units/{code}/results` receives from the form. */
export function resultRowsOf(rows: readonly ResultFormRow[]): PutResults['results'] {
  return withResults(rows).map(({ row: _row, ...result }) => result)
}

/** The domain's ranking problems of the rows, as the field names the API reports per row (`results.3.rank`). */
export function rankingProblems(results: PutResults['results']): Map<number, string[]> {
  const byRow = new Map<number, string[]>()
  for (const { row, field } of validateRanking(results)) {
    const fields = byRow.get(row) ?? []
    if (!fields.includes(field)) byRow.set(row, [...fields, field])
  }
  return byRow
}

/** Whether a separate bronze contest decides the event's bronze: the server asks the same of the event's units. */
export function eventHasBronzeContest(
  schedule: readonly Pick<ScheduleItem, 'eventCode' | 'medal'>[],
  eventCode: string,
): boolean {
  return schedule.some((item) => item.eventCode === eventCode && item.medal === 'BRONZE')
}

/**
 * The medallists the unit awards once its results are official, if saved as they stand: the domain's medal rule
 * over the rows the form sends, gold first, and nobody while the rows break the ranking rules (the server would
 * refuse them).
 */
export function medallistsPreview(
  rows: readonly ResultFormRow[],
  unit: { medal: UnitMedal | null; eventHasBronzeContest: boolean },
): MedalAward<ResultFormRow>[] {
  if (!unit.medal) return []
  const entries = withResults(rows)
  if (validateRanking(entries).length) return []
  return medalsFromRanks(unit.medal, entries, { eventHasBronzeContest: unit.eventHasBronzeContest })
    .map(({ medal, entry }) => ({ medal, entry: entry.row }))
    .sort((a, b) => MEDALS.indexOf(a.medal) - MEDALS.indexOf(b.medal))
}
