/**
 * The demo's timed, measured and judged detail (issue 38, decision 091): splits and reaction times of races, the
 * series of attempts of field events, judges' D/E/penalty, archery's ends. Drawn after a unit's outcome from a stream
 * of its own (`rng.fork`), so adding detail shifts no mark, rank or medal of the games.
 */
import { type ArcheryEnd, type Attempt, endSetPoints, type JudgedScore, type ResultDetail } from '@podium/domain'
import type { FieldModel, JudgedModel, RaceModel } from './catalogue.ts'
import { formatMark, formatSeconds, formatWind, roundTo } from './format.ts'
import type { EventGender, RankedOutcome, RankedRow } from './model.ts'
import { windReading } from './performance.ts'
import type { Rng } from './random.ts'

/** Where a race's splits are taken: metres or segments, by discipline and event key. */
function splitPoints(discipline: string, eventKey: string, gender: EventGender): string[] {
  const metres = Number(/^(?:4X)?(\d+)M/.exec(eventKey)?.[1] ?? 0)
  if (discipline === 'SWM') {
    const total = eventKey.startsWith('4X') ? metres * 4 : metres
    return Array.from({ length: Math.floor(total / 50) - 1 }, (_, i) => `${(i + 1) * 50}m`)
  }
  if (discipline === 'ATH') {
    if (eventKey === '400M') return ['200m']
    if (eventKey === '800M') return ['400m']
    if (eventKey === '1000M') return ['200m', '600m']
    if (eventKey === '1500M') return ['300m', '700m', '1100m']
    return []
  }
  if (discipline === 'OWS') {
    const km = Number(/^(\d+)KM/.exec(eventKey)?.[1] ?? 0)
    return Array.from({ length: Math.max(0, km - 1) }, (_, i) => `${i + 1}km`)
  }
  if (discipline === 'CYC') {
    if (eventKey === 'IP') return Array.from({ length: gender === 'M' ? 3 : 2 }, (_, i) => `${i + 1}km`)
    if (eventKey === 'ITT') return ['I1', 'I2']
  }
  return []
}

/** The share of a triathlon taken by each segment (swim, transitions, bike, run) of a sprint distance. */
const TRIATHLON = [
  ['swim', 0.17],
  ['T1', 0.012],
  ['bike', 0.5],
  ['T2', 0.008],
  ['run', 0.31],
] as const

/** Cumulative times at each point, the last equal to the finish, faster at the start of a swim (the dive). */
function splitsOf(points: string[], seconds: number, decimals: number, rng: Rng, fastStart: boolean) {
  const parts = points.length + 1
  const weights = Array.from({ length: parts }, (_, i) => (fastStart && i === 0 ? 0.93 : 1) * rng.float(0.985, 1.02))
  const sum = weights.reduce((s, w) => s + w, 0)
  let at = 0
  return points.map((point, i) => {
    at += (seconds * (weights[i] ?? 1)) / sum
    return { at: point, time: formatSeconds(at, Math.max(decimals, 2)) }
  })
}

function raceDetail(
  row: RankedRow,
  discipline: string,
  eventKey: string,
  model: RaceModel,
  gender: EventGender,
  rng: Rng,
) {
  const detail: ResultDetail = {}
  // Reaction times are taken in lanes: sprints, hurdles and swimming starts.
  if (model.lanes && (discipline === 'ATH' || discipline === 'SWM')) {
    detail.reactionTime = row.irm === 'DSQ' && discipline === 'ATH' ? '0.087' : rng.float(0.125, 0.205).toFixed(3)
  }
  if (row.value !== null) {
    if (discipline === 'TRI' && eventKey === 'IND') {
      detail.splits = TRIATHLON.map(([at, share]) => ({
        at,
        time: formatSeconds((row.value as number) * share * rng.float(0.97, 1.03), 0),
      }))
    } else {
      const points = splitPoints(discipline, eventKey, gender)
      if (points.length > 0) detail.splits = splitsOf(points, row.value, model.decimals, rng, discipline === 'SWM')
    }
  }
  return detail
}

