import { z } from 'zod'

/**
 * Pool standings by each sport's rules, derived from official match results every time (never stored as totals).
 * A rule is the points a match gives and the ordered criteria that break a tie; each names the document it follows.
 * Where a rule ends in drawing lots, fair play or the seeding, results cannot decide: the rows stay level and are
 * marked `tied`. Decision 069; docs/product-rules.md "Standings".
 */

/** One official match of a pool. For set sports the score is the sets won and `sets` the points of each set. */
export const MatchScoreSchema = z.object({
  unitCode: z.string(),
  home: z.string(),
  away: z.string(),
  homeScore: z.number().int().min(0),
  awayScore: z.number().int().min(0),
  sets: z.array(z.object({ home: z.number().int().min(0), away: z.number().int().min(0) })).optional(),
  /** Rally points over the whole match, when the set scores are not known one by one (the ratios need only totals). */
  rallyPoints: z.object({ home: z.number().int().min(0), away: z.number().int().min(0) }).optional(),
  /** The side that lost by forfeit (did not play, or was declared to have lost); the score is the one recorded. */
  forfeit: z.enum(['home', 'away']).nullable().optional(),
  /** The winner when the score does not say it (a fencing bout won at 4–4 on priority). */
  winner: z.enum(['home', 'away']).nullable().optional(),
})
export type MatchScore = z.infer<typeof MatchScoreSchema>

/** What a tie-break measures, over all the pool's matches or only those between the tied competitors. */
export const MEASURES = [
  'points', // classification or match points
  'wins', // matches won
  'win-ratio', // matches won / played (fencing's index V/M)
  'difference', // goals, points or touches scored − conceded
  'scored', // goals, points or touches scored
  'set-ratio', // sets won / sets lost
  'set-difference', // sets won − sets lost
  'point-ratio', // rally points won / lost over every set
  'point-difference', // rally points won − lost over every set
] as const
export type Measure = (typeof MEASURES)[number]

/** A tie-break's name as the web translates it: `points` over the pool, `head-to-head-points` between the tied. */
export const CRITERION_KEYS = [...MEASURES, ...MEASURES.map((m) => `head-to-head-${m}` as const)] as const
export const CriterionKeySchema = z.enum(CRITERION_KEYS)
export type CriterionKey = z.infer<typeof CriterionKeySchema>

export interface Criterion {
  measure: Measure
  scope: 'all' | 'tied'
  /** Applies only when exactly two are level (the winner of their match). */
  onlyForTwo?: boolean
}

export const STANDINGS_RULE_IDS = [
  'fiba-basketball',
  'ihf-handball',
  'fivb-volleyball',
  'fivb-beach-volleyball',
  'ittf-table-tennis',
  'bwf-badminton',
  'fifa-football',
  'fie-fencing-pool',
] as const
export const StandingsRuleIdSchema = z.enum(STANDINGS_RULE_IDS)
export type StandingsRuleId = z.infer<typeof StandingsRuleIdSchema>

export interface StandingsRule {
  id: StandingsRuleId
  /** The document and section the rule follows. */
  citation: string
  /** Classification points of one side of a match. */
  points: (match: MatchScore, side: 'home' | 'away') => number
  criteria: readonly Criterion[]
  /**
   * When a criterion separates some of the level competitors, the rest start again from the first criterion
   * among themselves only (FIBA, ITTF…); otherwise they go on to the next criterion, the head-to-head measures
   * still counted among everyone who was level (FIFA).
   */
  restart: boolean
}

export const StandingsRowSchema = z.object({
  competitorId: z.string(),
  rank: z.number().int().min(1),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  /** Lost by forfeit (counted in `lost` too). */
  forfeits: z.number().int(),
  points: z.number(),
  scored: z.number().int(),
  conceded: z.number().int(),
  setsWon: z.number().int(),
  setsLost: z.number().int(),
  rallyPointsWon: z.number().int(),
  rallyPointsLost: z.number().int(),
  /** The tie-break that placed this row among those level with it on the first criterion; null when none was. */
  decidedBy: CriterionKeySchema.nullable(),
  /** Still level after every criterion results can decide (lots, fair play or seeding come next). */
  tied: z.boolean(),
})
export type StandingsRow = z.infer<typeof StandingsRowSchema>

export const StandingsSchema = z.object({
  rule: StandingsRuleIdSchema,
  citation: z.string(),
  rows: z.array(StandingsRowSchema),
  /** Matches left out: a competitor who is not in the pool, or one competitor on both sides. */
  ignored: z.array(z.string()),
})
export type Standings = z.infer<typeof StandingsSchema>

type Side = 'home' | 'away'
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home')

/** Who won a match: the forfeit first, then the winner field, then the score; null for a draw. */
export function matchWinner(match: MatchScore): Side | null {
  if (match.forfeit) return other(match.forfeit)
  if (match.winner) return match.winner
  if (match.homeScore === match.awayScore) return null
  return match.homeScore > match.awayScore ? 'home' : 'away'
}

interface Tally {
  played: number
  won: number
  drawn: number
  lost: number
  forfeits: number
  points: number
  scored: number
  conceded: number
  setsWon: number
  setsLost: number
  rallyPointsWon: number
  rallyPointsLost: number
}

