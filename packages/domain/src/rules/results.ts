import type { Medal, UnitMedal } from '../codes/competition.ts'

/** The fields of a result row the ranking rules look at. */
export interface RankedEntry {
  rank: number | null
  rankEqual?: boolean | null
  athleteId?: string | null
  teamId?: string | null
  irm?: string | null
}

export interface RankingProblem {
  /** Index of the offending row. */
  row: number
  field: 'rank' | 'rankEqual' | 'competitor' | 'irm'
  message: string
}

/**
 * Checks a unit's result rows the way a results system does: one row per competitor (an athlete or a team, not
 * both); ranks are standard competition ranks (1, 2, 2, 4 — a tie takes the places it covers and is marked equal);
 * a row without rank needs an IRM (DNS, DNF, DSQ…). Returns every problem, empty when the rows are sound.
 */
export function validateRanking(rows: readonly RankedEntry[]): RankingProblem[] {
  const problems: RankingProblem[] = []
  const seen = new Set<string>()
  rows.forEach((row, index) => {
    const hasAthlete = Boolean(row.athleteId)
    const hasTeam = Boolean(row.teamId)
    if (hasAthlete === hasTeam) {
      problems.push({ row: index, field: 'competitor', message: 'Give either an athlete or a team' })
    } else {
      const key = hasTeam ? `team:${row.teamId}` : `athlete:${row.athleteId}`
      if (seen.has(key)) problems.push({ row: index, field: 'competitor', message: 'This competitor is listed twice' })
      seen.add(key)
    }
    if (row.rank === null && !row.irm) {
      problems.push({ row: index, field: 'irm', message: 'A result without a rank needs an IRM' })
    }
  })

  const ranked = rows
    .map((row, index) => ({ row, index }))
    .filter((r): r is { row: RankedEntry & { rank: number }; index: number } => r.row.rank !== null)
    .sort((a, b) => a.row.rank - b.row.rank)
  let expected = 1
  let i = 0
  while (i < ranked.length) {
    const first = ranked[i]
    if (!first) break
    const rank = first.row.rank
    const group = ranked.filter((r) => r.row.rank === rank)
    if (rank !== expected) {
      problems.push({
        row: first.index,
        field: 'rank',
        message: `Rank ${rank} follows rank ${expected - 1}: expected ${expected}`,
      })
    }
    if (group.length > 1) {
      for (const r of group) {
        if (!r.row.rankEqual)
          problems.push({ row: r.index, field: 'rankEqual', message: `Rank ${rank} is shared: mark it equal` })
      }
    } else if (first.row.rankEqual) {
      problems.push({ row: first.index, field: 'rankEqual', message: `Rank ${rank} is not shared` })
    }
    expected = rank + group.length
    i += group.length
  }
  return problems
}

/**
 * Marks each row whose rank another row shares as equal (and every other row as not), the way `validateRanking`
 * wants ties: a form that takes only ranks sends `1, 1, 3` as two equal firsts and a third.
 */
export function markTies<T extends RankedEntry>(rows: readonly T[]): (T & { rankEqual: boolean })[] {
  const counts = new Map<number, number>()
  for (const row of rows) if (row.rank !== null) counts.set(row.rank, (counts.get(row.rank) ?? 0) + 1)
  return rows.map((row) => ({ ...row, rankEqual: row.rank !== null && (counts.get(row.rank) ?? 0) > 1 }))
}

export interface MedalAward<T> {
  medal: Medal
  entry: T
}

/**
 * The medals a finished medal unit awards from its ranks: a final (GOLD) gives gold to rank 1 and silver to rank 2,
 * and bronze to rank 3 when the event has no separate bronze contest; a bronze contest (BRONZE) gives bronze to
 * rank 1. Ties share the medal (two golds, no silver). Rows with an IRM or no rank get nothing.
 */
export function medalsFromRanks<T extends RankedEntry>(
  unitMedal: UnitMedal,
  rows: readonly T[],
  options: { eventHasBronzeContest: boolean },
): MedalAward<T>[] {
  const awards: MedalAward<T>[] = []
  for (const entry of rows) {
    if (entry.rank === null || entry.irm) continue
    let medal: Medal | null = null
    if (unitMedal === 'BRONZE') medal = entry.rank === 1 ? 'BRONZE' : null
    else if (entry.rank === 1) medal = 'GOLD'
    else if (entry.rank === 2) medal = 'SILVER'
    else if (entry.rank === 3 && !options.eventHasBronzeContest) medal = 'BRONZE'
    if (medal) awards.push({ medal, entry })
  }
  return awards
}

/**
 * Where an IRM row stands among the others once every ranked row is listed (docs/product-rules.md §4, "Result
 * order"), as result books list them (World Athletics: DNF, DQ, DNS; World Aquatics: DSQ, DNS): those who competed
 * and went furthest first — lapped or outside the time limit, no valid mark, did not finish —, then those
 * disqualified, and those who did not start last. An IRM not in this list (a feed's newer code) goes after them all.
 */
export const IRM_ORDER: readonly string[] = ['LAP', 'OTL', 'NM', 'DNF', 'DSQ', 'DQB', 'AC', 'DNS']

/** The group a row is shown in: 0 ranked, 1 neither rank nor IRM (still to come), 2 with an IRM. */
function resultGroup(row: Pick<RankedEntry, 'rank' | 'irm'>): number {
  if (row.irm) return 2
  return row.rank === null ? 1 : 0
}

/**
 * The order result rows are shown in, everywhere (the unit page, its leaders, `/now`, the results-entry screen):
 * by rank, rows sharing a rank together; then rows with neither rank nor IRM (a heat still being entered); then IRM
 * rows, by `IRM_ORDER`. A row with an IRM counts as an IRM row even if it also carries a rank. Within a group the
 * rows keep the order they came in (start order, or the feed's), so the sort is stable and never reshuffles ties.
 */
export function compareResultRows(a: Pick<RankedEntry, 'rank' | 'irm'>, b: Pick<RankedEntry, 'rank' | 'irm'>): number {
  const group = resultGroup(a) - resultGroup(b)
  if (group !== 0) return group
  if (a.irm && b.irm) {
    const at = (irm: string) => {
      const index = IRM_ORDER.indexOf(irm)
      return index === -1 ? IRM_ORDER.length : index
    }
    return at(a.irm) - at(b.irm)
  }
  if (a.rank !== null && b.rank !== null) return a.rank - b.rank
  return 0
}

/** The rows in the order `compareResultRows` gives, as a new array (stable: equal rows keep their order). */
export function orderResults<T extends Pick<RankedEntry, 'rank' | 'irm'>>(rows: readonly T[]): T[] {
  return [...rows].sort(compareResultRows)
}
