import type { CertificateInput, CertificateUpdate, Locale } from '@podium/domain'
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'
import { backOfficeQueries } from './api.ts'
import { withVersion } from './edit-body.ts'

export interface HoldersFilter {
  certificateId?: number | undefined
  organisation?: string | undefined
}

/** The CSV export's address under the list's filters (a plain download link: the cookie goes with it). */
export function certificatesCsvHref(filter: HoldersFilter) {
  const params = new URLSearchParams()
  if (filter.certificateId) params.set('certificateId', String(filter.certificateId))
  if (filter.organisation) params.set('organisation', filter.organisation)
  const query = params.toString()
  return `/api/v1/admin/certificates.csv${query ? `?${query}` : ''}`
}

export const certificatesAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'certificates'] as const,
  list: (lang: Locale, filter: HoldersFilter) =>
    queryOptions({
      queryKey: [...certificatesAdminQueries.all(), filter, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/certificates', {
          lang,
          signal,
          cache: 'no-store',
          params: { certificateId: filter.certificateId, organisation: filter.organisation },
        }),
      retry: false,
    }),
  definitions: (lang: Locale) =>
    queryOptions({
      queryKey: [...certificatesAdminQueries.all(), 'definitions', lang],
      queryFn: ({ signal }) => apiGet('/admin/certificates/definitions', { lang, signal, cache: 'no-store' }),
      retry: false,
    }),
}

/** A definition changed: the staff's lists and the signed-in user's own certification page refetch. */
function refreshDefinitions(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: certificatesAdminQueries.all() }),
    client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.certificates }),
  ])
}

export const certificatesAdminMutations = {
  revoke: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...certificatesAdminQueries.all(), 'revoke'],
      mutationFn: ({ code, reason }: { code: string; reason: string }) =>
        apiWrite('POST /admin/certificates/holders/:code/revoke', { at: { code }, lang, body: { reason } }),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: certificatesAdminQueries.all() }),
    }),
  grant: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...certificatesAdminQueries.all(), 'grant'],
      mutationFn: ({ id, username }: { id: number; username: string }) =>
        apiWrite('POST /admin/certificates/:id/grant', { at: { id }, lang, body: { username } }),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: certificatesAdminQueries.all() }),
    }),
  saveDefinition: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...certificatesAdminQueries.all(), 'save-definition'],
      mutationFn: ({ id, body }: { id: number | undefined; body: CertificateInput | CertificateUpdate }) =>
        id === undefined
          ? apiWrite('POST /admin/certificates', { lang, body })
          : apiWrite('PUT /admin/certificates/:id', { at: { id }, lang, body: withVersion(body) }),
      onSuccess: (_answer, _input, _result, { client }) => refreshDefinitions(client),
    }),
  removeDefinition: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...certificatesAdminQueries.all(), 'remove-definition'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiWrite('DELETE /admin/certificates/:id', { at: { id }, lang, params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshDefinitions(client),
    }),
}
