/**
 * The volunteers' information (the spec's /volunteers screen, issue 36): what a volunteer needs during the games,
 * managed by the organiser in four languages. Three sections:
 * - `shift`: a turn of duty (its title, what to do, when it starts and ends, where to report);
 * - `meeting-point`: where volunteers gather (its name, how to find it, the place);
 * - `contact`: whom to call (a role or name, when to call, a phone and/or an email).
 * The page lists each section in the organiser's order; shifts show their times in the games' time zone.
 */
import { z } from 'zod'
import { PlainTextSchema, TranslatedTextInputSchema } from '../schemas/back-office.ts'
import { VALIDATION_MESSAGES as M } from '../schemas/validation.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

export const VOLUNTEER_SECTIONS = ['shift', 'meeting-point', 'contact'] as const
export type VolunteerSection = (typeof VOLUNTEER_SECTIONS)[number]

const LONG_TEXT_MAX = 1000

/** A paragraph in one language: plain, bounded. */
const ParagraphSchema = z
  .string()
  .trim()
  .max(LONG_TEXT_MAX, { error: M.textTooLong })
  .refine((text) => !/[<>]/.test(text), { error: M.markup })

/** A paragraph in the four languages, all optional (a contact may need no words). */
const TranslatedParagraphSchema = z.object({
  pt: ParagraphSchema.default(''),
  en: ParagraphSchema.default(''),
  es: ParagraphSchema.default(''),
  az: ParagraphSchema.default(''),
})

/** An optional plain line: empty or absent is null. */
const OptionalLineSchema = z
  .union([PlainTextSchema, z.null()])
  .optional()
  .transform((text) => (text ? text : null))

/** An instant with its offset, or none. */
const OptionalInstantSchema = z.iso.datetime({ offset: true, error: M.dateInvalid }).nullable().default(null)

export const VolunteerInfoInputSchema = z.object({
  section: z.enum(VOLUNTEER_SECTIONS),
  titles: TranslatedTextInputSchema,
  details: TranslatedParagraphSchema,
  startsAt: OptionalInstantSchema,
  endsAt: OptionalInstantSchema,
  location: OptionalLineSchema,
  phone: OptionalLineSchema.refine((phone) => phone === null || /^\+?[\d\s().-]{6,20}$/.test(phone), {
    error: M.phoneInvalid,
  }),
  email: OptionalLineSchema.refine((email) => email === null || z.email().safeParse(email).success, {
    error: M.emailInvalid,
  }),
})

export const VOLUNTEERS: ContentKind<typeof VolunteerInfoInputSchema.shape, 'volunteers', 'volunteer-info', true> = {
  kind: 'volunteers',
  entity: 'volunteer-info',
  input: VolunteerInfoInputSchema,
  fields: [
    { name: 'section', widget: 'choice', options: VOLUNTEER_SECTIONS },
    { name: 'titles', widget: 'translated' },
    { name: 'details', widget: 'translated-long' },
    { name: 'startsAt', widget: 'datetime' },
    { name: 'endsAt', widget: 'datetime' },
    { name: 'location', widget: 'text' },
    { name: 'phone', widget: 'phone' },
    { name: 'email', widget: 'email' },
  ],
  titleField: 'titles',
  ordered: true,
  rules: [
    { broken: (v) => v.section === 'shift' && v.startsAt === null, path: 'startsAt', error: M.shiftStartRequired },
    {
      broken: (v) => v.startsAt !== null && v.endsAt !== null && Date.parse(v.endsAt) <= Date.parse(v.startsAt),
      path: 'endsAt',
      error: M.endsAfterStarts,
    },
    { broken: (v) => v.section === 'contact' && !v.phone && !v.email, path: 'phone', error: M.contactRequired },
  ],
}

export const VolunteersSchemas = contentSchemas(VOLUNTEERS)
export type VolunteerInfoInput = z.input<typeof VolunteersSchemas.input>
export type VolunteerInfo = z.infer<typeof VolunteersSchemas.adminItem>
/** `GET /api/v1/volunteers`: every item, in the organiser's order (the page groups them by section). */
export type VolunteersList = z.infer<typeof VolunteersSchemas.publicList>
