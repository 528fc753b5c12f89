import type { AdminSponsorsQuery, Locale, SponsorInput, SponsorMove, SponsorUpdate } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'
import { withVersion } from './edit-body.ts'
import { sendForm } from './upload.ts'

export const sponsorsAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'sponsors'] as const,
  list: (lang: Locale, query: AdminSponsorsQuery) =>
    queryOptions({
      queryKey: [...sponsorsAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/sponsors', {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, tier: query.tier, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

/** After each write the manager's list and the public /sponsors refetch here; other screens hear the live event. */
function refreshSponsors(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: sponsorsAdminQueries.all() }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.sponsors }),
  ])
}

export const sponsorsAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...sponsorsAdminQueries.all(), 'save'],
      mutationFn: ({ id, body }: { id: number | undefined; body: SponsorInput | SponsorUpdate }) =>
        id === undefined
          ? apiWrite('POST /admin/sponsors', { lang, body })
          : apiWrite('PUT /admin/sponsors/:id', { at: { id }, lang, body: withVersion(body) }),
      onSuccess: (_answer, _input, _result, { client }) => refreshSponsors(client),
    }),
  move: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...sponsorsAdminQueries.all(), 'move'],
      mutationFn: ({ id, body }: { id: number; body: SponsorMove }) =>
        apiWrite('POST /admin/sponsors/:id/move', { at: { id }, lang, body }),
      onSettled: (_answer, _error, _input, _result, { client }) => refreshSponsors(client),
    }),
  /**
   * The logo (decision 042): a file uploads (it replaces any stored one), null removes it; either names the version
   * it was made on.
   */
  logo: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...sponsorsAdminQueries.all(), 'logo'],
      mutationFn: ({ id, version, file }: { id: number; version: number; file: File | null }) =>
        file
          ? sendForm('POST /admin/sponsors/:id/logo', { at: { id }, lang, parts: { version: String(version), file } })
          : apiWrite('DELETE /admin/sponsors/:id/logo', { at: { id }, lang, params: { version } }),
      onSettled: (_answer, _error, _input, _result, { client }) => refreshSponsors(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...sponsorsAdminQueries.all(), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiWrite('DELETE /admin/sponsors/:id', { at: { id }, lang, params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshSponsors(client),
    }),
}
