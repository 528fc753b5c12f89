/**
 * Images in the back office (issue 17, decision 042): the checks of an uploaded picture, run by the web form before
 * sending and by the server before anything is written, and the sizes the screens show. The server decides by the
 * bytes (their magic numbers, then the decoder), never by the name or the declared type.
 */
import type { ValidationMessageKey } from './validation.ts'

/** The largest image file accepted: 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
/** The most pixels an image may declare (a 20000×20000 PNG of a few KB would need 1.6 GB to decode). */
export const IMAGE_MAX_PIXELS = 40_000_000

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** What an uploaded image is for; each purpose is stored at the widths its screens use (WebP, never upscaled). */
export const IMAGE_PURPOSES = {
  'sponsor-logo': { sizes: { logo: 320 } },
  'games-logo': { sizes: { logo: 256 } },
  'ambassador-photo': { sizes: { portrait: 480 } },
  photo: { sizes: { large: 1600, thumb: 480 } },
} as const
export type ImagePurpose = keyof typeof IMAGE_PURPOSES

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte)

/** The image type by the file's first bytes, or undefined (an SVG, a text file, anything else). */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp'
  }
  return undefined
}

/** Why an uploaded file cannot be an image, or undefined: larger than 5 MB, or not a JPEG, PNG or WebP by content. */
export function imageFileProblem(bytes: Uint8Array): ValidationMessageKey | undefined {
  if (bytes.byteLength > IMAGE_MAX_BYTES) return 'imageTooLarge'
  if (!sniffImageType(bytes)) return 'imageType'
  return undefined
}
