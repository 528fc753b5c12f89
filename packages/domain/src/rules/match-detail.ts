/**
 * Head-to-head detail (issue 38, decision 090): the score by set or period beside a match's score, how a bout was
 * won, and the checks a results system makes before a set score is accepted. Pure: the caller says the sport.
 */
import { VALIDATION_MESSAGES } from '../schemas/validation.ts'

/** One side's period, as a result row's detail carries it (`PeriodScoreSchema`). */
export interface PeriodEntry {
  label: string
  score: string
  tiebreak?: string | undefined
}

/** How a head-to-head sport is scored: sets won (the score counts sets), points summed over periods, or a bout. */
export type MatchSportKind = 'sets' | 'periods' | 'combat'

/** A set sport's rule: a set is won at `points` with a 2-point lead (the deciding set at `decider`), up to a cap. */
export interface SetRule {
  points: number
  decider: number
  /** A set ends at this score however close (badminton's 30-29). */
  cap?: number
  /** Best of how many sets (the largest the sport plays; shorter matches are accepted). */
  bestOf: number
}

/** The set sports by ODF discipline code (volleyball 25 / 15, beach 21 / 15, table tennis 11, badminton 21 capped 30). */
export const SET_RULES: Readonly<Record<string, SetRule>> = {
  VVO: { points: 25, decider: 15, bestOf: 5 },
  VBV: { points: 21, decider: 15, bestOf: 3 },
  TTE: { points: 11, decider: 11, bestOf: 7 },
  BDM: { points: 21, decider: 21, cap: 30, bestOf: 3 },
}

/** Sports whose score is the sum of their periods (a shoot-out is played after, and is not summed). */
const PERIOD_SPORTS = new Set(['BKB', 'HBL', 'FBL', 'HOC', 'WPO', 'RU7', 'BK3'])
const COMBAT_SPORTS = new Set(['JUD', 'TKW', 'WRE', 'FEN', 'KTE', 'BOX'])
/** Period labels of a shoot-out or penalties: decided after the match, not part of its score. */
const SHOOT_OUT_LABELS = new Set(['SO', 'PSO', 'PEN', 'SHO'])

export function matchSportKind(disciplineCode: string | null | undefined): MatchSportKind | null {
  if (!disciplineCode) return null
  if (SET_RULES[disciplineCode]) return 'sets'
  if (PERIOD_SPORTS.has(disciplineCode)) return 'periods'
  if (COMBAT_SPORTS.has(disciplineCode)) return 'combat'
  return null
}

/** How a match or bout can be decided, per sport: the codes `detail.decision` takes (translated on the web). */
export const MATCH_DECISIONS: Readonly<Record<string, readonly string[]>> = {
  JUD: ['ippon', 'waza-ari', 'waza-ari-awasete-ippon', 'golden-score', 'hansoku-make', 'fusen-gachi', 'kiken-gachi'],
  TKW: ['points', 'ptg', 'superiority', 'punitive', 'golden-point', 'withdrawal', 'disqualification'],
  WRE: ['fall', 'technical-superiority', 'points', 'injury', 'disqualification', 'withdrawal'],
  FEN: ['touches', 'priority', 'withdrawal', 'disqualification'],
  KTE: ['points', 'senshu', 'hantei', 'kiken', 'hansoku', 'shikkaku'],
  VVO: ['sets', 'retired', 'walkover'],
  VBV: ['sets', 'retired', 'walkover'],
  TTE: ['sets', 'retired', 'walkover'],
  BDM: ['sets', 'retired', 'walkover'],
  BKB: ['regulation', 'overtime', 'forfeit'],
  HBL: ['regulation', 'extra-time', 'shoot-out', 'forfeit'],
  FBL: ['regulation', 'extra-time', 'penalties', 'forfeit'],
}

/** Whether `decision` is one of the sport's codes; any code passes for a sport without a list. */
export function isDecisionOf(disciplineCode: string | null | undefined, decision: string): boolean {
  const codes = disciplineCode ? MATCH_DECISIONS[disciplineCode] : undefined
  return !codes || codes.includes(decision)
}

const PAIR = /^\s*(\d+)\s*-\s*(\d+)\s*$/
const num = (v: string | undefined | null) =>
  v !== undefined && v !== null && /^\d+$/.test(v.trim()) ? Number(v) : null

/** Who took each period: 'home', 'away', or null for a draw or a score that is not a number. */
export function periodWinners(home: readonly PeriodEntry[], away: readonly PeriodEntry[]): ('home' | 'away' | null)[] {
  return home.map((h, i) => {
    const a = away[i]
    const hs = num(h.score)
    const as = num(a?.score)
    if (hs === null || as === null) return null
    if (hs !== as) return hs > as ? 'home' : 'away'
    const ht = num(h.tiebreak)
    const at = num(a?.tiebreak)
    return ht !== null && at !== null && ht !== at ? (ht > at ? 'home' : 'away') : null
  })
}

/** "25-21", or with a tie-break "7-6 (7-5)". */
function periodText(h: PeriodEntry, a: PeriodEntry | undefined): string {
  const base = `${h.score}-${a?.score ?? '–'}`
  return h.tiebreak && a?.tiebreak ? `${base} (${h.tiebreak}-${a.tiebreak})` : base
}

/** Each period in the home side's order: ["25-21", "23-25", "7-6 (7-5)"]; empty when either side has none. */
export function periodTexts(home: readonly PeriodEntry[] | undefined, away: readonly PeriodEntry[] | undefined) {
  if (!home?.length || !away?.length) return []
  return home.map((h, i) => periodText(h, away[i]))
}

