import type { AdminCertificateHolder, AdminCertificates, Locale } from '@podium/domain'
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { backOfficeQueries } from './api.ts'

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
        apiRequest<AdminCertificates>('/api/v1/admin/certificates', {
          lang,
          signal,
          cache: 'no-store',
          params: { certificateId: filter.certificateId, organisation: filter.organisation },
        }),
      retry: false,
    }),
}

export const certificatesAdminMutations = {
  revoke: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...certificatesAdminQueries.all(), 'revoke'],
      mutationFn: ({ code, reason }: { code: string; reason: string }) =>
        apiRequest<AdminCertificateHolder>(`/api/v1/admin/certificates/holders/${encodeURIComponent(code)}/revoke`, {
          lang,
          method: 'POST',
          body: { reason },
        }),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: certificatesAdminQueries.all() }),
    }),
  grant: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...certificatesAdminQueries.all(), 'grant'],
      mutationFn: ({ id, username }: { id: number; username: string }) =>
        apiRequest<AdminCertificateHolder>(`/api/v1/admin/certificates/${id}/grant`, {
          lang,
          method: 'POST',
          body: { username },
        }),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: certificatesAdminQueries.all() }),
    }),
}
