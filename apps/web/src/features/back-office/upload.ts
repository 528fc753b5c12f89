import type { ApiPathParams, ApiWriteAnswer, ApiWritePath, ApiWriteRoute, Locale } from '@podium/domain'
import { fillApiPath } from '@podium/domain'
import { answerOf, apiUrl } from '../../lib/api-client.ts'

/** A multipart write's options: `at` fills the route's `:params` (required exactly when it has some). */
export type SendFormOptions<R extends ApiWriteRoute> = {
  lang: Locale
  parts: Record<string, string | File | null | undefined>
} & ([ApiPathParams<ApiWritePath<R>>] extends [never]
  ? { at?: never }
  : { at: Readonly<Record<ApiPathParams<ApiWritePath<R>>, string | number>> })

/**
 * A multipart write (decision 042: images; decision 039: documents) by its route in the domain's API table
 * (`API_WRITES`, whose row says `body: null` and names the `metadata` part's schema): the parts as given, the answer
 * typed by the row or the API error as an ApiRequestError, like every other request.
 */
export async function sendForm<R extends ApiWriteRoute>(
  route: R,
  options: SendFormOptions<R>,
): Promise<ApiWriteAnswer<R>> {
  const { lang, parts } = options
  const at = (options as { at?: Readonly<Record<string, string | number>> }).at
  const space = route.indexOf(' ')
  const path = route.slice(space + 1)
  const body = new FormData()
  for (const [name, value] of Object.entries(parts)) {
    if (value instanceof File) body.set(name, value, value.name)
    else if (typeof value === 'string') body.set(name, value)
  }
  const res = await fetch(apiUrl(`/api/v1${at ? fillApiPath(path, at) : path}`, lang), {
    method: route.slice(0, space),
    headers: { Accept: 'application/json' },
    body,
  })
  const parsed: unknown = await res.json().catch(() => undefined)
  return answerOf<ApiWriteAnswer<R>>(res.status, res.statusText, parsed)
}
