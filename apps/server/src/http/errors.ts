import type { ApiError } from '@podium/domain'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An error the client may see: a stable code, a message and the HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** More of the answer beside code and message, declared by the endpoint's error schema (e.g. `replaces`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message)
/** An edit made on a version someone else changed since (every manager's optimistic lock). */
export const conflict = () =>
  new HttpError(409, 'conflict', 'Someone else changed this item after you opened it. Reload it and try again.')
export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(400, 'invalid_request', message, fields)

export function errorBody(code: string, message: string, fields?: Record<string, string[]>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } }
}

/** Field-level messages from a zod error, keyed by the dotted path ('' for the whole body): the domain's one rule. */
export { fieldMessages as fieldErrors } from '@podium/domain'

/** The app's onError: known errors keep their status; anything else is a 500 without a stack trace. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HttpError) {
    const body = errorBody(error.code, error.message, error.fields)
    return c.json(error.details ? { error: { ...body.error, ...error.details } } : body, error.status)
  }
  // Hono's own HTTPException (e.g. body limit) carries a status.
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return c.json(errorBody('invalid_request', error.message || 'Bad request'), status as ContentfulStatusCode)
  }
  console.error(`[server] ${c.req.method} ${c.req.path}:`, error)
  return c.json(errorBody('internal_error', 'Something went wrong. Please try again later.'), 500)
}
