import { type ImagePurpose, VALIDATION_MESSAGES } from '@podium/domain'
import type { Context } from 'hono'
import type { z } from 'zod'
import { badRequest } from '../../http/errors.ts'
import type { NewStoredFile } from './file-store.ts'
import { ImageRefused, processImage } from './image-pipeline.ts'
import { readMetadataPart, readMultipart } from './multipart.ts'

/** The `file` part's bytes, or undefined when there is none (or it is empty). */
async function filePart(form: FormData): Promise<Uint8Array | undefined> {
  const part = form.get('file')
  return part instanceof File && part.size > 0 ? new Uint8Array(await part.arrayBuffer()) : undefined
}

/** The image of the `file` part made into its stored sizes, or a problem for the form's `file` field. */
async function imageOf(
  bytes: Uint8Array,
  purpose: ImagePurpose,
): Promise<{ files: NewStoredFile[] } | { problem: string }> {
  try {
    return { files: await processImage(bytes, purpose) }
  } catch (error) {
    if (error instanceof ImageRefused) return { problem: error.message }
    throw error
  }
}

/**
 * A write with an optional image (decision 042): a `metadata` part (JSON, checked by the domain's schema, as the form
 * does) and a `file` part. Every problem, of the fields or of the image, is one 400 with `fields`, found before
 * anything is written.
 */
export async function readImageUpload<T extends z.ZodType>(
  c: Context,
  schema: T,
  purpose: ImagePurpose,
  what: string,
): Promise<{ input: z.infer<T>; image: NewStoredFile[] | undefined }> {
  const form = await readMultipart(c, what)
  const { parsed, fields } = readMetadataPart(form, schema)
  const bytes = await filePart(form)
  let image: NewStoredFile[] | undefined
  if (bytes) {
    const made = await imageOf(bytes, purpose)
    if ('problem' in made) fields.file = [made.problem]
    else image = made.files
  }
  if (!parsed.success || Object.keys(fields).length > 0) throw badRequest(`The ${what} is invalid.`, fields)
  return { input: parsed.data, image }
}

/** An upload of an image alone (a sponsor's logo): the `file` part, required, and the `version` it was made on. */
export async function readImageOnly(
  c: Context,
  purpose: ImagePurpose,
  what: string,
  /** The lowest version the thing can have (the games settings start at 0, rows at 1). */
  minVersion = 1,
): Promise<{ version: number; image: NewStoredFile[] }> {
  const form = await readMultipart(c, what)
  const fields: Record<string, string[]> = {}
  const versionText = form.get('version')
  const version = typeof versionText === 'string' && /^\d{1,9}$/.test(versionText) ? Number(versionText) : -1
  if (version < minVersion) fields.version = ['Send the version the image replaces.']
  const bytes = await filePart(form)
  let image: NewStoredFile[] | undefined
  if (!bytes) fields.file = [VALIDATION_MESSAGES.imageRequired]
  else {
    const made = await imageOf(bytes, purpose)
    if ('problem' in made) fields.file = [made.problem]
    else image = made.files
  }
  if (!image || Object.keys(fields).length > 0) throw badRequest(`The ${what} is invalid.`, fields)
  return { version, image }
}
