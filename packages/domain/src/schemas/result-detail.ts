/**
 * A result row's sport-specific detail (issue 38): stored with the row (`results.detail`), entered with it, answered
 * with it. Each part belongs to a kind of sport; a row carries only the parts its sport has.
 */
import { z } from 'zod'
import { MatchDetailShape } from './result-detail-match.ts'
import { MeasuredDetailShape } from './result-detail-measured.ts'

export const ResultDetailSchema = z.strictObject({ ...MatchDetailShape, ...MeasuredDetailShape })
export type ResultDetail = z.infer<typeof ResultDetailSchema>

/** One row's detail from the parts its sources give (a match's periods, a measured sport's ends…); null when none. */
export function joinDetail(...parts: (ResultDetail | null | undefined)[]): ResultDetail | null {
  const joined: ResultDetail = Object.assign({}, ...parts.filter(Boolean))
  return Object.keys(joined).length > 0 ? joined : null
}
