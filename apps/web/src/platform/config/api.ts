import type { AppConfig, Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchJson } from '../../lib/api-client.ts'

export const configQueries = {
  all: () => ['config'] as const,
  /** Flags and the games' calendar; localized (the games' name), so keyed by language. */
  detail: (lang: Locale) =>
    queryOptions({
      queryKey: [...configQueries.all(), lang],
      queryFn: ({ signal }) => fetchJson<AppConfig>('/api/v1/config', { lang, signal }),
      // The flags and calendar do not change during a visit; refetching every 5 s would only cost requests.
      staleTime: 5 * 60_000,
      // While another language loads, keep showing the previous one rather than a skeleton.
      placeholderData: keepPreviousData,
    }),
}
