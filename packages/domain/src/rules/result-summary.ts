/**
 * A unit's result in one line per sport kind (issue 38, decision 093): a set or period sport's score with each set,
 * a live match's period and clock, how a bout was won, a race's time and its record, a field event's best mark, a
 * judged total with D and E. Built from the rows' detail with the rules of `match-detail.ts` and
 * `measured-detail.ts`; `resultSummaryText` words it with the caller's translations (the web's i18n, the push
 * alert's server-side words), so both print the same layout.
 */
import type { ResultDetail } from '../schemas/result-detail.ts'
import type { LiveMoment, ResultSummary } from '../schemas/result-summary.ts'
import { isFinishedSet, matchSportKind, periodTexts, SET_RULES } from './match-detail.ts'
import { bestAttemptIndex, judgedTotal } from './measured-detail.ts'

/** One result row as the summary reads it. */
export interface SummaryRow {
  result?: string | null
  winner?: boolean | null
  irm?: string | null
  detail?: ResultDetail | null
}

export interface SummaryInput {
  disciplineCode: string | null | undefined
  /** The event's `resultKind` (time, distance, points…). */
  resultKind?: string | null | undefined
  /** Whether the unit is under way (a live match shows its period and clock instead of a decision). */
  live: boolean
  /** A match's score, home first. */
  score?: string | null | undefined
  /** A match's two rows, home first; for other units the leading (or winning) row alone. */
  rows: readonly SummaryRow[]
  /** A live match's latest moment with a period (the play-by-play's latest entry). */
  moment?: { period?: string | null; clock?: string | null } | null | undefined
}

/** Decisions that say nothing the score does not ("won in sets", "in regulation time"): left out of a line. */
const PLAIN_DECISIONS = new Set(['sets', 'regulation'])
/** A bout's decisions that are the score: the line prints the score after the decision ("Points 5-3"). */
const SCORED_DECISIONS = new Set([
  'points',
  'touches',
  'technical-superiority',
  'superiority',
  'ptg',
  'senshu',
  'hantei',
  'golden-point',
])

const decisionOf = (rows: readonly SummaryRow[]) =>
  rows.find((r) => r.winner)?.detail?.decision ?? rows.find((r) => r.detail?.decision)?.detail?.decision

/** Leaves out a key whose value is undefined, null, '' or an empty list (the answer stays small). */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length),
    ),
  ) as T
}

/** "S1" → "S2": the period after a labelled one, or undefined when the label has no number. */
function nextLabel(label: string): string | undefined {
  const m = /^(.*?)(\d+)$/.exec(label)
  return m ? `${m[1]}${Number(m[2]) + 1}` : undefined
}

function liveMoment(input: SummaryInput, home: SummaryRow | undefined, away: SummaryRow | undefined) {
  if (!input.live) return undefined
  const periods = home?.detail?.periods
  let period = input.moment?.period ?? periods?.at(-1)?.label
  const index = periods?.findIndex((p) => p.label === period) ?? -1
  const h = index >= 0 ? periods?.[index] : undefined
  const a = index >= 0 ? away?.detail?.periods?.[index] : undefined
  let periodScore = h && a ? periodTexts([h], [a])[0] : undefined
  // A set sport's latest moment may be the set just won ("set won S1"): the set under way is the next one.
  const rule = input.disciplineCode ? SET_RULES[input.disciplineCode] : undefined
  const hs = Number(h?.score)
  const as = Number(a?.score)
  if (rule && period && h && a && isFinishedSet(rule, hs, as, index === rule.bestOf - 1)) {
    period = nextLabel(period) ?? period
    periodScore = undefined
  }
  const moment: LiveMoment = compact({ period, periodScore, clock: input.moment?.clock ?? undefined })
  return Object.keys(moment).length > 0 ? moment : undefined
}

const sum = (values: (number | undefined)[]) =>
  values.every((v) => v !== undefined) && values.length > 0
    ? Math.round(values.reduce<number>((s, v) => s + (v ?? 0), 0) * 1000) / 1000
    : undefined

