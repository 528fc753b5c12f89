import type { Context } from 'hono'
import type { z } from 'zod'
import { badRequest, fieldErrors, HttpError, notFound } from './errors.ts'

/** Deeper JSON than this is refused before validation (no contract nests anywhere near it). */
export const MAX_JSON_DEPTH = 32

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The first problem of a parsed JSON value that no endpoint accepts, or undefined: nesting deeper than
 * MAX_JSON_DEPTH, or a NUL character in a string or key (PostgreSQL text cannot hold one).
 */
export function jsonValueProblem(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? 'must not contain NUL characters' : undefined
  if (value === null || typeof value !== 'object') return undefined
  if (depth >= MAX_JSON_DEPTH) return `must not nest deeper than ${MAX_JSON_DEPTH} levels`
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) return 'must not contain NUL characters'
    const problem = jsonValueProblem(v, depth + 1)
    if (problem) return problem
  }
  return undefined
}

/** Whether the request says its body is JSON (`application/json`, any parameters such as a charset). */
export function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

/**
 * Reads and validates a JSON body; a bad body is a 400 with a clear message (field-level for the schema), never a
 * 500: invalid UTF-8, malformed or too deep JSON and NUL characters are refused before the schema runs. The body
 * must be declared `application/json` (415 otherwise): a cross-site HTML form can send `text/plain` or form data
 * without asking, but not JSON (that needs a CORS preflight, which this server never grants).
 */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the request body as application/json.')
  }
  let text: string
  try {
    text = utf8.decode(await c.req.arrayBuffer())
  } catch {
    throw badRequest('The request body must be UTF-8 text.')
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw badRequest('The request body must be valid JSON.')
  }
  const problem = jsonValueProblem(raw)
  if (problem) throw badRequest(`The request body ${problem}.`)
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw badRequest('The request body is invalid.', fieldErrors(parsed.error))
  return parsed.data
}

/** Validates query parameters the same way. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const query = c.req.query()
  if (Object.entries(query).some(([k, v]) => k.includes('\u0000') || v.includes('\u0000'))) {
    throw badRequest('The query parameters must not contain NUL characters.')
  }
  const parsed = schema.safeParse(query)
  if (!parsed.success) throw badRequest('The query parameters are invalid.', fieldErrors(parsed.error))
  return parsed.data
}

/** A row id from the path (`/admin/places/:id`): digits only, else 404 naming what was asked for. */
export function rowIdParam(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw notFound(`No ${what} with id ${raw}.`)
  return Number(raw)
}
