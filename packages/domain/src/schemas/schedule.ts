/**
 * Contracts of the schedule and results reads: the games' days, a day's schedule, a unit's detail and a discipline
 * page. Names are resolved to the request's language by the server.
 */
import { z } from 'zod'
import type { ScheduleItemType } from '../codes/competition.ts'
import { AnyDisciplineCodeSchema } from '../codes/disciplines.ts'
import { GridFilterSchema, matchesGridFilter } from '../codes/event-types.ts'
import { ResultStatusSchema, ScheduleStatusSchema, StatusBadgeSchema } from '../codes/statuses.ts'
import { DisciplineDtoSchema } from './api.ts'
import { OrganisationRefSchema } from './participants.ts'
import { ResultDetailSchema } from './result-detail.ts'
import { ResultSummarySchema } from './result-summary.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/
export const DaySchema = z.string().regex(DAY, 'Use a day as YYYY-MM-DD.')

/** One day of the games: how many schedule items, competition units and medal events it has. */
export const DaySummarySchema = z.object({
  day: DaySchema,
  /** Every schedule item of the day (competition units and other items). */
  items: z.number().int(),
  /** Competition units only. */
  units: z.number().int(),
  /** Events whose gold is decided this day. */
  medalEvents: z.number().int(),
  /** Disciplines competing this day (keys). */
  disciplines: z.array(z.string()),
})
export type DaySummary = z.infer<typeof DaySummarySchema>

export const DaysSchema = z.object({
  timeZone: z.string(),
  today: DaySchema,
  /** The day schedule screens open on: today during the games, else the nearest games day (`nearestGamesDay`). */
  openDay: DaySchema,
  items: z.array(DaySummarySchema),
})
export type Days = z.infer<typeof DaysSchema>

/** A schedule item as the schedule screens show it: a unit summary plus what they filter and group by. */
export const ScheduleItemSchema = z.object({
  code: z.string(),
  type: z.string(),
  name: z.string(),
  disciplineCode: AnyDisciplineCodeSchema.nullable(),
  disciplineKey: z.string().nullable(),
  disciplineName: z.string().nullable(),
  eventCode: z.string().nullable(),
  eventName: z.string().nullable(),
  phaseName: z.string().nullable(),
  venueCode: z.string().nullable(),
  venueName: z.string().nullable(),
  /** The delegation of an arrival, departure or meeting. */
  organisation: OrganisationRefSchema.nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  scheduleStatus: ScheduleStatusSchema,
  resultStatus: ResultStatusSchema.nullable(),
  /** The one badge a spectator reads, from the two statuses (domain `displayStatus`). */
  status: StatusBadgeSchema,
  medal: z.enum(['GOLD', 'BRONZE']).nullable(),
  /** Head-to-head units: the two sides and the score, once known. */
  competitors: z.array(z.object({ name: z.string(), organisationCode: z.string(), winner: z.boolean().nullable() })),
  score: z.string().nullable(),
  /**
   * Other units with results (a heat, a final, a round): who leads now or won, with their result; null before the
   * first result and for head-to-head units (their score says it).
   */
  leader: z.object({ name: z.string(), organisationCode: z.string(), result: z.string().nullable() }).nullable(),
  /**
   * The result the way the sport's followers read it (domain `resultSummary`, decision 093): each set's score, how a
   * bout was won, a live period and clock, a record. Optional and nullable: absent or null when there is nothing
   * beyond the score or leader.
   */
  summary: ResultSummarySchema.nullable().optional(),
})
export type ScheduleItem = z.infer<typeof ScheduleItemSchema>

/**
 * Home and the events widget: what is on now and what comes next, as the schedule lists show them (competitors and
 * score of a match, the leader of a race), so a card can say what is happening and open the unit.
 */
export const NowSchema = z.object({
  now: z.string(),
  live: z.array(ScheduleItemSchema),
  next: z.array(ScheduleItemSchema),
})
export type Now = z.infer<typeof NowSchema>

export const VenueRefSchema = z.object({ code: z.string(), name: z.string(), shortName: z.string().nullable() })
export type VenueRef = z.infer<typeof VenueRefSchema>

/** `GET /api/v1/schedule?day=&discipline=&venue=&type=&organisation=&medal=`. */
export const ScheduleQuerySchema = z.object({
  day: DaySchema,
  /** Discipline key (`athletics`) or code (`ATH`). */
  discipline: z.string().min(1).optional(),
  venue: z.string().min(1).optional(),
  /** A grid filter (docs/product-rules.md §3): arrival, meeting, competition, medal, departure, broadcast, … all. */
  type: GridFilterSchema.optional(),
  organisation: z.string().min(1).optional(),
  /** Only units that decide a medal (`true`), or one medal (`gold`, `bronze`). */
  medal: z.enum(['true', 'gold', 'bronze']).optional(),
})
export type ScheduleQuery = z.infer<typeof ScheduleQuerySchema>

export const DayScheduleSchema = z.object({
  day: DaySchema,
  timeZone: z.string(),
  /** When this read model was built (data age). */
  builtAt: z.string(),
  /** The venues used this day, in the games' order (the grid's rows). */
  venues: z.array(VenueRefSchema),
  items: z.array(ScheduleItemSchema),
})
export type DaySchedule = z.infer<typeof DayScheduleSchema>

export const CompetitorRefSchema = z.object({
  athlete: z.object({ id: z.string(), name: z.string() }).nullable(),
  team: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The name to print: the athlete's, else the team's. */
  name: z.string(),
  organisation: OrganisationRefSchema,
})

