import type { DisciplineDto, Locale, OrganisationDto, VenueDto } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchJson } from '../../lib/api-client.ts'

type List<T> = { items: T[] }

/** Reference data changes only between imports, so it stays fresh for the whole visit. */
const REFERENCE_STALE_MS = 10 * 60_000

const referenceList = <T>(kind: 'disciplines' | 'organisations' | 'venues', lang: Locale) =>
  queryOptions({
    queryKey: ['reference', kind, lang],
    queryFn: ({ signal }) => fetchJson<List<T>>(`/api/v1/${kind}`, { lang, signal }),
    select: (data) => data.items,
    staleTime: REFERENCE_STALE_MS,
    placeholderData: keepPreviousData,
  })

export const referenceQueries = {
  all: () => ['reference'] as const,
  disciplines: (lang: Locale) => referenceList<DisciplineDto>('disciplines', lang),
  organisations: (lang: Locale) => referenceList<OrganisationDto>('organisations', lang),
  venues: (lang: Locale) => referenceList<VenueDto>('venues', lang),
}
