import { createHash, randomUUID } from 'node:crypto'
import {
  IMAGE_MAX_PIXELS,
  IMAGE_PURPOSES,
  type ImagePurpose,
  imageFileProblem,
  sniffImageType,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@podium/domain'
import sharp from 'sharp'
import type { NewStoredFile } from './file-store.ts'

/** Why an upload is refused: a validation message key, shown on the form's file field. */
export class ImageRefused extends Error {
  constructor(readonly problem: ValidationMessageKey) {
    super(VALIDATION_MESSAGES[problem])
  }
}

const WEBP_QUALITY = 82
const SHARP_FORMATS: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

/**
 * An upload made into the sizes its purpose uses (decision 042): JPEG, PNG or WebP by content only, at most 5 MB and
 * 40 million pixels (read from the header before anything is decoded, so a decompression bomb costs nothing), turned
 * upright by its EXIF orientation, then re-encoded to WebP at each width, never upscaled, with no metadata kept
 * (EXIF, GPS, ICC, XMP: sharp writes none unless asked). The rows are returned for the store; nothing is written here.
 */
export async function processImage(bytes: Uint8Array, purpose: ImagePurpose): Promise<NewStoredFile[]> {
  const problem = imageFileProblem(bytes)
  if (problem) throw new ImageRefused(problem)
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const }
  let format: string | undefined
  let pixels = 0
  try {
    const meta = await sharp(bytes, options).metadata()
    format = meta.format
    pixels = (meta.width ?? 0) * (meta.height ?? 0)
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRefused('imageTooManyPixels')
    throw new ImageRefused('imageUnreadable')
  }
  // The decoder must agree with the magic bytes (a PNG header on other content is not an image).
  if (!format || SHARP_FORMATS[format] !== sniffImageType(bytes)) throw new ImageRefused('imageType')
  if (pixels <= 0) throw new ImageRefused('imageUnreadable')
  if (pixels > IMAGE_MAX_PIXELS) throw new ImageRefused('imageTooManyPixels')
  const groupId = randomUUID()
  const files: NewStoredFile[] = []
  for (const [variant, width] of Object.entries(IMAGE_PURPOSES[purpose].sizes)) {
    let output: { data: Buffer; info: sharp.OutputInfo }
    try {
      output = await sharp(bytes, options)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true })
    } catch {
      throw new ImageRefused('imageUnreadable')
    }
    const content = new Uint8Array(output.data)
    files.push({
      id: randomUUID(),
      purpose,
      variant,
      groupId,
      mimeType: 'image/webp',
      content,
      width: output.info.width,
      height: output.info.height,
      sizeBytes: content.byteLength,
      sha256: createHash('sha256').update(content).digest('hex'),
    })
  }
  return files
}
