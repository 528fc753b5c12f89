import type { Locale } from '@podium/domain'
import { answerOf, apiUrl } from '../../lib/api-client.ts'

/**
 * A multipart write (decision 042: images; decision 039: documents): the parts as given, the answer or the API error
 * as an ApiRequestError, like every other request.
 */
export async function sendForm<T>(
  lang: Locale,
  request: { method: string; path: string },
  parts: Record<string, string | File | null | undefined>,
): Promise<T> {
  const body = new FormData()
  for (const [name, value] of Object.entries(parts)) {
    if (value instanceof File) body.set(name, value, value.name)
    else if (typeof value === 'string') body.set(name, value)
  }
  const res = await fetch(apiUrl(request.path, lang), {
    method: request.method,
    headers: { Accept: 'application/json' },
    body,
  })
  const parsed: unknown = await res.json().catch(() => undefined)
  return answerOf<T>(res.status, res.statusText, parsed)
}
