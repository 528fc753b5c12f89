import type { AccessLogView, Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'

export interface AccessLogFilters {
  view: AccessLogView
  from?: string | undefined
  to?: string | undefined
}

export const accessLogQueries = {
  report: (lang: Locale, f: AccessLogFilters) =>
    queryOptions({
      queryKey: ['access-log', lang, f],
      queryFn: ({ signal }) =>
        apiGet('/access-log', {
          noteFreshness: true,
          lang,
          signal,
          params: { view: f.view, ...(f.view === 'range' ? { from: f.from, to: f.to } : {}) },
        }),
      placeholderData: keepPreviousData,
      retry: (count, error) => (error as { status?: number }).status !== 403 && count < 2,
    }),
}
