import { fileUrl } from '../files/index.ts'

/**
 * A sponsor's generated wordmark (decision 040), its URL versioned so a renamed sponsor's old wordmark is not reused
 * from a cache.
 */
export const sponsorWordmarkUrl = (sponsor: { id: number; version: number }) =>
  `/api/v1/sponsors/${sponsor.id}/logo.svg?v=${sponsor.version}`

/**
 * The public logo: the uploaded image (its id changes with the image, decision 042), else the generated wordmark.
 * The back office's answer is the content engine's (decision 108), from the same two URLs.
 */
export const sponsorLogoUrl = (row: { id: number; version: number; logoFileId: string | null }) =>
  row.logoFileId ? fileUrl(row.logoFileId) : sponsorWordmarkUrl(row)
