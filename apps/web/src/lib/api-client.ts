import type { ApiError, Locale } from '@podium/domain'
import { noteResponseFreshness } from './data-freshness.ts'

/** A failed API call: the HTTP status plus the server's `{ error: { code, message, fields } }` body when it sent one. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError'
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message)
  }
}

export interface FetchJsonOptions {
  /** Interface language; the server localizes names with it. */
  lang: Locale
  signal?: AbortSignal
  /** Extra query parameters besides `lang`. */
  params?: Record<string, string | number | undefined>
}

export function apiUrl(path: string, lang: Locale, params: FetchJsonOptions['params'] = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value))
  }
  search.set('lang', lang)
  return `${path}?${search}`
}

/**
 * GETs a JSON body typed by the shared contract (`T` is a `z.infer` type from @podium/domain).
 * The body is not re-validated here: the server validates what it sends with the same schemas, and zod in the
 * browser would cost about 30 KB gzipped of the first route's 170 KB budget.
 */
export async function fetchJson<T>(path: string, options: FetchJsonOptions): Promise<T> {
  const res = await fetch(apiUrl(path, options.lang, options.params), {
    headers: { Accept: 'application/json' },
    signal: options.signal,
  })
  const body: unknown = await res.json().catch(() => undefined)
  if (!res.ok) throw toApiError(res.status, res.statusText, body)
  noteResponseFreshness(res)
  return body as T
}

export function toApiError(status: number, statusText: string, body: unknown): ApiRequestError {
  if (isApiError(body)) {
    const { code, message, fields } = body.error
    return new ApiRequestError(status, statusText, code, message, fields)
  }
  return new ApiRequestError(status, statusText, 'http_error', `HTTP ${status}`)
}

function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false
  const error = body.error
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  )
}