/** The periods in the home side's order: "25-21, 23-25, 25-18, 25-19"; null when either side has none. */
export function periodsLine(home: readonly PeriodEntry[] | undefined, away: readonly PeriodEntry[] | undefined) {
  const texts = periodTexts(home, away)
  return texts.length > 0 ? texts.join(', ') : null
}

/** A match line: "3-1 (25-21, 23-25, 25-18, 25-19)"; the score alone without periods, null without either. */
export function formatMatchLine(
  score: string | null,
  home: readonly PeriodEntry[] | undefined,
  away: readonly PeriodEntry[] | undefined,
): string | null {
  const periods = periodsLine(home, away)
  if (!score) return periods
  return periods ? `${score} (${periods})` : score
}

/**
 * Whether a set score can end a set: the winner reached the target with two clear points, or won at the cap by one
 * (badminton 30-29). A score that went past the target must be won by exactly two.
 */
export function isFinishedSet(rule: SetRule, a: number, b: number, decider: boolean): boolean {
  const target = decider ? rule.decider : rule.points
  const w = Math.max(a, b)
  const l = Math.min(a, b)
  if (rule.cap !== undefined && w === rule.cap) return l === rule.cap - 1 || l <= rule.cap - 2
  if (rule.cap !== undefined && w > rule.cap) return false
  if (w < target) return false
  if (w === target) return l <= target - 2
  return w - l === 2
}

/** One side's row as the checks read it. */
export interface MatchDetailRow {
  result?: string | null
  score?: string | null
  irm?: string | null
  detail?: { periods?: readonly PeriodEntry[] | undefined; decision?: string | undefined } | null
}

export interface MatchDetailProblem {
  row: number
  /** Path under the row: ['detail', 'periods', 2] or ['detail', 'decision']. */
  path: (string | number)[]
  message: string
}

const M = VALIDATION_MESSAGES

/**
 * The checks on a match's detail. Without a sport: the two sides list the same periods in the same order. With one:
 * each set score can end a set (set sports; the last set of a full-length match is the decider), the sets won agree
 * with the match score, the periods add up to a period sport's score, and the decision is one of the sport's codes.
 * A match stopped by an IRM (retired, walkover, DSQ) is not held to a finished score.
 */
export function validateMatchDetail(
  disciplineCode: string | null | undefined,
  rows: readonly MatchDetailRow[],
): MatchDetailProblem[] {
  const problems: MatchDetailProblem[] = []
  rows.forEach((row, index) => {
    const decision = row.detail?.decision
    if (decision && !isDecisionOf(disciplineCode, decision)) {
      problems.push({ row: index, path: ['detail', 'decision'], message: M.matchDecisionUnknown })
    }
  })
  const sided = rows.map((row, index) => ({ row, index })).filter((r) => r.row.detail?.periods?.length)
  if (sided.length !== 2) return problems
  const [first, second] = sided as [(typeof sided)[0], (typeof sided)[0]]
  const p1 = first.row.detail?.periods ?? []
  const p2 = second.row.detail?.periods ?? []
  if (p1.length !== p2.length || p1.some((p, i) => p.label !== p2[i]?.label)) {
    problems.push({ row: second.index, path: ['detail', 'periods'], message: M.matchPeriodsMismatch })
    return problems
  }
  const kind = matchSportKind(disciplineCode)
  const stopped = rows.some((r) => r.irm)
  const rule = disciplineCode ? SET_RULES[disciplineCode] : undefined
  if (kind === 'sets' && rule) {
    const won = [0, 0]
    p1.forEach((p, i) => {
      const a = num(p.score)
      const b = num(p2[i]?.score)
      if (a === null || b === null) return
      const last = i === p1.length - 1
      // Only a set the match was still playing may stop short, and only when an IRM stopped the match.
      if (stopped && last) return
      if (!isFinishedSet(rule, a, b, i === rule.bestOf - 1)) {
        problems.push({ row: first.index, path: ['detail', 'periods', i], message: M.matchSetScoreImpossible })
      }
      won[a > b ? 0 : 1] = (won[a > b ? 0 : 1] ?? 0) + 1
    })
    if (!stopped && !agrees(first.row, second.row, won[0] ?? 0, won[1] ?? 0)) {
      problems.push({ row: first.index, path: ['detail', 'periods'], message: M.matchSetCountMismatch })
    }
  }
  if (kind === 'periods' && !stopped) {
    const sum = (ps: readonly PeriodEntry[]) =>
      ps.filter((p) => !SHOOT_OUT_LABELS.has(p.label)).reduce((s, p) => s + (num(p.score) ?? Number.NaN), 0)
    const s1 = sum(p1)
    const s2 = sum(p2)
    if (Number.isFinite(s1) && Number.isFinite(s2) && !agrees(first.row, second.row, s1, s2)) {
      problems.push({ row: first.index, path: ['detail', 'periods'], message: M.matchPeriodTotalMismatch })
    }
  }
  return problems
}

/**
 * Whether two counts agree with the rows: each row's own numeric result when both have one, else the match score
 * (home first, and the rows may be in either order), else nothing to compare.
 */
function agrees(a: MatchDetailRow, b: MatchDetailRow, countA: number, countB: number): boolean {
  const ra = num(a.result)
  const rb = num(b.result)
  if (ra !== null && rb !== null) return ra === countA && rb === countB
  const pair = PAIR.exec(a.score ?? b.score ?? '')
  if (!pair) return true
  const x = Number(pair[1])
  const y = Number(pair[2])
  return (x === countA && y === countB) || (x === countB && y === countA)
}
