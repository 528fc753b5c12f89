/**
 * What a timed, measured or judged result row carries beyond its mark (issue 38): splits, reaction time, a field
 * event's attempts, judges' scores, archery's ends, and the records and bests the mark set.
 */
import { z } from 'zod'

/** A time at an intermediate point: "50m", "400m", "swim", "T1". */
export const SplitSchema = z.strictObject({
  at: z.string().trim().min(1).max(24),
  time: z.string().trim().min(1).max(24),
  rank: z.number().int().min(1).max(10_000).optional(),
})
export type Split = z.infer<typeof SplitSchema>

/** One attempt of a field event: a mark (or "x", "-") with its wind, or a height with its tries ("xo"). */
export const AttemptSchema = z.strictObject({
  mark: z.string().trim().max(16).optional(),
  wind: z.string().trim().max(8).optional(),
  height: z.string().trim().max(16).optional(),
  tries: z.string().trim().max(8).optional(),
})
export type Attempt = z.infer<typeof AttemptSchema>

/** A judged score: difficulty, execution and penalty of one apparatus or routine. */
export const JudgedScoreSchema = z.strictObject({
  apparatus: z.string().trim().max(24).optional(),
  d: z.number().finite().min(0).max(100).optional(),
  e: z.number().finite().min(0).max(100).optional(),
  penalty: z.number().finite().min(0).max(100).optional(),
  total: z.number().finite().min(0).max(1_000).optional(),
})
export type JudgedScore = z.infer<typeof JudgedScoreSchema>

/** One archery end: its arrows as printed ("X", "10", "M"), their total and the set points it earned. */
export const ArcheryEndSchema = z.strictObject({
  arrows: z.array(z.string().trim().min(1).max(3)).max(6),
  total: z.number().int().min(0).max(60).optional(),
  setPoints: z.number().int().min(0).max(2).optional(),
})
export type ArcheryEnd = z.infer<typeof ArcheryEndSchema>

/** The timed, measured and judged part of a result's detail. */
export const MeasuredDetailShape = {
  splits: z.array(SplitSchema).max(200).optional(),
  reactionTime: z.string().trim().max(8).optional(),
  attempts: z.array(AttemptSchema).max(60).optional(),
  scores: z.array(JudgedScoreSchema).max(12).optional(),
  ends: z.array(ArcheryEndSchema).max(12).optional(),
  /** Record codes the mark set or equalled ("GR", "WR", "PB", "SB"…). */
  records: z.array(z.string().trim().min(1).max(8)).max(8).optional(),
}
