/**
 * The public corrections log (decision 086): every change to a result after it was first official, and every
 * withdrawal of an official result, with what changed per competitor and the reason staff gave. Public, so it names
 * no staff member (the audit log keeps who).
 */
import { z } from 'zod'
import { LocaleSchema } from './locales.ts'
import { OrganisationRefSchema } from './participants.ts'
import { CompetitorRefSchema, DaySchema } from './schedule.ts'

/** A correction's reason: required when staff correct an official result or withdraw it (500 characters). */
export const CorrectionReasonSchema = z.string().trim().min(1).max(500)

const change = <T extends z.ZodType>(value: T) => z.object({ from: value.nullable(), to: value.nullable() })
const MedalSchema = z.enum(['GOLD', 'SILVER', 'BRONZE'])

/** One competitor's changes: a field is present only when it changed. */
export const CorrectionChangeSchema = CompetitorRefSchema.extend({
  rank: change(z.number().int()).optional(),
  mark: change(z.string()).optional(),
  irm: change(z.string()).optional(),
  medal: change(MedalSchema).optional(),
})
export type CorrectionChange = z.infer<typeof CorrectionChangeSchema>

export const CORRECTION_KINDS = ['corrected', 'withdrawn', 'reinstated'] as const
/** staff: a person with a reason; feed: the official results feed (ODF); undo: an "Official" undone at once. */
export const CORRECTION_SOURCES = ['staff', 'feed', 'undo'] as const
export type CorrectionSource = (typeof CORRECTION_SOURCES)[number]

const StatusesSchema = z.object({ scheduleStatus: z.string(), resultStatus: z.string().nullable() })

export const CorrectionSchema = z.object({
  id: z.number().int(),
  /** When the correction was written (ISO instant). */
  at: z.string(),
  /** The unit's day in the games' time zone. */
  day: DaySchema,
  kind: z.enum(CORRECTION_KINDS),
  source: z.enum(CORRECTION_SOURCES),
  /** `startAt`: when the unit started (the spoiler shield hides its day's results). */
  unit: z.object({ code: z.string(), name: z.string(), startAt: z.string() }),
  event: z.object({ code: z.string(), name: z.string() }).nullable(),
  discipline: z.object({ code: z.string(), key: z.string(), name: z.string() }).nullable(),
  before: StatusesSchema,
  after: StatusesSchema,
  /** As staff or the feed wrote it, in `reasonLocale`; null when the source's own words apply (feed, undo). */
  reason: z.string().nullable(),
  reasonLocale: LocaleSchema.nullable(),
  changes: z.array(CorrectionChangeSchema),
  /** Delegations that gained or lost a medal by it (the medal table marks them). */
  medalsMoved: z.array(OrganisationRefSchema),
})
export type Correction = z.infer<typeof CorrectionSchema>

/** `GET /api/v1/corrections` and `GET /api/v1/units/{code}/corrections`: newest first. */
export const CorrectionListSchema = z.object({ builtAt: z.string(), corrections: z.array(CorrectionSchema) })
export type CorrectionList = z.infer<typeof CorrectionListSchema>

/** `GET /api/v1/corrections?day=&discipline=`: a day of the games and a discipline (key or code), both optional. */
export const CorrectionsQuerySchema = z.object({
  day: DaySchema.optional(),
  discipline: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
})
export type CorrectionsQuery = z.infer<typeof CorrectionsQuerySchema>
