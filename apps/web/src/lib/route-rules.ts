import { findRouteRule, isKnownPagePath } from '@podium/domain'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { LIVE_QUERY_ROOTS } from '../platform/live/live-sync.ts'
import { apiGet } from './api-client.ts'

/** The organiser's rules (decision 046): a read model the server caches; a `route-rule` live event refetches it. */
export const routeRulesQuery = queryOptions({
  queryKey: [...LIVE_QUERY_ROOTS.routeRules],
  queryFn: ({ signal }) => apiGet('/route-rules', { signal, cache: 'no-cache' }),
  staleTime: 5 * 60_000,
})

/** How long an in-app navigation to an unknown path waits for the rules before it shows the not-found page. */
const RULES_WAIT_MS = 4000

/**
 * Where an in-app navigation to `href` should go instead, by the organiser's rules; undefined for the app's own
 * pages (a rule never shadows one, so they never wait for the rules) and for paths no rule names.
 */
export async function ruledTarget(
  queryClient: QueryClient,
  href: string,
): Promise<{ to: string; external: boolean } | undefined> {
  if (isKnownPagePath(href)) return undefined
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), RULES_WAIT_MS))
  const rules = await Promise.race([queryClient.ensureQueryData(routeRulesQuery).catch(() => undefined), timeout])
  if (!rules) return undefined
  const found = findRouteRule(href, rules.items, new Date())
  return found && { to: found.to, external: found.external }
}