export const StartListEntrySchema = CompetitorRefSchema.extend({
  startOrder: z.number().int(),
  /** Lane, position or side (home/away). */
  position: z.string().nullable(),
})
export type StartListEntry = z.infer<typeof StartListEntrySchema>

export const ResultRowSchema = CompetitorRefSchema.extend({
  rank: z.number().int().nullable(),
  rankEqual: z.boolean(),
  result: z.string().nullable(),
  time: z.string().nullable(),
  difference: z.string().nullable(),
  points: z.number().nullable(),
  score: z.string().nullable(),
  wind: z.string().nullable(),
  qualification: z.string().nullable(),
  irm: z.string().nullable(),
  winner: z.boolean().nullable(),
  /** The sport's own detail (sets, splits, attempts…, issue 38); absent or null when the row has none. */
  detail: ResultDetailSchema.nullable().optional(),
})
export type ResultRow = z.infer<typeof ResultRowSchema>

export const PlayByPlayEntrySchema = z.object({
  seq: z.number().int(),
  period: z.string().nullable(),
  clock: z.string().nullable(),
  action: z.string(),
  organisationCode: z.string().nullable(),
  athleteName: z.string().nullable(),
  score: z.string().nullable(),
  description: z.string().nullable(),
})
export type PlayByPlayEntry = z.infer<typeof PlayByPlayEntrySchema>

export const MatchStatsSchema = z.object({
  /** Stat keys in display order (the union of both sides'). */
  keys: z.array(z.string()),
  sides: z.array(
    z.object({
      name: z.string(),
      organisation: OrganisationRefSchema,
      values: z.record(z.string(), z.union([z.number(), z.string()])),
    }),
  ),
})
export type MatchStats = z.infer<typeof MatchStatsSchema>

export const ReportRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  /** The document's bytes (documents feature: `GET /api/v1/documents/{id}/{fileName}`). */
  url: z.string(),
  unitCode: z.string().nullable(),
})
export type ReportRef = z.infer<typeof ReportRefSchema>

/** `GET /api/v1/units/{code}`. */
export const FinalRankRowSchema = CompetitorRefSchema.extend({
  rank: z.number().int().nullable(),
  medal: z.enum(['GOLD', 'SILVER', 'BRONZE']).nullable(),
  result: z.string().nullable(),
})
export type FinalRankRow = z.infer<typeof FinalRankRowSchema>

export const UnitDetailSchema = z.object({
  unit: ScheduleItemSchema,
  timeZone: z.string(),
  builtAt: z.string(),
  event: z
    .object({
      code: z.string(),
      name: z.string(),
      gender: z.string(),
      division: z.string().nullable(),
      team: z.boolean(),
      resultKind: z.string(),
    })
    .nullable(),
  phase: z.object({ code: z.string(), name: z.string(), phaseType: z.string() }).nullable(),
  venue: VenueRefSchema.nullable(),
  /** head-to-head: two sides (matches, bouts); ranked: many competitors (races, routines). */
  format: z.enum(['head-to-head', 'ranked', 'none']),
  startList: z.array(StartListEntrySchema),
  results: z.array(ResultRowSchema),
  /** Null when the sport keeps no play-by-play (only team and combat sports do). */
  playByPlay: z.array(PlayByPlayEntrySchema).nullable(),
  stats: MatchStatsSchema.nullable(),
  reports: z.array(ReportRefSchema),
  /**
   * The medallists this unit decided, gold first (a team once): a finished final shows its podium even when the
   * result system sent medals and no result rows (decision 066).
   */
  medallists: z.array(FinalRankRowSchema),
})
export type UnitDetail = z.infer<typeof UnitDetailSchema>

export const DisciplineEventSchema = z.object({
  code: z.string(),
  name: z.string(),
  gender: z.string(),
  division: z.string().nullable(),
  team: z.boolean(),
  phases: z.array(
    z.object({ code: z.string(), name: z.string(), phaseType: z.string(), unitCodes: z.array(z.string()) }),
  ),
  /** Empty until the event's medal units have results. */
  finalRanking: z.array(FinalRankRowSchema),
})
export type DisciplineEvent = z.infer<typeof DisciplineEventSchema>

/** `GET /api/v1/disciplines/{key}`: everything the discipline page's tabs show but medals and participants. */
export const DisciplinePageSchema = z.object({
  discipline: DisciplineDtoSchema,
  timeZone: z.string(),
  builtAt: z.string(),
  days: z.array(DaySchema),
  events: z.array(DisciplineEventSchema),
  /** Every schedule item of the discipline (competition units, training, meetings…), by start time. */
  schedule: z.array(ScheduleItemSchema),
  reports: z.array(ReportRefSchema),
})
export type DisciplinePage = z.infer<typeof DisciplinePageSchema>

/** Schedule query filters applied to items (the server filters its cached day with this; the web may too). */
export function matchesScheduleQuery(item: ScheduleItem, query: Omit<ScheduleQuery, 'day'>): boolean {
  if (query.discipline && item.disciplineKey !== query.discipline && item.disciplineCode !== query.discipline)
    return false
  if (query.venue && item.venueCode !== query.venue) return false
  if (query.organisation) {
    const org = query.organisation
    if (item.organisation?.code !== org && !item.competitors.some((c) => c.organisationCode === org)) return false
  }
  if (query.medal === 'true' && !item.medal) return false
  if (query.medal === 'gold' && item.medal !== 'GOLD') return false
  if (query.medal === 'bronze' && item.medal !== 'BRONZE') return false
  return !query.type || matchesGridFilter(item.type as ScheduleItemType, query.type)
}