/**
 * The summary of a unit's result, or null when there is nothing beyond what the list already shows (no result yet,
 * a sport without detail, a mark-less row). Head-to-head sports need both rows (home first).
 */
export function resultSummary(input: SummaryInput): ResultSummary | null {
  const kind = matchSportKind(input.disciplineCode)
  if (kind && input.rows.length === 2) {
    const [home, away] = input.rows
    const live = liveMoment(input, home, away)
    const decision = input.live ? undefined : decisionOf(input.rows)
    if (kind === 'combat') {
      const scored = !decision || SCORED_DECISIONS.has(decision)
      const summary = compact({
        kind: 'combat' as const,
        decision,
        score: scored ? (input.score ?? undefined) : undefined,
        live,
      })
      return summary.decision || summary.score || summary.live ? summary : null
    }
    const periods = periodTexts(home?.detail?.periods, away?.detail?.periods)
    const summary = compact({
      kind: 'match' as const,
      score: input.score ?? undefined,
      periods,
      decision: decision && !PLAIN_DECISIONS.has(decision) ? decision : undefined,
      live,
    })
    return summary.periods || summary.decision || summary.live ? summary : null
  }
  if (input.rows.length !== 1) return null
  const [row] = input.rows
  if (!row || row.irm) return null
  const detail = row.detail ?? {}
  const records = detail.records?.length ? [...detail.records] : undefined
  if (detail.scores?.length) {
    const total = row.result ?? String(sum(detail.scores.map((s) => s.total ?? judgedTotal(s))) ?? '')
    if (!total) return null
    return compact({
      kind: 'judged' as const,
      total,
      d: sum(detail.scores.map((s) => s.d)),
      e: sum(detail.scores.map((s) => s.e)),
      records,
    })
  }
  if (input.resultKind === 'distance' || detail.attempts?.length) {
    const best = detail.attempts ? bestAttemptIndex(detail.attempts) : null
    const attempt = best !== null ? detail.attempts?.[best] : undefined
    const mark = row.result ?? attempt?.mark ?? attempt?.height
    return mark ? compact({ kind: 'field' as const, mark, records }) : null
  }
  if (input.resultKind === 'time' && row.result) return compact({ kind: 'timed' as const, mark: row.result, records })
  return null
}

/** The words a summary line needs, in the reader's language. */
export interface SummaryWords {
  /** A period's name: "S3" → "Set 3", "Q3" → "Q3". */
  period: (code: string) => string
  /** How a match or bout was won: "ippon" → "Ippon". */
  decision: (code: string) => string
}

/**
 * One line of text: "3-1 (25-21, 23-25, 25-18, 25-19)", "Set 3 · 12-9", "Q3 04:12", "Ippon", "Points 5-3",
 * "10.32 GR", "8.12 m", "14.533 (D 5.8 · E 8.733)". Decimals as the marks print them.
 */
export function resultSummaryText(summary: ResultSummary, words: SummaryWords): string {
  switch (summary.kind) {
    case 'match':
    case 'combat': {
      if (summary.live) {
        const { period, periodScore, clock } = summary.live
        const head = [period ? words.period(period) : null, periodScore].filter(Boolean).join(' · ')
        return [head, clock].filter(Boolean).join(' ')
      }
      if (summary.kind === 'combat') {
        return [summary.decision ? words.decision(summary.decision) : null, summary.score].filter(Boolean).join(' ')
      }
      const periods = summary.periods?.length ? `(${summary.periods.join(', ')})` : null
      const line = [summary.score, periods].filter(Boolean).join(' ')
      return [line, summary.decision ? words.decision(summary.decision) : null].filter(Boolean).join(' · ')
    }
    case 'timed':
    case 'field':
      return [summary.mark, ...(summary.records ?? [])].join(' ')
    case 'judged': {
      const parts = [
        summary.d !== undefined ? `D ${summary.d}` : null,
        summary.e !== undefined ? `E ${summary.e}` : null,
      ]
      const de = parts.filter(Boolean).join(' · ')
      return [summary.total, de ? `(${de})` : null, ...(summary.records ?? [])].filter(Boolean).join(' ')
    }
  }
}
