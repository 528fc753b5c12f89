import type { Context } from 'hono'
import type { z } from 'zod'
import { badRequest, fieldErrors, HttpError } from '../../http/errors.ts'
import { jsonValueProblem } from '../../http/validate.ts'

/** A multipart request's form; 415 when the body is not multipart, 400 when it cannot be read. */
export async function readMultipart(c: Context, what: string): Promise<FormData> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'multipart/form-data') {
    throw new HttpError(415, 'unsupported_media_type', `Send the ${what} as multipart/form-data.`)
  }
  try {
    return await c.req.formData()
  } catch {
    throw badRequest('The request body is not valid multipart/form-data.')
  }
}

/**
 * The form's `metadata` part (JSON) checked by the domain's schema, as the form does: a 400 at once when it is not
 * JSON or holds what JSON input may not, else the parse and its field messages, for the caller to add the file's.
 */
export function readMetadataPart<T extends z.ZodType>(form: FormData, schema: T) {
  const metadata = form.get('metadata')
  let raw: unknown
  try {
    raw = typeof metadata === 'string' ? JSON.parse(metadata) : undefined
  } catch {
    raw = undefined
  }
  if (raw === undefined) throw badRequest('The metadata part must be valid JSON.')
  const problem = jsonValueProblem(raw)
  if (problem) throw badRequest(`The metadata ${problem}.`)
  const parsed = schema.safeParse(raw)
  const fields: Record<string, string[]> = parsed.success ? {} : fieldErrors(parsed.error)
  return { parsed, fields }
}