const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  forfeits: 0,
  points: 0,
  scored: 0,
  conceded: 0,
  setsWon: 0,
  setsLost: 0,
  rallyPointsWon: 0,
  rallyPointsLost: 0,
})

function tally(rule: StandingsRule, competitors: readonly string[], matches: readonly MatchScore[]) {
  const out = new Map(competitors.map((c) => [c, emptyTally()]))
  for (const match of matches) {
    const winner = matchWinner(match)
    for (const side of ['home', 'away'] as const) {
      const t = out.get(match[side])
      if (!t) continue
      const own = side === 'home' ? match.homeScore : match.awayScore
      const theirs = side === 'home' ? match.awayScore : match.homeScore
      t.played++
      if (winner === null) t.drawn++
      else if (winner === side) t.won++
      else t.lost++
      if (match.forfeit === side) t.forfeits++
      t.points += rule.points(match, side)
      t.scored += own
      t.conceded += theirs
      t.setsWon += own
      t.setsLost += theirs
      const rallies = match.sets ?? (match.rallyPoints ? [match.rallyPoints] : [])
      for (const set of rallies) {
        t.rallyPointsWon += side === 'home' ? set.home : set.away
        t.rallyPointsLost += side === 'home' ? set.away : set.home
      }
    }
  }
  return out
}

const ratio = (won: number, lost: number): number =>
  lost === 0 ? (won === 0 ? 0 : Number.POSITIVE_INFINITY) : won / lost

function measureOf(t: Tally, measure: Measure): number {
  switch (measure) {
    case 'points':
      return t.points
    case 'wins':
      return t.won
    case 'win-ratio':
      return t.played === 0 ? 0 : t.won / t.played
    case 'difference':
      return t.scored - t.conceded
    case 'scored':
      return t.scored
    case 'set-ratio':
      return ratio(t.setsWon, t.setsLost)
    case 'set-difference':
      return t.setsWon - t.setsLost
    case 'point-ratio':
      return ratio(t.rallyPointsWon, t.rallyPointsLost)
    case 'point-difference':
      return t.rallyPointsWon - t.rallyPointsLost
  }
}

const criterionKey = (c: Criterion): CriterionKey =>
  (c.scope === 'tied' ? `head-to-head-${c.measure}` : c.measure) as CriterionKey

/** Standings of a pool's competitors under a rule, from its official matches. */
export function computeStandings(
  rule: StandingsRule,
  competitors: readonly string[],
  matches: readonly MatchScore[],
): Standings {
  const members = new Set(competitors)
  const ignored: string[] = []
  const counted = matches.filter((m) => {
    const ok = members.has(m.home) && members.has(m.away) && m.home !== m.away
    if (!ok) ignored.push(m.unitCode)
    return ok
  })
  const overall = tally(rule, competitors, counted)
  const decidedBy = new Map<string, CriterionKey>()
  const valuesCache = new Map<string, Map<string, Tally>>()

  const tallyAmong = (group: readonly string[]): Map<string, Tally> => {
    const key = [...group].sort().join('\u0000')
    let cached = valuesCache.get(key)
    if (!cached) {
      const inGroup = new Set(group)
      cached = tally(
        rule,
        group,
        counted.filter((m) => inGroup.has(m.home) && inGroup.has(m.away)),
      )
      valuesCache.set(key, cached)
    }
    return cached
  }

  /** Orders a level group into blocks, best first; a block of more than one is still level. */
  const order = (group: string[], from: number, among: string[]): string[][] => {
    if (group.length < 2) return [group]
    for (let i = from; i < rule.criteria.length; i++) {
      const criterion = rule.criteria[i] as Criterion
      if (criterion.onlyForTwo && group.length !== 2) continue
      const tallies = criterion.scope === 'all' ? overall : tallyAmong(rule.restart ? group : among)
      const value = (id: string) => measureOf(tallies.get(id) ?? emptyTally(), criterion.measure)
      const distinct = [...new Set(group.map(value))].sort((a, b) => b - a)
      if (distinct.length < 2) continue
      const blocks = distinct.map((v) => group.filter((id) => value(id) === v))
      if (i > 0) for (const id of group) decidedBy.set(id, criterionKey(criterion))
      // A pool-wide criterion narrows who is level, and so whose matches between them count next; a head-to-head
      // criterion does not (without restart, the rest go on among everyone who was level).
      return blocks.flatMap((block) =>
        block.length === 1
          ? [block]
          : rule.restart
            ? order(block, 0, block)
            : order(block, i + 1, criterion.scope === 'all' ? block : among),
      )
    }
    return [group]
  }

  const ordered = order([...competitors], 0, [...competitors])
  const rows: StandingsRow[] = []
  let position = 1
  for (const block of ordered) {
    for (const competitorId of block) {
      const t = overall.get(competitorId) ?? emptyTally()
      rows.push({
        competitorId,
        rank: position,
        ...t,
        decidedBy: decidedBy.get(competitorId) ?? null,
        tied: block.length > 1,
      })
    }
    position += block.length
  }
  return { rule: rule.id, citation: rule.citation, rows, ignored }
}
