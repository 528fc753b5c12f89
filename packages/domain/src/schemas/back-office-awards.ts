/**
 * The back office's awards ceremonies (issue 17, decision 044): the rows of /official-awards-schedule. A ceremony
 * names an event of the games, its venue and its start as a day and a time of day in the games' time zone (the
 * server turns them into an instant). Its status uses the ODF schedule codes the public screen and the demo already
 * store: SCHEDULED, RUNNING (under way), FINISHED (held), POSTPONED and CANCELLED. The kind the engine serves them
 * as, with the update, item and list schemas, is `AWARD_CEREMONIES` (content/award-ceremonies.ts, decision 116).
 */
import { z } from 'zod'
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

/** The event picker's search (GET /api/v1/admin/<kind>/events, for a kind with an `event` field; decision 116). */
export const AdminEventsQuerySchema = z.object({ q: z.string().trim().max(100).optional() })

export const AdminEventOptionsSchema = z.object({
  items: z.array(z.object({ code: z.string(), name: z.string(), disciplineCode: z.string() })),
})
export type AdminEventOptions = z.infer<typeof AdminEventOptionsSchema>
