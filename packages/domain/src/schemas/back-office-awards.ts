/**
 * The back office's awards ceremonies (issue 17, decision 044): the rows of /official-awards-schedule. A ceremony
 * names an event of the games, its venue and its start as a day and a time of day in the games' time zone (the
 * server turns them into an instant). Its status uses the ODF schedule codes the public screen and the demo already
 * store: SCHEDULED, RUNNING (under way), FINISHED (held), POSTPONED and CANCELLED.
 */
import { z } from 'zod'
import { ADMIN_PAGE_SIZE } from './back-office.ts'
import { IsoDaySchema, TimeOfDaySchema } from './back-office-transport.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

export const AWARD_CEREMONY_STATUSES = ['SCHEDULED', 'RUNNING', 'FINISHED', 'POSTPONED', 'CANCELLED'] as const
export const AwardCeremonyStatusSchema = z.enum(AWARD_CEREMONY_STATUSES)
export type AwardCeremonyStatus = z.infer<typeof AwardCeremonyStatusSchema>

const CodeSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: message })

/** A ceremony as the organiser writes it (POST /api/v1/admin/award-ceremonies). */
export const AwardCeremonyInputSchema = z.object({
  eventCode: CodeSchema(M.eventUnknown),
  venueCode: z
    .union([CodeSchema(M.venueUnknown), z.literal(''), z.null()])
    .optional()
    .transform((code) => (code ? code : null)),
  /** The day and time of day in the games' time zone. */
  day: IsoDaySchema,
  time: TimeOfDaySchema,
  status: AwardCeremonyStatusSchema.default('SCHEDULED'),
})
export type AwardCeremonyInput = z.input<typeof AwardCeremonyInputSchema>

export const AwardCeremonyUpdateSchema = AwardCeremonyInputSchema.extend({ version: z.number().int().min(1) })
export type AwardCeremonyUpdate = z.input<typeof AwardCeremonyUpdateSchema>

export const AdminAwardCeremoniesQuerySchema = z.object({
  /** A day of the games (in its time zone); none: every day. */
  day: IsoDaySchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
})
export type AdminAwardCeremoniesQuery = z.input<typeof AdminAwardCeremoniesQuerySchema>

export const AdminAwardCeremonySchema = z.object({
  id: z.number().int(),
  eventCode: z.string(),
  eventName: z.string(),
  disciplineCode: z.string(),
  venueCode: z.string().nullable(),
  venueName: z.string().nullable(),
  startAt: z.string(),
  /** `startAt` in the games' time zone. */
  day: z.string(),
  time: z.string(),
  status: z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
})
export type AdminAwardCeremony = z.infer<typeof AdminAwardCeremonySchema>

/** In time order. */
export const AdminAwardCeremoniesSchema = z.object({
  items: z.array(AdminAwardCeremonySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminAwardCeremonies = z.infer<typeof AdminAwardCeremoniesSchema>

/** The event picker's search (GET /api/v1/admin/award-ceremonies/events). */
export const AdminEventsQuerySchema = z.object({ q: z.string().trim().max(100).optional() })

export const AdminEventOptionsSchema = z.object({
  items: z.array(z.object({ code: z.string(), name: z.string(), disciplineCode: z.string() })),
})
export type AdminEventOptions = z.infer<typeof AdminEventOptionsSchema>
