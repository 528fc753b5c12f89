import { fileUrl } from '../files/index.ts'

/** An ambassador's generated portrait (decision 042): shown while no photo is uploaded. */
export const ambassadorPortraitUrl = (ambassador: { id: number }) => `/api/v1/ambassadors/${ambassador.id}/photo.svg`

/**
 * The public portrait: the uploaded photo (decision 042), else the generated one. The back office's answer is the
 * content engine's (decision 111), from the same two URLs.
 */
export const ambassadorPhotoUrl = (row: { id: number; photoFileId: string | null }) =>
  row.photoFileId ? fileUrl(row.photoFileId) : ambassadorPortraitUrl(row)
