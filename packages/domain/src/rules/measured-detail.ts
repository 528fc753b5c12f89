/**
 * The rules of a timed, measured or judged result's detail (issue 38, decision 091): splits, reaction times, wind
 * and its legal limit, a field event's series of attempts, gymnastics' D/E/penalty, archery's ends and set points.
 * Pure functions, shared by the results writer's validation and the screens that explain a mark.
 */
import type { ArcheryEnd, Attempt, JudgedScore } from '../schemas/result-detail-measured.ts'
import { VALIDATION_MESSAGES } from '../schemas/validation.ts'

/** Wind above this (m/s) makes a sprint or horizontal jump mark "wind-assisted": valid, never a record (WA rule 260). */
export const WIND_RECORD_LIMIT = 2.0
/** A reaction time under this (seconds) is a false start (WA rule 16.6). */
export const FALSE_START_REACTION = 0.1
/** A horizontal jump or throw final gives each athlete six attempts at most (WA rule 25.5). */
export const MAX_SERIES_ATTEMPTS = 6
/** Three failures in a row at any heights eliminate a high jumper: at most three tries at one height (WA 26.4). */
export const MAX_TRIES_AT_HEIGHT = 3
/** Arrows in an end: 3 for an individual, 4 for a mixed team (2 each), 6 for a team of three (World Archery 11). */
export const ARROWS_PER_END: readonly number[] = [3, 4, 6]

const WIND = /^[+-]?\d{1,2}(?:[.,]\d)?$/
/** Wind as printed ("+2.1", "-0.4", "0.0") in m/s, or null when it is not a reading. */
export function parseWind(text: string | null | undefined): number | null {
  const value = text?.trim()
  if (!value || !WIND.test(value)) return null
  return Number(value.replace(',', '.'))
}

/** True when a wind reading is over the record limit: the mark stands, marked wind-assisted. */
export function isWindAssisted(text: string | null | undefined): boolean {
  const wind = parseWind(text)
  return wind !== null && wind > WIND_RECORD_LIMIT + 1e-9
}

const REACTION = /^0[.,]\d{2,3}$/
/** A reaction time as printed ("0.153") in seconds, or null. */
export function parseReactionTime(text: string | null | undefined): number | null {
  const value = text?.trim()
  if (!value || !REACTION.test(value)) return null
  return Number(value.replace(',', '.'))
}

/** True when the reaction time shows a false start (under 0.100 s). */
export function isFalseStart(text: string | null | undefined): boolean {
  const reaction = parseReactionTime(text)
  return reaction !== null && reaction < FALSE_START_REACTION - 1e-9
}

/** A time as printed ("52.34", "1:52.34", "1:02:03.4") in seconds, or null. */
export function parseTime(text: string | null | undefined): number | null {
  const value = text?.trim()
  if (!value || !/^(?:\d{1,2}:){0,2}\d{1,2}(?:[.,]\d{1,3})?$/.test(value)) return null
  return value
    .replace(',', '.')
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0)
}

/** A measured mark in metres ("7.85", "7,85m"), or null for a foul ("x"), a pass ("-") or anything else. */
export function parseMark(text: string | null | undefined): number | null {
  const value = text?.trim().replace(/m$/i, '')
  if (!value || !/^\d{1,3}(?:[.,]\d{1,2})?$/.test(value)) return null
  return Number(value.replace(',', '.'))
}

/** True when a height's tries end in a clearance ("o", "xo", "xxo"). */
export function heightCleared(tries: string | null | undefined): boolean {
  return /o$/i.test(tries?.trim() ?? '')
}

/**
 * The index of the attempt that counts: the longest mark of a series (the first of equal ones), or the last height
 * cleared in a vertical jump. Null when nothing counts (every attempt fouled).
 */
export function bestAttemptIndex(attempts: readonly Attempt[]): number | null {
  let best: number | null = null
  let bestMark = -1
  attempts.forEach((attempt, i) => {
    if (attempt.height !== undefined) {
      if (heightCleared(attempt.tries)) best = i
      return
    }
    const mark = parseMark(attempt.mark)
    if (mark !== null && mark > bestMark) {
      bestMark = mark
      best = i
    }
  })
  return best
}

const round3 = (n: number) => Math.round(n * 1000) / 1000
/** A judged score's total: D + E − penalty, to the judges' thousandths. */
export function judgedTotal(score: Pick<JudgedScore, 'd' | 'e' | 'penalty'>): number {
  return round3((score.d ?? 0) + (score.e ?? 0) - (score.penalty ?? 0))
}

/** One arrow's value: "X" (inner ten) and "10" are 10, "M" (a miss) is 0. */
export function arrowValue(arrow: string): number | null {
  const value = arrow.trim().toUpperCase()
  if (value === 'X') return 10
  if (value === 'M') return 0
  return /^(?:10|[1-9])$/.test(value) ? Number(value) : null
}

/** The set points two ends earn against each other: 2 to the higher total, 1 each when equal. */
export function endSetPoints(own: number, other: number): 0 | 1 | 2 {
  return own > other ? 2 : own === other ? 1 : 0
}

