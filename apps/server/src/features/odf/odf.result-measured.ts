/**
 * DT_RESULT's timed, measured and judged detail (issue 38, decision 091, docs/odf.md): a `Result`'s
 * `RecordIndicator`s (Code GR, WR, OR, PB, SB…) and its `ExtendedResults` — `INTERMEDIATE` (Pos: the point, Value: the
 * time, Rank), `REACT_TIME` (Value), `ATTEMPT` (Pos: the attempt number or the bar's height, Value: the mark or the
 * tries, Wind) — become the row's `detail`. Anything else is left out, as the rest of the message's unknown parts are.
 */
import type { Attempt, ResultDetail, Split } from '@podium/domain'
import { z } from 'zod'

const attr = z.union([z.string(), z.number()]).transform(String)
const ExtendedResultSchema = z.object({
  Type: attr.optional(),
  Code: attr,
  Pos: attr.optional(),
  Value: attr.optional(),
  Rank: z.coerce.number().int().min(1).max(10_000).optional(),
  Wind: attr.optional(),
})
const RecordIndicatorSchema = z.object({ Code: attr.optional(), RecordType: attr.optional() })

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/** The feed's own parts of one `Result` element that this module reads. */
export interface MeasuredOdfParts {
  ExtendedResults?: unknown
  RecordIndicator?: unknown
}

/** The detail of one `Result` row, or undefined when the feed sent none. */
export function measuredDetailOf(row: MeasuredOdfParts): ResultDetail | undefined {
  const detail: ResultDetail = {}
  const container = row.ExtendedResults as { ExtendedResult?: unknown } | undefined
  const items = asList(container?.ExtendedResult).flatMap((raw) => {
    const parsed = ExtendedResultSchema.safeParse(raw)
    return parsed.success ? [parsed.data] : []
  })
  const splits: Split[] = []
  const attempts: Attempt[] = []
  for (const item of items) {
    if (item.Code === 'REACT_TIME' && item.Value) detail.reactionTime = item.Value.slice(0, 8)
    else if (item.Code === 'INTERMEDIATE' && item.Pos && item.Value) {
      const at = /^\d+$/.test(item.Pos) ? `${item.Pos}m` : item.Pos
      splits.push({ at: at.slice(0, 24), time: item.Value.slice(0, 24), ...(item.Rank ? { rank: item.Rank } : {}) })
    } else if (item.Code === 'ATTEMPT') {
      const value = item.Value ?? ''
      if (item.Pos && /^\d\.\d{2}$/.test(item.Pos))
        attempts.push({ height: item.Pos, tries: value.toLowerCase().slice(0, 8) })
      else attempts.push({ mark: value.slice(0, 16), ...(item.Wind ? { wind: item.Wind.slice(0, 8) } : {}) })
    }
  }
  if (splits.length > 0) detail.splits = splits
  if (attempts.length > 0) detail.attempts = attempts
  const records = asList(row.RecordIndicator).flatMap((raw) => {
    const parsed = RecordIndicatorSchema.safeParse(raw)
    const code = parsed.success ? (parsed.data.Code ?? parsed.data.RecordType) : undefined
    return code && /^[A-Z]{2,4}$/.test(code) ? [code] : []
  })
  if (records.length > 0) detail.records = [...new Set(records)]
  return Object.keys(detail).length > 0 ? detail : undefined
}
