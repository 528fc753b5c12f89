/**
 * The people of /ambassadors (decision 042) as a content kind (decision 111): a name (one text, which titles the
 * item), a bio in the four languages, a discipline and a delegation of the games, the games days they are there, and
 * an uploaded photo — without one the public sees a generated portrait. The photo travels with the item's own writes.
 */

import { z } from 'zod'
import { AmbassadorInputSchema } from '../schemas/back-office-ambassadors.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

export const AMBASSADORS: ContentKind<typeof AmbassadorInputSchema.shape, 'ambassadors', 'ambassador', false> = {
  kind: 'ambassadors',
  entity: 'ambassador',
  input: AmbassadorInputSchema,
  fields: [
    { name: 'name', widget: 'text' },
    { name: 'disciplineCode', widget: 'discipline' },
    { name: 'organisationCode', widget: 'organisation' },
    { name: 'bio', widget: 'translated-long' },
    { name: 'days', widget: 'days' },
  ],
  // `removePhoto: true` in an edit's metadata drops the uploaded photo (imageRemoveKey).
  images: [{ name: 'photo', widget: 'image', purpose: 'ambassador-photo', generated: true, withItem: true }],
  titleField: 'name',
  ordered: false,
  disciplineFilter: 'disciplineCode',
  feature: 'ambassadors',
}

export const AmbassadorsContentSchemas = contentSchemas(AMBASSADORS)

/** An ambassador as the back office reads it; the photo is `photoUrl` (the generated portrait without one), `hasPhoto`. */
export const AdminAmbassadorSchema = AmbassadorsContentSchemas.adminItem.extend({
  photoUrl: z.string(),
  hasPhoto: z.boolean(),
})
export type AdminAmbassador = z.infer<typeof AdminAmbassadorSchema>
export type AdminAmbassadors = Omit<z.infer<typeof AmbassadorsContentSchemas.adminList>, 'items'> & {
  items: AdminAmbassador[]
}
