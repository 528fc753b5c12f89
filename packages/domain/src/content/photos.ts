/**
 * The official photos of /official-photos (decision 042) as a content kind (decision 114): a caption in four
 * languages, an optional discipline of the games, the games day it was taken, and an uploaded picture (stored at
 * 1600 px and a 480 px thumbnail) that travels with the item's own writes and is required on create. Photos are not
 * ordered: they list newest day first (their registration's order), and share the `media` table and its audit entity
 * with the videos.
 */
import { z } from 'zod'
import { PhotoInputSchema } from '../schemas/back-office-photos.ts'
import { type ContentKind, contentSchemas } from './content-kind.ts'

export const PHOTOS: ContentKind<typeof PhotoInputSchema.shape, 'photos', 'photo', false> = {
  kind: 'photos',
  entity: 'photo',
  auditEntity: 'media',
  input: PhotoInputSchema,
  fields: [
    { name: 'captions', widget: 'translated' },
    { name: 'disciplineCode', widget: 'discipline' },
    { name: 'day', widget: 'day' },
  ],
  // Required on create (no removal: an edit without a file keeps the picture, a new file replaces it).
  images: [{ name: 'photo', widget: 'image', purpose: 'photo', generated: true, withItem: true, required: true }],
  titleField: 'captions',
  ordered: false,
  disciplineFilter: 'disciplineCode',
  /**
   * The picture at full size and its thumbnail (the demo's generated picture for a photo without an upload), and
   * whether it is an upload: the answer keys the photos API has had since decision 042.
   */
  answers: { url: z.string(), thumbnailUrl: z.string(), uploaded: z.boolean() },
}

export const PhotosContentSchemas = contentSchemas(PHOTOS)
/** A photo as the back office reads it. */
export const AdminPhotoSchema = PhotosContentSchemas.adminItem
export type AdminPhoto = z.infer<typeof AdminPhotoSchema> & { url: string; thumbnailUrl: string; uploaded: boolean }
export type AdminPhotos = Omit<z.infer<typeof PhotosContentSchemas.adminList>, 'items'> & { items: AdminPhoto[] }
