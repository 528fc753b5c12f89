/**
 * A unit's result in one line, the way each sport's followers read it (issue 38, decision 093): what the schedule
 * lists, home cards, widgets and push alerts show beside the bare score. Structured parts only — codes and marks,
 * never words — so each screen words it in its own language (domain `resultSummaryText`). Optional fields are left
 * out when empty: the schedule answer carries one per unit and phones read it on slow networks.
 */
import { z } from 'zod'

/** Where a live match is: the period under way (a code: "S3", "Q3", "GS"), its own score and the clock. */
export const LiveMomentSchema = z.object({
  period: z.string().max(12).optional(),
  /** The period's own score, home first ("12-9"), when the detail has it. */
  periodScore: z.string().max(24).optional(),
  clock: z.string().max(16).optional(),
})
export type LiveMoment = z.infer<typeof LiveMomentSchema>

export const ResultSummarySchema = z.discriminatedUnion('kind', [
  /** A set or period sport: the score with each set or period, home first; a notable decision (overtime, retired). */
  z.object({
    kind: z.literal('match'),
    score: z.string().max(24).optional(),
    periods: z.array(z.string().max(24)).max(12).optional(),
    decision: z.string().max(40).optional(),
    live: LiveMomentSchema.optional(),
  }),
  /** A bout: how it was won, and the score only where the score is how it was won ("Points 5-3"). */
  z.object({
    kind: z.literal('combat'),
    decision: z.string().max(40).optional(),
    score: z.string().max(24).optional(),
    live: LiveMomentSchema.optional(),
  }),
  /** A race: the leading or winning time and the records it set ("GR", "WR"). */
  z.object({
    kind: z.literal('timed'),
    mark: z.string().max(24),
    records: z.array(z.string().max(8)).max(8).optional(),
  }),
  /** A field event: the best mark and its records. */
  z.object({
    kind: z.literal('field'),
    mark: z.string().max(24),
    records: z.array(z.string().max(8)).max(8).optional(),
  }),
  /** A judged sport: the total with its difficulty and execution (summed over apparatus). */
  z.object({
    kind: z.literal('judged'),
    total: z.string().max(24),
    d: z.number().optional(),
    e: z.number().optional(),
    records: z.array(z.string().max(8)).max(8).optional(),
  }),
])
export type ResultSummary = z.infer<typeof ResultSummarySchema>
