import { z } from 'zod'
import { StandingsRowSchema, StandingsRuleIdSchema } from '../rules/competition/standings.ts'
import { CompetitorRefSchema } from './schedule.ts'

/**
 * `GET /api/v1/events/{code}/standings`: the tables of an event's pools, derived on the server from the pools'
 * official match results by the discipline's standings rule (decision 069, docs/product-rules.md §11).
 */
export const PoolStandingsSchema = z.object({
  /** The pool's phase. */
  phaseCode: z.string(),
  name: z.string(),
  /** Matches of the pool with an official result, and all of its matches. */
  matchesOfficial: z.number().int(),
  matchesTotal: z.number().int(),
  /** Every match official: the order is final. */
  complete: z.boolean(),
  rows: z.array(StandingsRowSchema.extend({ competitor: CompetitorRefSchema })),
  /** Official matches left out of the table (a competitor who is not in the pool, an unreadable score). */
  ignored: z.array(z.string()),
})
export type PoolStandings = z.infer<typeof PoolStandingsSchema>

export const EventStandingsSchema = z.object({
  event: z.object({ code: z.string(), name: z.string(), disciplineCode: z.string() }),
  /** The rule the tables follow; null for a discipline without pools (no tables then). */
  rule: StandingsRuleIdSchema.nullable(),
  citation: z.string().nullable(),
  pools: z.array(PoolStandingsSchema),
})
export type EventStandings = z.infer<typeof EventStandingsSchema>
