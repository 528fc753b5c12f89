/**
 * Contracts of the back office (issue 17, decision 036): the same schemas check the organiser's forms in the web app
 * and the write endpoints on the server. Texts are plain (no `<` or `>`); translated texts need Portuguese, the other
 * languages fall back to it when empty.
 */
import { z } from 'zod'
import { ODF_DISCIPLINE_CODE } from '../codes/disciplines.ts'
import { LOCALES, type Locale, type LocalizedText } from '../codes/locales.ts'
import { LocalizedTextSchema } from './locales.ts'
import { PlaceKindSchema } from './places.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

export const ADMIN_TEXT_MAX_LENGTH = 200

/**
 * A discipline an organiser names (a document's, a photo's, an ambassador's, content.json's): any ODF code, since a
 * games brings its own disciplines (decision 068). The server checks that the games have it, and refuses one they do
 * not with `disciplineUnknown` on the field (decision 074).
 */
export const DisciplineInputSchema = z
  .string({ error: M.disciplineUnknown })
  .regex(ODF_DISCIPLINE_CODE, { error: M.disciplineUnknown })

/** A plain text: trimmed, bounded, no markup. Empty is allowed here; `required…` variants refuse it. */
export const PlainTextSchema = z
  .string()
  .trim()
  .max(ADMIN_TEXT_MAX_LENGTH, { error: M.textTooLong })
  .refine((text) => !/[<>]/.test(text), { error: M.markup })

/** An optional plain text: empty or absent becomes null. */
const OptionalTextSchema = z
  .union([PlainTextSchema, z.null()])
  .optional()
  .transform((text) => (text ? text : null))

/** A text in the four languages: Portuguese required, the others may be empty (shown in Portuguese). */
export const TranslatedTextInputSchema = z.object({
  pt: PlainTextSchema.refine((text) => text.length > 0, { error: M.portugueseRequired }),
  en: PlainTextSchema.default(''),
  es: PlainTextSchema.default(''),
  az: PlainTextSchema.default(''),
})

/** The languages a translated text lacks (Portuguese is never missing once saved). */
export function missingLocales(text: LocalizedText): Locale[] {
  return LOCALES.filter((locale) => text[locale].trim() === '')
}

/** A website: empty is none; else http(s) with no spaces. */
export const WebsiteSchema = z
  .union([PlainTextSchema, z.null()])
  .optional()
  .transform((text) => (text ? text : null))
  .refine((url) => url === null || /^https?:\/\/\S+$/i.test(url), { error: M.websiteInvalid })

/** A place as the organiser writes it (POST /api/v1/admin/places). */
export const PlaceInputSchema = z.object({
  kind: PlaceKindSchema,
  names: TranslatedTextInputSchema,
  address: OptionalTextSchema,
  phone: OptionalTextSchema,
  website: WebsiteSchema,
  latitude: z.number().min(-90, { error: M.latitudeRange }).max(90, { error: M.latitudeRange }).nullable(),
  longitude: z.number().min(-180, { error: M.longitudeRange }).max(180, { error: M.longitudeRange }).nullable(),
})
export type PlaceInput = z.input<typeof PlaceInputSchema>

/** An edit (PUT /api/v1/admin/places/:id) names the version it was made on: a newer one answers 409 `conflict`. */
export const PlaceUpdateSchema = PlaceInputSchema.extend({ version: z.number().int().min(1) })
export type PlaceUpdate = z.input<typeof PlaceUpdateSchema>

/** A delete names the version too, so nobody deletes what they have not seen. */
export const VersionQuerySchema = z.object({ version: z.coerce.number().int().min(1) })

export const ADMIN_PAGE_SIZE = 20

export const AdminPlacesQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_TEXT_MAX_LENGTH).optional(),
  kind: PlaceKindSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
})
export type AdminPlacesQuery = z.input<typeof AdminPlacesQuerySchema>

/** A place as the back office sees it: every language, its version, and which languages are missing. */
export const AdminPlaceSchema = z.object({
  id: z.number().int(),
  kind: PlaceKindSchema,
  names: LocalizedTextSchema,
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  missing: z.array(z.enum(LOCALES)),
})
export type AdminPlace = z.infer<typeof AdminPlaceSchema>

export const AdminPlacesSchema = z.object({
  items: z.array(AdminPlaceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminPlaces = z.infer<typeof AdminPlacesSchema>
