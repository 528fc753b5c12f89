/**
 * The back office's official photos (issue 17, decision 042): media of kind `photo` shown on /official-photos — an
 * uploaded picture (stored at 1600 px and a 480 px thumbnail), a caption in the four languages, a discipline and the
 * games day it was taken.
 */
import { z } from 'zod'
import { AnyDisciplineCodeSchema } from '../codes/disciplines.ts'
import { LOCALES } from '../codes/locales.ts'
import {
  ADMIN_PAGE_SIZE,
  ADMIN_TEXT_MAX_LENGTH,
  DisciplineInputSchema,
  TranslatedTextInputSchema,
} from './back-office.ts'
import { LocalizedTextSchema } from './locales.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

/** A photo as the organiser writes it (the `metadata` part of POST /api/v1/admin/photos; the file is required). */
export const PhotoInputSchema = z.object({
  captions: TranslatedTextInputSchema,
  disciplineCode: DisciplineInputSchema.nullable().default(null),
  /** The games day it was taken (YYYY-MM-DD); the server checks it is one. */
  day: z.string({ error: M.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateInvalid }),
})
export type PhotoInput = z.input<typeof PhotoInputSchema>

/** An edit names the version it was made on (409 `conflict` when newer); the file is optional (kept when absent). */
export const PhotoUpdateSchema = PhotoInputSchema.extend({ version: z.number().int().min(1) })
export type PhotoUpdate = z.input<typeof PhotoUpdateSchema>

export const AdminPhotosQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_TEXT_MAX_LENGTH).optional(),
  discipline: DisciplineInputSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
})
export type AdminPhotosQuery = z.input<typeof AdminPhotosQuerySchema>

export const AdminPhotoSchema = z.object({
  id: z.number().int(),
  captions: LocalizedTextSchema,
  disciplineCode: AnyDisciplineCodeSchema.nullable(),
  /** The games day it was taken, in the games' time zone; null when the demo gave it no time. */
  day: z.string().nullable(),
  /** The photo at full size, and its thumbnail (the generated picture for the demo's photos). */
  url: z.string(),
  thumbnailUrl: z.string(),
  /** Whether the picture is an upload (else the demo's generated one). */
  uploaded: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  missing: z.array(z.enum(LOCALES)),
})
export type AdminPhoto = z.infer<typeof AdminPhotoSchema>

/** Newest first (by the day taken), then by id. */
export const AdminPhotosSchema = z.object({
  items: z.array(AdminPhotoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminPhotos = z.infer<typeof AdminPhotosSchema>
