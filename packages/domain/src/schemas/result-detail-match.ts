/**
 * What a head-to-head result row carries beyond its score (issue 38): the side's points per set or period, and how a
 * match or bout was decided. One row per side; the two rows of a match list the same periods in the same order.
 */
import { z } from 'zod'

/** One set, period, round or half, as this side scored it. */
export const PeriodScoreSchema = z.strictObject({
  /** The period's short code as the sport names it: "S1", "Q2", "H1", "OT", "R3", "GS". */
  label: z.string().trim().min(1).max(12),
  /** This side's points in the period ("25", "3"). */
  score: z.string().trim().min(1).max(16),
  /** This side's points in the period's tie-break, when one was played (table tennis has none; tennis-style sets). */
  tiebreak: z.string().trim().max(8).optional(),
})
export type PeriodScore = z.infer<typeof PeriodScoreSchema>

/** The head-to-head part of a result's detail. */
export const MatchDetailShape = {
  periods: z.array(PeriodScoreSchema).max(12).optional(),
  /** How the match or bout was won, as a code the web translates per sport (e.g. "ippon", "fall", "shoot-out"). */
  decision: z.string().trim().min(1).max(40).optional(),
}
