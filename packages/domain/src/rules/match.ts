/**
 * Head-to-head units (matches, bouts): how one side reads the score, and what the play-by-play says while the match
 * is under way.
 */

/** Which side of a match a competitor is: home is first on the start list, away second (ODF's order). */
export type MatchSide = 'home' | 'away'

const PAIR = /^(\d+)-(\d+)$/

/**
 * The score as one side reads it, its own points first: the unit's "4-6" is the away side's "6-4". Scores that are
 * not one "a-b" pair are returned as they are.
 */
export function scoreFromSide(score: string | null, side: MatchSide): string | null {
  if (score === null || side === 'home') return score
  const pair = PAIR.exec(score.trim())
  return pair ? `${pair[2]}-${pair[1]}` : score
}

/** One side's row of a match result, as far as printing it goes. */
export interface MatchSideRow {
  result: string | null
  score: string | null
}

/**
 * What each side of a match shows beside its name, in one vocabulary for both: each row's own result when both
 * sides have one (sets, goals, touches), otherwise each side's own points from the match score ("1-0" → "1" and
 * "0"), since a sport that names only the winner's victory (judo's "Waza-ari", wrestling's "Fall") would otherwise
 * print a word on one side and a score on the other. A side without a row shows nothing.
 */
export function matchSideResults(
  home: MatchSideRow | undefined,
  away: MatchSideRow | undefined,
): [string | null, string | null] {
  if (!home || !away) return [home?.result ?? home?.score ?? null, away?.result ?? away?.score ?? null]
  if (home.result !== null && away.result !== null) return [home.result, away.result]
  const pair = PAIR.exec((home.score ?? away.score ?? '').trim())
  if (pair) return [pair[1] ?? null, pair[2] ?? null]
  return [home.result ?? home.score, away.result ?? away.score]
}

/** The play-by-play actions that are counted as a match statistic, and the statistic each one counts. */
const ACTION_STATS: Readonly<Record<string, string>> = {
  goal: 'goals',
  'penalty-scored': 'goals',
  'shot-made': 'shotsMade',
  'shot-missed': 'shotsMissed',
  foul: 'fouls',
  'yellow-card': 'yellowCards',
  'red-card': 'redCards',
  warning: 'warnings',
  'penalty-awarded': 'penaltiesAwarded',
  substitution: 'substitutions',
}

/** The statistic keys play-by-play can give, in display order. */
export const PLAY_BY_PLAY_STATS = [...new Set(Object.values(ACTION_STATS))]

/**
 * Match statistics counted from the play-by-play, for a match under way whose result system has sent no statistics
 * yet: per side (by delegation), how many of each counted action. Null when the two sides cannot be told apart (same
 * delegation) or nothing countable happened.
 */
export function statsFromPlayByPlay(
  entries: readonly { action: string; organisationCode: string | null }[],
  sides: readonly [string, string],
): { keys: string[]; values: [Record<string, number>, Record<string, number>] } | null {
  if (sides[0] === sides[1]) return null
  const values: [Record<string, number>, Record<string, number>] = [{}, {}]
  const seen = new Set<string>()
  for (const e of entries) {
    const key = ACTION_STATS[e.action]
    const side = e.organisationCode === sides[0] ? values[0] : e.organisationCode === sides[1] ? values[1] : undefined
    if (!key || !side) continue
    seen.add(key)
    side[key] = (side[key] ?? 0) + 1
  }
  if (seen.size === 0) return null
  const keys = PLAY_BY_PLAY_STATS.filter((k) => seen.has(k))
  for (const v of values) for (const k of keys) v[k] ??= 0
  return { keys, values }
}
