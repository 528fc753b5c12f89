/**
 * Whether a mark breaks a record (issue 38, decision 091): a time breaks it by being lower, a distance, height or
 * score by being higher; a mark with a wind over the legal limit never does (it stands, marked wind-assisted).
 */
import { isWindAssisted, parseMark, parseTime } from './measured-detail.ts'

/** How an event's results read (the event's `resultKind`): only times, distances and points make records. */
export type RecordResultKind = 'time' | 'distance' | 'points' | string

/** A mark's value for comparing: seconds, metres or points; null when it is not a mark (DNF, "x", a match score). */
export function recordValue(mark: string | null | undefined, kind: RecordResultKind): number | null {
  if (!mark) return null
  if (kind === 'time') return parseTime(mark)
  if (kind === 'distance') return parseMark(mark)
  if (kind === 'points') {
    const value = mark.trim().replace(',', '.')
    return /^\d{1,4}(?:\.\d{1,3})?$/.test(value) ? Number(value) : null
  }
  return null
}

/** True when `mark` is strictly better than `record` for an event whose results read as `kind`. */
export function beatsRecord(mark: string, record: string, kind: RecordResultKind): boolean {
  const value = recordValue(mark, kind)
  const held = recordValue(record, kind)
  if (value === null || held === null) return false
  return kind === 'time' ? value < held : value > held
}

/** A result row as the record rule reads it. */
export interface RecordCandidate {
  result?: string | null
  wind?: string | null
  irm?: string | null
  rank?: number | null
}

/**
 * Which rows of a unit break a record held at `record`: the best valid mark of the unit only (two athletes cannot
 * both hold it), when it beats the record and its wind is legal. Returns the row's index, or null.
 */
export function recordBreakingRow(
  rows: readonly RecordCandidate[],
  record: string,
  kind: RecordResultKind,
): number | null {
  let best: number | null = null
  rows.forEach((row, i) => {
    if (row.irm || row.rank === null || row.rank === undefined || !row.result || isWindAssisted(row.wind)) return
    if (!beatsRecord(row.result, record, kind)) return
    const current = best === null ? null : rows[best]?.result
    if (current === null || current === undefined || beatsRecord(row.result, current, kind)) best = i
  })
  return best
}
