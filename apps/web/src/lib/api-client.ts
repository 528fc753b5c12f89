import {
  type ApiError,
  type ApiGetAnswer,
  type ApiGetPath,
  type ApiPathParams,
  type ApiWriteAnswer,
  type ApiWriteBody,
  type ApiWritePath,
  type ApiWriteRoute,
  fillApiPath,
  type Locale,
} from '@podium/domain'
import type { ZodType } from 'zod'
import { apiHref } from './api-origin.ts'
import { authToken, setAuthToken } from './auth-token.ts'
import { noteResponseFreshness } from './data-freshness.ts'
import { noteApiReached } from './online.ts'

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

export interface ApiRequestOptions<T> {
  /** Interface language; the server localizes names with it. Absent: no `lang` parameter (e.g. error reports). */
  lang?: Locale
  /** GET by default. */
  method?: string
  /** Sent as JSON when present. */
  body?: unknown
  signal?: AbortSignal
  /** Extra query parameters besides `lang`. */
  params?: Record<string, string | number | undefined>
  /**
   * The domain schema of the answer: the body is parsed with it instead of cast. Using a schema anywhere currently
   * puts zod in the first route's shared domain chunks, over its 170 KB budget (decision 027, "The web side").
   */
  schema?: ZodType<T>
  cache?: RequestCache
  keepalive?: boolean
  /** Reads shown to the public note whether the service worker answered from its cache (data-freshness.ts). */
  noteFreshness?: boolean
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>
let transport: Fetch = (input, init) => fetch(input, init)

/**
 * The server-side render answers the API in process (apps/web/src/entry-server.tsx); the browser keeps `fetch`.
 */
export function setApiTransport(next: Fetch): void {
  transport = next
}

/**
 * The one way the web calls the API. An error status throws ApiRequestError with the server's code; a 204 (or an
 * empty body) resolves undefined; an answer that does not match `schema` throws ApiRequestError `invalid_response`.
 * The session travels in the HttpOnly cookie, which same-origin requests carry by themselves; a native build calls
 * the API origin and sends its token as `Authorization: Bearer` instead, and forgets the token on a 401.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { lang, method = 'GET', body, signal, params, schema, cache, keepalive } = options
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const token = await authToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const init: RequestInit = { method, headers }
  if (body !== undefined) init.body = JSON.stringify(body)
  if (signal) init.signal = signal
  if (cache) init.cache = cache
  if (keepalive) init.keepalive = keepalive
  let res: Response
  try {
    res = await transport(apiHref(lang ? apiUrl(path, lang, params) : path), init)
  } catch (error) {
    // No answer at all (not a cancelled request): the network is gone, whatever navigator.onLine says.
    if (!signal?.aborted && error instanceof TypeError) noteApiReached(false)
    throw error
  }
  noteApiReached(true)
  // The server no longer knows this token (expired, logged out elsewhere): keep it no longer.
  if (token && res.status === 401) await setAuthToken(null)
  if (res.status === 204) return undefined as T
  const parsed: unknown = await res.json().catch(() => undefined)
  if (res.ok && options.noteFreshness) noteResponseFreshness(res)
  return answerOf(res.status, res.statusText, parsed, schema)
}

/**
 * The answer of a finished call, or the ApiRequestError it stands for: shared by apiRequest and the bundle upload,
 * which keeps XMLHttpRequest for its progress events.
 */
export function answerOf<T>(status: number, statusText: string, body: unknown, schema?: ZodType<T>): T {
  if (status < 200 || status >= 300) throw toApiError(status, statusText, body)
  if (!schema) return body as T
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const where = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ')
  throw new ApiRequestError(status, statusText, 'invalid_response', `Unexpected answer from the API: ${where}`)
}

/**
 * GETs a JSON body typed by the shared contract (`T` is a `z.infer` type from @podium/domain); `schema` parses it
 * instead (see ApiRequestOptions).
 */
export function fetchJson<T>(path: string, options: FetchJsonOptions & { schema?: ZodType<T> }): Promise<T> {
  return apiRequest<T>(path, { ...options, noteFreshness: true })
}

/** A GET's options: `at` fills the path's `:params` (required exactly when the path has some). */
export type ApiGetOptions<P extends ApiGetPath> = Omit<
  ApiRequestOptions<ApiGetAnswer<P>>,
  'method' | 'body' | 'keepalive'
> &
  ([ApiPathParams<P>] extends [never] ? { at?: never } : { at: Readonly<Record<ApiPathParams<P>, string | number>> })

/**
 * GETs a JSON endpoint by its path in the domain's API table (`API_GETS`): the answer's type is that row's schema's,
 * the same schema the contract test holds the server's answer to. Type only: no schema is parsed or bundled unless
 * `schema` is given.
 */
export function apiGet<P extends ApiGetPath>(path: P, options: ApiGetOptions<P>): Promise<ApiGetAnswer<P>> {
  const { at, ...request } = options
  return apiRequest<ApiGetAnswer<P>>(`/api/v1${at ? fillApiPath(path, at) : path}`, request)
}

/**
 * GETs a read the live stream keeps current (the schedule, results, structures, content edited in the back office):
 * revalidated with the server on every fetch (`cache: 'no-cache'`, usually a cheap 304 by ETag), so a refetch a live
 * event asks for is never answered from the browser's HTTP cache, and the answer's age noted for the "updated" label.
 */
export function apiGetLive<P extends ApiGetPath>(path: P, options: ApiGetOptions<P>): Promise<ApiGetAnswer<P>> {
  return apiGet(path, { ...options, cache: 'no-cache', noteFreshness: true })
}

/** A write's options: `at` fills the path's `:params`, `body` is required exactly when the route reads one. */
export type ApiWriteOptions<R extends ApiWriteRoute> = Omit<
  ApiRequestOptions<ApiWriteAnswer<R>>,
  'method' | 'body' | 'schema' | 'noteFreshness'
> &
  ([ApiPathParams<ApiWritePath<R>>] extends [never]
    ? { at?: never }
    : { at: Readonly<Record<ApiPathParams<ApiWritePath<R>>, string | number>> }) &
  ([ApiWriteBody<R>] extends [undefined] ? { body?: never } : { body: ApiWriteBody<R> })

/**
 * Sends a write by its method and path in the domain's API table (`API_WRITES`, e.g. `'PUT /admin/sponsors/:id'`):
 * the body's type is the row's input schema's, the answer's its answer schema's (undefined for a 204), the schemas the
 * server validates with and the contract test holds its answer to. Type only: nothing of the table is bundled.
 */
export function apiWrite<R extends ApiWriteRoute>(route: R, options: ApiWriteOptions<R>): Promise<ApiWriteAnswer<R>> {
  const { at, ...request } = options as ApiWriteOptions<R> & {
    at?: Readonly<Record<string, string | number>>
    body?: unknown
  }
  const space = route.indexOf(' ')
  const path = route.slice(space + 1)
  return apiRequest<ApiWriteAnswer<R>>(`/api/v1${at ? fillApiPath(path, at) : path}`, {
    ...request,
    method: route.slice(0, space),
  })
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