/** The fields of a result row the detail's rules look at. */
export interface MeasuredEntry {
  result?: string | null
  score?: string | null
  wind?: string | null
  detail?: {
    reactionTime?: string
    attempts?: readonly Attempt[]
    scores?: readonly JudgedScore[]
    ends?: readonly ArcheryEnd[]
    splits?: readonly { at: string; time: string }[]
    records?: readonly string[]
  } | null
}

export interface MeasuredProblem {
  /** Index of the offending row. */
  row: number
  /** Path of the field inside the row, e.g. ["detail", "attempts"]. */
  path: (string | number)[]
  message: string
}

const M = VALIDATION_MESSAGES

/**
 * Checks what a timed, measured or judged row carries beyond its mark, as a results system does before it accepts
 * the row: the series' length (six attempts, three tries at a height), winds that read as winds (one over the limit
 * passes — marked wind-assisted — but a record claimed for it is refused), reaction times and split times that read as times, D + E − penalty
 * equal to the total, archery ends of 3, 4 or 6 arrows adding up to the end's total, set points of 0, 1 or 2 adding
 * up to the set score. Returns every problem, empty when the details are sound; messages are product messages.
 */
export function validateMeasuredDetail(rows: readonly MeasuredEntry[]): MeasuredProblem[] {
  const problems: MeasuredProblem[] = []
  rows.forEach((row, index) => {
    const add = (path: (string | number)[], message: string) => problems.push({ row: index, path, message })
    if (row.wind && parseWind(row.wind) === null) add(['wind'], M.windInvalid)
    const detail = row.detail
    if (!detail) return
    // A wind over the limit leaves the mark standing (wind-assisted) but can never make a record (decision 092).
    if ((detail.records?.length ?? 0) > 0 && isWindAssisted(row.wind)) add(['detail', 'records'], M.recordWindAssisted)
    if (detail.reactionTime !== undefined && parseReactionTime(detail.reactionTime) === null) {
      add(['detail', 'reactionTime'], M.reactionTimeInvalid)
    }
    detail.splits?.forEach((split, i) => {
      if (parseTime(split.time) === null) add(['detail', 'splits', i, 'time'], M.splitTimeInvalid)
    })
    const attempts = detail.attempts ?? []
    const series = attempts.filter((a) => a.height === undefined)
    if (series.length > MAX_SERIES_ATTEMPTS) add(['detail', 'attempts'], M.attemptsTooMany)
    attempts.forEach((attempt, i) => {
      if (attempt.wind && parseWind(attempt.wind) === null) add(['detail', 'attempts', i, 'wind'], M.windInvalid)
      if (attempt.height !== undefined) {
        const tries = attempt.tries?.trim().toLowerCase() ?? ''
        // "o", "xo", "xxo", "xxx", "-" (passed), "x-" (a failure, then passed on): no try after a clearance.
        if (tries.replace(/-$/, '').length > MAX_TRIES_AT_HEIGHT)
          add(['detail', 'attempts', i, 'tries'], M.triesTooMany)
        else if (!/^(?:x{0,2}o|x{1,3}|x{0,2}-|-)$/.test(tries)) add(['detail', 'attempts', i, 'tries'], M.triesInvalid)
      } else if (attempt.mark && !/^[x-]$/i.test(attempt.mark) && parseMark(attempt.mark) === null) {
        add(['detail', 'attempts', i, 'mark'], M.markInvalid)
      }
    })
    detail.scores?.forEach((score, i) => {
      if (score.total !== undefined && (score.d !== undefined || score.e !== undefined)) {
        if (Math.abs(judgedTotal(score) - score.total) > 0.0005) add(['detail', 'scores', i, 'total'], M.judgedTotal)
      }
    })
    const ends = detail.ends ?? []
    ends.forEach((end, i) => {
      if (end.arrows.length > 0 && !ARROWS_PER_END.includes(end.arrows.length)) {
        add(['detail', 'ends', i, 'arrows'], M.arrowsPerEnd)
        return
      }
      const values = end.arrows.map(arrowValue)
      if (values.some((v) => v === null)) add(['detail', 'ends', i, 'arrows'], M.arrowInvalid)
      else if (end.total !== undefined && end.arrows.length > 0) {
        const sum = values.reduce<number>((s, v) => s + (v ?? 0), 0)
        if (sum !== end.total) add(['detail', 'ends', i, 'total'], M.endTotal)
      }
    })
    const points = ends.map((e) => e.setPoints)
    const setScore = Number((row.result ?? '').trim())
    if (points.length > 0 && points.every((p) => p !== undefined) && /^\d{1,2}$/.test((row.result ?? '').trim())) {
      const sum = points.reduce<number>((s, p) => s + (p ?? 0), 0)
      // A shoot-off decides a 5-5 match: the winner's 6 is 5 from the ends and one for the shoot-off.
      if (sum !== setScore && !(sum === 5 && setScore === 6)) add(['detail', 'ends'], M.setPoints)
    }
  })
  return problems
}
