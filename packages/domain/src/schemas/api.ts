/**
 * Response contracts of the public API. The server builds these; the web app reads them.
 * Localized names are resolved to the request's language by the server (`?lang=` or Accept-Language).
 */
import { z } from 'zod'
import { AnyDisciplineCodeSchema } from '../codes/disciplines.ts'
import { ResultStatusSchema, ScheduleStatusSchema } from '../codes/statuses.ts'
import { FEATURE_KEYS } from '../rules/features.ts'
import { LocaleSchema } from './locales.ts'

/**
 * An error answer. Its `code` is one of API_ERROR_CODES (codes/api-error-codes.ts, decision 066); the English
 * `message` is for logs and developers, a screen shows the code's text from its locale file.
 */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level messages of a request body that failed validation. */
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})
export type ApiError = z.infer<typeof ApiErrorSchema>

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
export type Health = z.infer<typeof HealthSchema>

/** What the client needs to know at start: flags and the games' calendar. */
export const AppConfigSchema = z.object({
  loginEnabled: z.boolean(),
  locale: LocaleSchema,
  games: z.object({
    name: z.string(),
    hostCity: z.string(),
    timeZone: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    /** The games' "today" (YYYY-MM-DD in the games' time zone); PODIUM_TODAY pins it. */
    today: z.string(),
    /** The name for narrow places (a phone's header); null: use `name` (decision 050). */
    shortName: z.string().nullable(),
    /** The organiser's logo, or null for the app's mark. */
    logoUrl: z.string().nullable(),
    /** The brand colour (#rrggbb) the screens' palettes derive from, or null for the app's own. */
    brandColour: z.string().nullable(),
  }),
  /** The optional features and whether these games offer them (rules/features.ts). */
  features: z.record(z.enum(FEATURE_KEYS), z.boolean()),
  /** The app-only screens open on the web too (decision 082); absent: no. */
  webAppScreens: z.boolean().optional(),
  /** The Portuguese of the games' `pt` (decision 082); absent: pt-PT. */
  portugueseVariant: z.enum(['pt-PT', 'pt-BR']).optional(),
})
export type AppConfig = z.infer<typeof AppConfigSchema>

export const DisciplineDtoSchema = z.object({
  code: AnyDisciplineCodeSchema,
  key: z.string(),
  name: z.string(),
  format: z.string(),
  team: z.boolean(),
  imageUrl: z.string().nullable(),
})
export type DisciplineDto = z.infer<typeof DisciplineDtoSchema>

export const OrganisationDtoSchema = z.object({
  code: z.string(),
  name: z.string(),
  countryIso2: z.string().nullable(),
  flagUrl: z.string(),
})
export type OrganisationDto = z.infer<typeof OrganisationDtoSchema>

export const VenueDtoSchema = z.object({
  code: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string().nullable(),
})
export type VenueDto = z.infer<typeof VenueDtoSchema>

/** A schedule item as lists show it. */
export const UnitSummarySchema = z.object({
  code: z.string(),
  type: z.string(),
  name: z.string(),
  disciplineCode: AnyDisciplineCodeSchema.nullable(),
  disciplineName: z.string().nullable(),
  eventCode: z.string().nullable(),
  eventName: z.string().nullable(),
  venueCode: z.string().nullable(),
  venueName: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  scheduleStatus: ScheduleStatusSchema,
  resultStatus: ResultStatusSchema.nullable(),
  medal: z.enum(['GOLD', 'BRONZE']).nullable(),
})
export type UnitSummary = z.infer<typeof UnitSummarySchema>

export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) })

/** `GET /api/v1/health/ready`: 200 when this instance should get traffic, else 503 with the same body saying why. */
export const HealthReadySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: HealthSchema.shape.database,
  databaseAnswers: z.boolean(),
  /** Live updates: `reconnecting` while this instance does not hear changes (its read models may be stale). */
  live: z.object({
    state: z.enum(['listening', 'reconnecting']),
    /** When the LISTEN connection dropped (ISO time), or null while listening. */
    deafSince: z.string().nullable(),
    lastEventId: z.number().int(),
  }),
})
export type HealthReady = z.infer<typeof HealthReadySchema>

/** `GET /api/v1/disciplines`, `/organisations`, `/venues`: the reference lists. */
export const DisciplinesSchema = listOf(DisciplineDtoSchema)
export type Disciplines = z.infer<typeof DisciplinesSchema>
export const OrganisationsSchema = listOf(OrganisationDtoSchema)
export type Organisations = z.infer<typeof OrganisationsSchema>
export const VenuesSchema = listOf(VenueDtoSchema)
export type Venues = z.infer<typeof VenuesSchema>
