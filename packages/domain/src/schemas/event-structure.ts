import { z } from 'zod'
import { ResultStatusSchema, ScheduleStatusSchema } from '../codes/statuses.ts'
import { StandingEntrySchema, StandingStageSchema } from '../rules/competition/event-standing.ts'
import { QualificationSchema, RoundStageSchema } from '../rules/competition/format.ts'
import { SlotPlaceholderSchema } from '../rules/competition/resolve.ts'
import { CompetitorRefSchema } from './schedule.ts'

/**
 * `GET /api/v1/events/{code}/structure`: an event's competition structure as a spectator reads it (issue 35,
 * decision 069). Its rounds in playing order, each unit with its slots filled from official results: the competitor
 * once decided, else the placeholder the web translates ("Winner of Quarter-final 2"). Prepared on the server from
 * the stored format and the official results; never computed in the browser.
 */

/** One side of a match, or one start position of a ranked unit. */
export const StructureSlotSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('decided'),
    /** The competitor's id: the team's for a team event, the athlete's otherwise. */
    competitorId: z.string(),
    competitor: CompetitorRefSchema,
    /** From the unit's official or live result when it has one. */
    rank: z.number().int().nullable(),
    /** The match score or the race result as printed ("3-1", "21.45"). */
    result: z.string().nullable(),
    winner: z.boolean().nullable(),
    /** Qualified from this unit: by place (Q) or by time (q). */
    qualification: z.enum(['Q', 'q']).nullable(),
    irm: z.string().nullable(),
  }),
  z.object({ state: z.literal('pending'), placeholder: SlotPlaceholderSchema }),
  z.object({ state: z.literal('bye') }),
])
export type StructureSlot = z.infer<typeof StructureSlotSchema>

export const StructureUnitSchema = z.object({
  code: z.string(),
  /** Its number in its round, 1-based ("Quarter-final 2"). */
  number: z.number().int(),
  pool: z.string().nullable(),
  /** When and where it is played; null for a unit of the format that is not in the schedule (yet). */
  startAt: z.string().nullable(),
  venueName: z.string().nullable(),
  scheduleStatus: ScheduleStatusSchema.nullable(),
  resultStatus: ResultStatusSchema.nullable(),
  /** Medal unit: the final (gold) or a bronze match. */
  medal: z.enum(['GOLD', 'BRONZE']).nullable(),
  slots: z.array(StructureSlotSchema),
})
export type StructureUnit = z.infer<typeof StructureUnitSchema>

export const StructurePoolSchema = z.object({
  code: z.string(),
  /** How many of its first places go on. */
  advance: z.number().int(),
})

export const StructureRoundSchema = z.object({
  code: z.string(),
  stage: RoundStageSchema,
  contest: z.enum(['head-to-head', 'ranked']),
  pools: z.array(StructurePoolSchema),
  qualification: QualificationSchema.nullable(),
  units: z.array(StructureUnitSchema),
})
export type StructureRound = z.infer<typeof StructureRoundSchema>

export const EventStructureSchema = z.object({
  event: z.object({ code: z.string(), name: z.string(), disciplineCode: z.string() }),
  /** False when the event has no stored format: `rounds` is then empty and screens list its units one by one. */
  hasFormat: z.boolean(),
  rounds: z.array(StructureRoundSchema),
})
export type EventStructure = z.infer<typeof EventStructureSchema>

/** `GET /api/v1/disciplines/{key}/structures`: every event's structure of a discipline in one answer (decision 079). */
export const DisciplineStructuresSchema = z.object({
  disciplineCode: z.string(),
  /** One per event of the discipline, in the discipline's event order (`hasFormat` false for those without). */
  structures: z.array(EventStructureSchema),
})
export type DisciplineStructures = z.infer<typeof DisciplineStructuresSchema>

/** One row of an event's ranking from its structure: the competitor, still in, out, or placed (decision 079). */
export const StructureRankingEntrySchema = StandingEntrySchema.extend({ competitor: CompetitorRefSchema })
export type StructureRankingEntry = z.infer<typeof StructureRankingEntrySchema>

export const EventRankingSchema = z.object({
  event: z.object({ code: z.string(), name: z.string(), disciplineCode: z.string() }),
  /**
   * True when the ranking is read from the event's stored structure (a head-to-head format); false for an event with
   * no format or a ranked one (races): screens then show the medallists and the ranked final as before.
   */
  fromStructure: z.boolean(),
  /** Every competitor placed. */
  complete: z.boolean(),
  entries: z.array(StructureRankingEntrySchema),
})
export type EventRanking = z.infer<typeof EventRankingSchema>

/** `GET /api/v1/disciplines/{key}/final-ranking`: each event's ranking, final or as it stands (decision 079). */
export const DisciplineRankingsSchema = z.object({
  disciplineCode: z.string(),
  events: z.array(EventRankingSchema),
})
export type DisciplineRankings = z.infer<typeof DisciplineRankingsSchema>

/** A competitor's next step in one event with a format (decision 079). */
export const NextStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('next'),
    unit: z.string(),
    round: z.string(),
    stage: RoundStageSchema,
    number: z.number().int(),
    pool: z.string().nullable(),
    startAt: z.string().nullable(),
    venueName: z.string().nullable(),
    /** The other side once decided, else the placeholder ("Winner of Quarter-final 2"); null when there is none. */
    opponent: z
      .discriminatedUnion('state', [
        z.object({ state: z.literal('decided'), competitor: CompetitorRefSchema }),
        z.object({ state: z.literal('pending'), placeholder: SlotPlaceholderSchema }),
      ])
      .nullable(),
  }),
  /** Still in, the unit not named yet (a pool still being played decides where they go). */
  z.object({ kind: z.literal('waiting') }),
  z.object({
    kind: z.literal('placed'),
    rank: z.number().int().nullable(),
    medal: z.enum(['GOLD', 'SILVER', 'BRONZE']).nullable(),
    at: StandingStageSchema.nullable(),
  }),
  z.object({ kind: z.literal('out'), rank: z.number().int().nullable(), at: StandingStageSchema.nullable() }),
])
export type NextStep = z.infer<typeof NextStepSchema>

/** `GET /api/v1/athletes/{id}/next` and `/teams/{id}/next`: for each event with a format, what comes next. */
export const CompetitorNextSchema = z.object({
  events: z.array(
    z.object({
      event: z.object({ code: z.string(), name: z.string(), disciplineCode: z.string() }),
      /** Who competes: the athlete, or their team in a team event. */
      competitorId: z.string(),
      step: NextStepSchema,
    }),
  ),
})
export type CompetitorNext = z.infer<typeof CompetitorNextSchema>
