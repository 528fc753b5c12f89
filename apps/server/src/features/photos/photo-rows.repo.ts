/**
 * How the official photos' content kind (decision 114) is stored: rows of the `media` table of kind `photo`, which
 * they share with the videos (decision 042). A photo's day is stored as its noon in the games' time zone (the public
 * list orders by it) and read back as the day; its upload as the large size (also the row's `url`) and the thumbnail.
 * A demo photo has no upload: its `url` is kept and its thumbnail is the generated picture. Newest day first, then the
 * newest id.
 */
import { zonedDate, zonedInstant } from '@podium/domain'
import { desc, eq, sql } from 'drizzle-orm'
import type { ContentCodec, ContentTable, Row } from '../../content/content.repo.ts'
import { media } from '../../db/schema.ts'
import { fileUrl } from '../files/index.ts'

/** The generated picture the public list shows too (info.routes.ts `/media/:id/image.svg`). */
const generatedPhotoUrl = (id: number) => `/api/v1/media/${id}/image.svg`

const photoCodec: ContentCodec = {
  toRow(values, zone) {
    const row: Row = {
      kind: 'photo',
      titles: values.captions,
      disciplineCode: values.disciplineCode,
      takenAt: new Date(zonedInstant(values.day as string, '12:00', zone)),
    }
    // A new upload (the engine's `photo` and `photo.<size>` values); without one the picture is kept.
    const large = values.photo
    if (typeof large === 'string') {
      const thumb = values['photo.thumb']
      Object.assign(row, { url: fileUrl(large), fileId: large, thumbFileId: typeof thumb === 'string' ? thumb : large })
    }
    return row
  },
  fromRow(row: Row, zone) {
    const fileId = typeof row.fileId === 'string' ? row.fileId : null
    const thumb = typeof row.thumbFileId === 'string' ? row.thumbFileId : fileId
    return {
      captions: row.titles,
      disciplineCode: row.disciplineCode ?? null,
      day: row.takenAt instanceof Date ? zonedDate(row.takenAt, zone) : null,
      photo: fileId,
      url: fileId ? fileUrl(fileId) : row.url,
      thumbnailUrl: thumb ? fileUrl(thumb) : generatedPhotoUrl(row.id as number),
      uploaded: fileId !== null,
    }
  },
}

/** The photos' registration options (content-tables.repo.ts): their rows of `media`, their order, their codec. */
export const PHOTO_ROWS = {
  scope: eq(media.kind, 'photo'),
  order: [sql`${media.takenAt} desc nulls last`, desc(media.id)],
  codec: photoCodec,
  // The search reads the captions' column (every language).
  columns: { captions: 'titles' },
  // A demo photo without an upload answers its generated picture as its `photoUrl`.
  generatedImageUrl: (_field: string, item: { id: number }) => generatedPhotoUrl(item.id),
} satisfies Omit<ContentTable, 'kind' | 'table'>
