/**
 * Contracts of medals and participants: the medal table, medallists, athletes, the athlete profile, delegations and
 * teams. Names are resolved to the request's language by the server.
 */
import { z } from 'zod'
import { DivisionSchema, MEDAL_GENDERS, MedalSchema } from '../codes/competition.ts'
import { MedalTableModeSchema } from '../rules/medal-table.ts'
import { listOf, UnitSummarySchema } from './api.ts'

export const MedalGenderSchema = z.enum(MEDAL_GENDERS)
export type MedalGender = z.infer<typeof MedalGenderSchema>

const OrganisationCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Must be a three-letter delegation code')
/** A discipline key (athletics) or "all". Unknown keys give empty lists, not errors. */
const DisciplineKeyParamSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,40}$/, 'Must be a discipline key')
const EventCodeParamSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{1,40}$/, 'Must be an event code')

/** The organisation as lists show it: code, localized name and the flag image of the domain's flag rule. */
export const OrganisationRefSchema = z.object({ code: z.string(), name: z.string(), flagUrl: z.string() })
export type OrganisationRef = z.infer<typeof OrganisationRefSchema>

export const MedalTableQuerySchema = z.object({
  discipline: DisciplineKeyParamSchema.default('all'),
  gender: MedalGenderSchema.optional(),
  division: DivisionSchema.optional(),
  rank: MedalTableModeSchema.default('gold'),
  includeEmpty: z.enum(['true', 'false']).optional(),
})
export type MedalTableQuery = z.infer<typeof MedalTableQuerySchema>

export const MedalTableItemSchema = z.object({
  rank: z.number().int(),
  organisation: OrganisationRefSchema,
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
  total: z.number().int(),
})
export type MedalTableItem = z.infer<typeof MedalTableItemSchema>
export const MedalTableSchema = z.object({ items: z.array(MedalTableItemSchema) })
export type MedalTable = z.infer<typeof MedalTableSchema>

/** Enough for any first screen; asking for more means asking for all, which needs no count. */
export const MAX_LATEST_MEDAL_EVENTS = 100

export const MedallistsQuerySchema = z.object({
  discipline: DisciplineKeyParamSchema.optional(),
  event: EventCodeParamSchema.optional(),
  organisation: OrganisationCodeSchema.optional(),
  gender: MedalGenderSchema.optional(),
  division: DivisionSchema.optional(),
  /** Only the medallists of this many most recently decided events (the medals page's first screen). */
  latestEvents: z.coerce.number().int().min(1).max(MAX_LATEST_MEDAL_EVENTS).optional(),
})
export type MedallistsQuery = z.infer<typeof MedallistsQuerySchema>

export const PersonRefSchema = z.object({ id: z.string(), name: z.string() })
export type PersonRef = z.infer<typeof PersonRefSchema>

/** One medal: a team medal is one item listing its members. */
export const MedallistSchema = z.object({
  eventCode: z.string(),
  eventName: z.string(),
  disciplineCode: z.string(),
  gender: z.string(),
  division: z.string().nullable(),
  medal: MedalSchema,
  organisation: OrganisationRefSchema,
  athletes: z.array(PersonRefSchema),
  team: PersonRefSchema.nullable(),
  /** When the medal was decided: its medal unit's end (its start where the end is unknown); null without a unit. */
  awardedAt: z.string().nullable(),
})
export type Medallist = z.infer<typeof MedallistSchema>
export const MedallistsSchema = z.object({
  items: z.array(MedallistSchema),
  /** Events with medallists under the filters, whether or not `latestEvents` left some out. */
  eventCount: z.number().int(),
})
export type Medallists = z.infer<typeof MedallistsSchema>

/** The largest page a list hands out (athletes, teams): bigger pages would bring back the unpaged lists' weight. */
export const MAX_PAGE_SIZE = 100
export const ATHLETES_PAGE_SIZE = 24
/** What a paged, searchable list of participants takes: a name search, a delegation, a discipline and a page. */
const pagedListQuery = (defaultPageSize: number) =>
  z.object({
    search: z.string().trim().max(80, 'At most 80 characters').optional(),
    organisation: OrganisationCodeSchema.optional(),
    discipline: DisciplineKeyParamSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultPageSize),
  })
/** One page of a list, with the exact total of its matches (a page past the end is empty, total still exact). */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })

export const AthletesQuerySchema = pagedListQuery(ATHLETES_PAGE_SIZE).extend({
  gender: z.enum(['M', 'W']).optional(),
})
export type AthletesQuery = z.infer<typeof AthletesQuerySchema>

