import type { Context } from 'hono'
import type { z } from 'zod'
import { badRequest, fieldErrors } from './errors.ts'

/** Reads and validates a JSON body; a bad body is a 400 with field-level messages, never a 500. */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw badRequest('The request body must be valid JSON.')
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw badRequest('The request body is invalid.', fieldErrors(parsed.error))
  return parsed.data
}

/** Validates query parameters the same way. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query())
  if (!parsed.success) throw badRequest('The query parameters are invalid.', fieldErrors(parsed.error))
  return parsed.data
}
