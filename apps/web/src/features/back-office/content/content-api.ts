import type { AnyContentKind, Locale } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { contentRoot } from '../../../platform/live/live-sync.ts'
import { backOfficeQueries } from '../api.ts'

/**
 * One item of a content kind as its admin API answers it (`contentSchemas(kind).adminItem`): the stored fields, and
 * the kind's own fields by name. The manager reads those through the declaration's `fields`, so it needs no kind's
 * type.
 */
export interface ContentAdminItem {
  id: number
  /** An ordered kind's only (decision 106). */
  sortOrder?: number
  version: number
  updatedAt: string | null
  missing: Locale[]
  [field: string]: unknown
}

export interface ContentAdminList {
  items: ContentAdminItem[]
  total: number
  page: number
  pageSize: number
}

/** A write's body: the form's values, and the version for an edit. */
export type ContentBody = Record<string, unknown>

const adminPath = (kind: AnyContentKind) => `/api/v1/admin/${kind.kind}`

/** Every kind's manager reads and writes the same way (issue 36): `GET/POST /admin/<kind>`, `PUT/DELETE …/:id`, move. */
export const contentAdminQueries = {
  all: (kind: AnyContentKind) => [...backOfficeQueries.all(), 'content', kind.kind] as const,
  list: (
    kind: AnyContentKind,
    lang: Locale,
    query: { q: string; page: number; filters?: Readonly<Record<string, string>> },
  ) =>
    queryOptions({
      queryKey: [...contentAdminQueries.all(kind), query, lang],
      queryFn: ({ signal }) =>
        apiRequest<ContentAdminList>(adminPath(kind), {
          lang,
          signal,
          cache: 'no-store',
          // The kind's filters by field name (`?kind=live-video`), checked by the kind's query schema on the server.
          params: { q: query.q || undefined, ...query.filters, page: query.page },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

/** After each write the manager's list and the kind's public read refetch here; other screens hear the live event. */
function refresh(client: QueryClient, kind: AnyContentKind) {
  return Promise.all([
    client.invalidateQueries({ queryKey: contentAdminQueries.all(kind) }),
    client.invalidateQueries({ queryKey: contentRoot(kind.kind) }),
  ])
}

export const contentAdminMutations = {
  save: (kind: AnyContentKind, lang: Locale) =>
    mutationOptions({
      mutationKey: [...contentAdminQueries.all(kind), 'save'],
      mutationFn: ({ id, body }: { id: number | undefined; body: ContentBody }) =>
        id === undefined
          ? apiRequest<ContentAdminItem>(adminPath(kind), { lang, method: 'POST', body })
          : apiRequest<ContentAdminItem>(`${adminPath(kind)}/${id}`, { lang, method: 'PUT', body }),
      onSuccess: (_answer, _input, _result, { client }) => refresh(client, kind),
    }),
  move: (kind: AnyContentKind, lang: Locale) =>
    mutationOptions({
      mutationKey: [...contentAdminQueries.all(kind), 'move'],
      mutationFn: ({ id, body }: { id: number; body: { direction: 'up' | 'down'; version: number } }) =>
        apiRequest<ContentAdminItem>(`${adminPath(kind)}/${id}/move`, { lang, method: 'POST', body }),
      onSettled: (_answer, _error, _input, _result, { client }) => refresh(client, kind),
    }),
  remove: (kind: AnyContentKind, lang: Locale) =>
    mutationOptions({
      mutationKey: [...contentAdminQueries.all(kind), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiRequest<undefined>(`${adminPath(kind)}/${id}`, { lang, method: 'DELETE', params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refresh(client, kind),
    }),
}
