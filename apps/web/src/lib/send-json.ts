import type { Locale } from '@podium/domain'
import { apiUrl, toApiError } from './api-client.ts'

/**
 * Sends a JSON body (POST by default) and reads the JSON answer typed by the shared contract. The session travels in
 * the HttpOnly cookie, which same-origin requests carry by themselves; an error status throws ApiRequestError.
 */
export async function sendJson<T>(path: string, body: unknown, options: { lang: Locale; method?: string }): Promise<T> {
  const res = await fetch(apiUrl(path, options.lang), {
    method: options.method ?? 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })
  if (res.status === 204) return undefined as T
  const parsed: unknown = await res.json().catch(() => undefined)
  if (!res.ok) throw toApiError(res.status, res.statusText, parsed)
  return parsed as T
}
