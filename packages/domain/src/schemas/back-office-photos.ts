/**
 * The back office's official photos (issue 17, decision 042): media of kind `photo` shown on /official-photos — an
 * uploaded picture (stored at 1600 px and a 480 px thumbnail), a caption in the four languages, a discipline and the
 * games day it was taken. The kind's declaration, answers and list are content/photos.ts (decision 114).
 */
import { z } from 'zod'
import { DisciplineInputSchema, TranslatedTextInputSchema } from './back-office.ts'
import { VALIDATION_MESSAGES as M } from './validation.ts'

/** A photo as the organiser writes it (the `metadata` part of POST /api/v1/admin/photos; the file is required). */
export const PhotoInputSchema = z.object({
  captions: TranslatedTextInputSchema,
  disciplineCode: DisciplineInputSchema.nullable().default(null),
  /** The games day it was taken (YYYY-MM-DD); the server checks it is one. */
  day: z.string({ error: M.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateInvalid }),
})
export type PhotoInput = z.input<typeof PhotoInputSchema>