export const AthleteCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  gender: z.string(),
  bib: z.string().nullable(),
  photoUrl: z.string(),
  organisation: OrganisationRefSchema,
})
export type AthleteCard = z.infer<typeof AthleteCardSchema>
export const AthletePageSchema = pageOf(AthleteCardSchema)
export type AthletePage = z.infer<typeof AthletePageSchema>

/** One result of the athlete (or the athlete's team) in a unit of an event. */
export const AthleteUnitResultSchema = z.object({
  unitCode: z.string(),
  unitName: z.string(),
  startAt: z.string(),
  rank: z.number().int().nullable(),
  result: z.string().nullable(),
  score: z.string().nullable(),
  irm: z.string().nullable(),
  winner: z.boolean().nullable(),
  /** A match's other side (athlete or team), null elsewhere; optional for clients of before issue 39. */
  opponent: z.string().nullable().optional(),
})
export const AthleteEventSchema = z.object({
  eventCode: z.string(),
  eventName: z.string(),
  disciplineCode: z.string(),
  disciplineName: z.string(),
  team: PersonRefSchema.nullable(),
  medal: MedalSchema.nullable(),
  results: z.array(AthleteUnitResultSchema),
})
export type AthleteEvent = z.infer<typeof AthleteEventSchema>

export const AthleteProfileSchema = AthleteCardSchema.extend({
  birthDate: z.string().nullable(),
  /** Age in whole years on the games' first day. */
  age: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  weightKg: z.number().int().nullable(),
  institution: z.string().nullable(),
  /** No longer among the games' current participants (withdrawn or replaced): out of the lists, results kept. */
  withdrawn: z.boolean(),
  events: z.array(AthleteEventSchema),
})
export type AthleteProfile = z.infer<typeof AthleteProfileSchema>

/** Team cards are taller than athlete cards (members): a smaller page keeps a phone's page light. */
export const TEAMS_PAGE_SIZE = 20
/** `search` matches the start of any word of the team's name, its delegation's name or code, or a member's name. */
export const TeamsQuerySchema = pagedListQuery(TEAMS_PAGE_SIZE)
export type TeamsQuery = z.infer<typeof TeamsQuerySchema>

export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  organisation: OrganisationRefSchema,
  eventCode: z.string(),
  eventName: z.string(),
  disciplineCode: z.string(),
  disciplineName: z.string(),
  members: z.array(PersonRefSchema),
})
export type Team = z.infer<typeof TeamSchema>
export const TeamPageSchema = pageOf(TeamSchema)
export type TeamPage = z.infer<typeof TeamPageSchema>

/**
 * What a delegation's page shows first (decision 018): a phone screenful of athletes and a few teams, each list the
 * start of the participants tab filtered by the delegation (same order), and the schedule items not yet over.
 */
export const DELEGATION_FIRST_ATHLETES = 12
export const DELEGATION_FIRST_TEAMS = 6
export const DELEGATION_NEXT_UNITS = 8
/** The events a delegation's page lists its medals of first: the ones it won a medal in most recently. */
export const DELEGATION_FIRST_MEDAL_EVENTS = 12

/** The first items of a longer list, and how many there are in all. */
const firstOf = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) })

export const DelegationSchema = z.object({
  organisation: OrganisationRefSchema,
  /** The first `DELEGATION_FIRST_ATHLETES` in name order; `total` counts them all. */
  athletes: firstOf(AthleteCardSchema),
  /** The first `DELEGATION_FIRST_TEAMS` in programme order; `total` counts them all. */
  teams: firstOf(TeamSchema),
  medals: z.object({
    gold: z.number().int(),
    silver: z.number().int(),
    bronze: z.number().int(),
    total: z.number().int(),
    /**
     * The medals of its `DELEGATION_FIRST_MEDAL_EVENTS` most recently decided events, in programme order (a page
     * shows them newest first); `total` counts all its medals, which `GET /medallists?organisation=` sends.
     */
    medallists: firstOf(MedallistSchema),
  }),
  /**
   * The next `DELEGATION_NEXT_UNITS` items not over at the server's now (running ones included), in start order;
   * `total` counts the whole schedule, which `DelegationScheduleSchema` sends on request.
   */
  schedule: firstOf(UnitSummarySchema),
})
export type Delegation = z.infer<typeof DelegationSchema>

/** A delegation's whole schedule in start order (the page's "full schedule"). */
export const DelegationScheduleSchema = listOf(UnitSummarySchema)
export type DelegationSchedule = z.infer<typeof DelegationScheduleSchema>
