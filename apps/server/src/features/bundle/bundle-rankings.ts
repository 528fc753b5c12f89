/**
 * Each unit's results through the same ranking rule as results entry (`validateRanking`): ties share a rank and are
 * marked equal automatically, a row with neither rank nor IRM is allowed (a unit still running). It needs only the
 * bundle, so it runs where the bundle is read, off the server's event loop (decision 025).
 */
import { rankingProblemText, validateRanking } from '@podium/domain'
import { type BundleProblem, MAX_PROBLEMS } from './bundle-error.ts'
import type { BundleRows, Lined } from './bundle-rows.ts'

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = groups.get(k)
    if (list) list.push(item)
    else groups.set(k, [item])
  }
  return groups
}

/** A unit's result rows with `rankEqual` set where a rank is shared (the CSV has no column for it). */
export function withTies(rows: readonly Lined<BundleRows['results.csv'][number]['row']>[]) {
  const counts = new Map<number, number>()
  for (const { row } of rows) if (row.rank !== undefined) counts.set(row.rank, (counts.get(row.rank) ?? 0) + 1)
  return rows.map((r) => ({
    line: r.line,
    row: {
      ...r.row,
      rank: r.row.rank ?? null,
      rankEqual: r.row.rank !== undefined && (counts.get(r.row.rank) ?? 0) > 1,
    },
  }))
}

export function checkRankings(results: BundleRows['results.csv'], problems: BundleProblem[]): void {
  for (const [, rows] of groupBy(results, (r) => r.row.unit)) {
    if (problems.length >= MAX_PROBLEMS) return
    const ranked = withTies(rows)
    for (const p of validateRanking(ranked.map((r) => ({ ...r.row, athleteId: r.row.athlete, teamId: r.row.team })))) {
      const row = rows[p.row]
      const text = rankingProblemText(p.field, p.message)
      if (!row || !text || problems.length >= MAX_PROBLEMS) continue
      const column = p.field === 'competitor' ? (row.row.team ? 'team' : 'athlete') : 'rank'
      problems.push({ file: 'results.csv', line: row.line, column, problem: text })
    }
  }
}