function fieldDetail(row: RankedRow, model: FieldModel, qualifying: boolean, rng: Rng): ResultDetail {
  const count = qualifying ? 3 : 6
  if (model.step) {
    // A high jump card: heights in steps up to the one cleared, then three failures at the next.
    const cleared = row.value
    const top = cleared ?? rng.float(1.5, 1.7)
    const heights = Math.min(6, 2 + rng.int(0, 3))
    const attempts: Attempt[] = []
    for (let k = heights - 1; k >= 0; k--) {
      const height = roundTo(top - k * model.step, 2)
      attempts.push({
        height: height.toFixed(2),
        tries: cleared === null ? 'xxx' : (['o', 'o', 'xo', 'xxo'][rng.int(0, 3)] ?? 'o'),
      })
      if (cleared === null) break
    }
    if (cleared !== null) attempts.push({ height: roundTo(top + model.step, 2).toFixed(2), tries: 'xxx' })
    return { attempts }
  }
  const best = row.value
  const bestAt = rng.int(0, count - 1)
  const attempts: Attempt[] = Array.from({ length: count }, (_, i) => {
    let mark: string
    if (best === null) mark = 'x'
    else if (i === bestAt) mark = formatMark(best)
    else if (rng.chance(0.22)) mark = 'x'
    else mark = formatMark(Math.max(0.5, best - rng.float(0.01, best * 0.06)))
    const attempt: Attempt = { mark }
    if (model.wind && mark !== 'x') attempt.wind = i === bestAt && row.wind ? row.wind : formatWind(windReading(rng))
    return attempt
  })
  return { attempts }
}

function judgedDetail(row: RankedRow, model: JudgedModel, discipline: string, rng: Rng): ResultDetail {
  if (row.value === null) return {}
  const totals = model.apparatus.length > 1 ? model.apparatus.map((a) => Number(row.stats?.[a] ?? 0)) : [row.value]
  // Difficulty carries about two fifths of an artistic score and two thirds of a rhythmic one.
  const share = discipline === 'GRY' ? 0.64 : 0.42
  const scores: JudgedScore[] = model.apparatus.map((apparatus, i) => {
    const total = totals[i] ?? 0
    const penalty = rng.chance(0.12) ? (rng.chance(0.5) ? 0.1 : 0.3) : 0
    const d = roundTo(total * share * rng.float(0.96, 1.04), 1)
    const e = roundTo(total - d + penalty, 3)
    return { apparatus, d, e, ...(penalty ? { penalty } : {}), total: roundTo(d + e - penalty, 3) }
  })
  return { scores }
}

/** Adds each row's detail to a ranked outcome, from a stream of the unit's own. */
export function addMeasuredDetail(
  outcome: RankedOutcome,
  discipline: string,
  eventKey: string,
  model: RaceModel | FieldModel | JudgedModel,
  gender: EventGender,
  qualifying: boolean,
  rng: Rng,
): RankedOutcome {
  for (const row of outcome.rows) {
    const detail =
      model.kind === 'race'
        ? raceDetail(row, discipline, eventKey, model, gender, rng)
        : model.kind === 'field'
          ? fieldDetail(row, model, qualifying, rng)
          : judgedDetail(row, model, discipline, rng)
    row.detail = Object.keys(detail).length > 0 ? detail : null
  }
  return outcome
}

/** Splits a live race shows: those already passed when its leaders are at `split` seconds. */
export function splitsSoFar(detail: ResultDetail | null | undefined, passed: number): ResultDetail | null {
  if (!detail) return null
  const splits = detail.splits?.slice(0, passed)
  const out: ResultDetail = { ...detail }
  if (splits && splits.length > 0) out.splits = splits
  else delete out.splits
  return Object.keys(out).length > 0 ? out : null
}

/** Arrows that add up to an end's total, the way a target face prints them ("X" for some inner tens). */
export function endArrows(total: number, count: number, end: number): string[] {
  const base = Math.floor(total / count)
  const extra = total - base * count
  return Array.from({ length: count }, (_, i) => {
    const value = base + (i < extra ? 1 : 0)
    return value === 10 && (i + end) % 2 === 0 ? 'X' : String(value)
  })
}

/** Both sides' ends of an archery match from the end totals, with the set points each earned. */
export function archeryEnds(ends: readonly [number, number][], arrows: number): [ArcheryEnd[], ArcheryEnd[]] {
  const side = (s: 0 | 1): ArcheryEnd[] =>
    ends.map((end, i) => ({
      arrows: endArrows(end[s], arrows, i),
      total: end[s],
      setPoints: endSetPoints(end[s], end[s === 0 ? 1 : 0]),
    }))
  return [side(0), side(1)]
}
