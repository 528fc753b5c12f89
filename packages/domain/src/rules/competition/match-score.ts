import type { MatchScore } from './standings.ts'

/**
 * How a stored head-to-head result reads as a standings match (decision 069). Podium stores a match as two result
 * rows: the match score in start order ("3-1", "29-29", "78-71 (OT)") on both, each side's own result, its IRM, the
 * winner flag, and per-period scores in `stats` under the period's code (S1, S2… for sets, G1… for games, as ODF's
 * Periods name them) or the total rally `points` when only that is known.
 */
export interface StoredMatchRow {
  competitorId: string
  score: string | null
  /** The side's own result ("78"), read when the match score is missing. */
  result: string | null
  irm: string | null
  winner: boolean | null
  stats: Readonly<Record<string, number | string>> | null
}

const PAIR = /^\s*(\d{1,4})\s*[-–:]\s*(\d{1,4})/
const SET_KEY = /^[SG](\d{1,2})$/
/** IRMs that mean a side did not play the match or was declared to have lost it. */
const FORFEIT_IRMS = new Set(['DNS', 'DSQ', 'DQB'])

const whole = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0
    ? v
    : typeof v === 'string' && /^\d{1,4}$/.test(v)
      ? Number(v)
      : null

/** The match of two rows, home first; null when the score cannot be read. */
export function matchScoreFromRows(unitCode: string, home: StoredMatchRow, away: StoredMatchRow): MatchScore | null {
  const pair = PAIR.exec(home.score ?? away.score ?? '')
  const homeScore = pair ? Number(pair[1]) : whole(home.result)
  const awayScore = pair ? Number(pair[2]) : whole(away.result)
  if (homeScore === null || awayScore === null) return null
  const match: MatchScore = { unitCode, home: home.competitorId, away: away.competitorId, homeScore, awayScore }

  const setNumbers = Object.keys(home.stats ?? {})
    .map((k) => SET_KEY.exec(k))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => m[0])
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
  const sets = setNumbers.map((k) => ({ home: whole(home.stats?.[k]), away: whole(away.stats?.[k]) }))
  if (sets.length > 0 && sets.every((s) => s.home !== null && s.away !== null)) {
    match.sets = sets as { home: number; away: number }[]
  } else {
    const h = whole(home.stats?.points)
    const a = whole(away.stats?.points)
    if (h !== null && a !== null) match.rallyPoints = { home: h, away: a }
  }

  const homeForfeits = home.irm !== null && FORFEIT_IRMS.has(home.irm)
  const awayForfeits = away.irm !== null && FORFEIT_IRMS.has(away.irm)
  if (homeForfeits !== awayForfeits) match.forfeit = homeForfeits ? 'home' : 'away'
  else if (home.winner === true && away.winner !== true) match.winner = 'home'
  else if (away.winner === true && home.winner !== true) match.winner = 'away'
  return match
}
