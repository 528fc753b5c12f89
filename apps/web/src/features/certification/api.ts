import type { Locale } from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'

export const certificationQueries = {
  all: () => USER_QUERY_ROOTS.certificates,
  mine: (lang: Locale) =>
    queryOptions({
      queryKey: [...USER_QUERY_ROOTS.certificates, 'mine', lang],
      queryFn: ({ signal }) => apiGet('/me/certificates', { lang, signal, cache: 'no-store' }),
    }),
  verify: (code: string, lang: Locale) =>
    queryOptions({
      queryKey: ['certificate-verification', code, lang],
      queryFn: ({ signal }) => apiGet('/certificates/:code', { at: { code }, lang, signal, cache: 'no-store' }),
      retry: false,
    }),
  delegation: (lang: Locale, certificateId: number | undefined) =>
    queryOptions({
      queryKey: [...USER_QUERY_ROOTS.certificates, 'delegation', certificateId, lang],
      queryFn: ({ signal }) =>
        apiGet('/delegation/certificates', {
          lang,
          signal,
          cache: 'no-store',
          params: { certificateId },
        }),
      retry: false,
    }),
}

/** A delegation head's CSV under the chosen certificate (a plain download link: the cookie goes with it). */
export function delegationCsvHref(certificateId: number | undefined, lang: Locale) {
  const params = new URLSearchParams({ lang })
  if (certificateId) params.set('certificateId', String(certificateId))
  return `/api/v1/delegation/certificates.csv?${params.toString()}`
}

/** The holder's PDF in the interface language (a plain link: the session cookie goes with it). */
export const certificatePdfHref = (code: string, lang: Locale) =>
  `/api/v1/me/certificates/${encodeURIComponent(code)}/certificate.pdf?lang=${lang}`

/** Dates show in the games' time zone; until the games' calendar has loaded, the browser's. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
