/**
 * Corrections in the open (decision 086, docs/product-rules.md "Corrections"): what changed for each competitor when
 * a result that was official changes. Pure, so the server's writer computes the public log's entries with it and
 * the screens read the same shape.
 */

/** One competitor's line as the correction log compares it: rank, mark (the printed result), IRM and medal. */
export interface CorrectionLine {
  athleteId: string | null
  teamId: string | null
  organisationCode: string
  rank: number | null
  /** The printed result: the result, else the time, the score or the points. */
  mark: string | null
  irm: string | null
  medal: 'GOLD' | 'SILVER' | 'BRONZE' | null
}

/** A value before and after the correction (null: none, or the competitor was not listed). */
export interface Change<T> {
  from: T | null
  to: T | null
}

/** What changed for one competitor; a field is present only when it changed. */
export interface CompetitorChange {
  athleteId: string | null
  teamId: string | null
  organisationCode: string
  rank?: Change<number>
  mark?: Change<string>
  irm?: Change<string>
  medal?: Change<'GOLD' | 'SILVER' | 'BRONZE'>
}

const keyOf = (l: Pick<CorrectionLine, 'athleteId' | 'teamId'>) =>
  l.teamId ? `team:${l.teamId}` : `athlete:${l.athleteId ?? ''}`

/** The printed mark of a result row: what the results table shows first. */
export function markOf(row: {
  result?: string | null
  time?: string | null
  score?: string | null
  points?: number | null
}): string | null {
  return (
    row.result ?? row.time ?? row.score ?? (row.points === null || row.points === undefined ? null : `${row.points}`)
  )
}

/**
 * The differences between the lines before and after, one per competitor whose rank, mark, IRM or medal changed
 * (a competitor added or removed shows null on the missing side). Ordered by the new rank, then the old one, so the
 * log reads like the corrected results. Empty when nothing a spectator sees changed.
 */
export function diffCorrection(
  before: readonly CorrectionLine[],
  after: readonly CorrectionLine[],
): CompetitorChange[] {
  const old = new Map(before.map((l) => [keyOf(l), l]))
  const now = new Map(after.map((l) => [keyOf(l), l]))
  const keys = [...new Set([...now.keys(), ...old.keys()])]
  const changes: (CompetitorChange & { order: number })[] = []
  for (const key of keys) {
    const b = old.get(key)
    const a = now.get(key)
    const who = (a ?? b) as CorrectionLine
    const change: CompetitorChange & { order: number } = {
      athleteId: who.athleteId,
      teamId: who.teamId,
      organisationCode: who.organisationCode,
      order: a?.rank ?? b?.rank ?? Number.MAX_SAFE_INTEGER,
    }
    let changed = false
    for (const field of ['rank', 'mark', 'irm', 'medal'] as const) {
      const from = b?.[field] ?? null
      const to = a?.[field] ?? null
      if (from === to) continue
      // Each field keeps its own type; the record is written through a loose view of it.
      ;(change as unknown as Record<string, Change<unknown>>)[field] = { from, to }
      changed = true
    }
    if (changed) changes.push(change)
  }
  return changes.sort((x, y) => x.order - y.order).map(({ order: _order, ...c }) => c)
}

/** Whether a correction moved a medal (the medal table marks the delegations it touched). */
export const correctionMovesMedals = (changes: readonly Pick<CompetitorChange, 'medal'>[]): boolean =>
  changes.some((c) => c.medal !== undefined)

/** The delegations whose medals a correction changed: each one lost or gained a medal. */
export function organisationsWithMovedMedals(
  changes: readonly Pick<CompetitorChange, 'medal' | 'organisationCode'>[],
): string[] {
  return [...new Set(changes.filter((c) => c.medal !== undefined).map((c) => c.organisationCode))]
}

/**
 * What a status change is for the log: a result leaving OFFICIAL is a withdrawal; coming back to OFFICIAL after one
 * is a reinstatement; a change while official stays a correction; anything else is no entry.
 */
export type CorrectionKind = 'corrected' | 'withdrawn' | 'reinstated'

export function correctionKindOf(
  before: string | null,
  after: string | null,
  wasWithdrawn: boolean,
): CorrectionKind | null {
  if (before === 'OFFICIAL' && after !== 'OFFICIAL') return 'withdrawn'
  if (before === 'OFFICIAL' && after === 'OFFICIAL') return 'corrected'
  if (before !== 'OFFICIAL' && after === 'OFFICIAL' && wasWithdrawn) return 'reinstated'
  return null
}
