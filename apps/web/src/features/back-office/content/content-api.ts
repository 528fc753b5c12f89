import { type AdminEventOptions, type AnyContentKind, type Locale, writesWithFile } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { answerOf, apiRequest, apiUrl } from '../../../lib/api-client.ts'
import { contentRoot } from '../../../platform/live/live-sync.ts'
import { backOfficeQueries } from '../api.ts'

/**
 * One item of a content kind as its admin API answers it (`contentSchemas(kind).adminItem`): the stored fields, and
 * the kind's own fields by name. The manager reads those through the declaration's `fields`, so it needs no kind's
 * type.
 */
export interface ContentAdminItem {
  /** Its id, or its key for a kind addressed by one (decision 117: a transport line's code). */
  id: ContentItemId
  /** An ordered kind's only (decision 106). */
  sortOrder?: number
  version: number
  updatedAt: string | null
  missing: Locale[]
  [field: string]: unknown
}

export type ContentItemId = number | string

export interface ContentAdminList {
  items: ContentAdminItem[]
  total: number
  page: number
  pageSize: number
}

/** A write's body: the form's values, and the version for an edit. */
export type ContentBody = Record<string, unknown>

const adminPath = (kind: AnyContentKind) => `/api/v1/admin/${kind.kind}`

/**
 * Every kind's manager reads and writes the same way (issue 36): `GET/POST /admin/<kind>` (with the kind's filters),
 * `PUT/DELETE …/:id`, move, and each image field's upload.
 */
export const contentAdminQueries = {
  all: (kind: AnyContentKind) => [...backOfficeQueries.all(), 'content', kind.kind] as const,
  list: (
    kind: AnyContentKind,
    lang: Locale,
    query: {
      q: string
      page: number
      filters?: Readonly<Record<string, string | undefined>>
      /** The server's page size when not said. */
      pageSize?: number
    },
  ) =>
    queryOptions({
      queryKey: [...contentAdminQueries.all(kind), query, lang],
      queryFn: ({ signal }) =>
        apiRequest<ContentAdminList>(adminPath(kind), {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, ...query.filters, page: query.page, pageSize: query.pageSize },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  /** An `event` field's picker (decision 116): the games' events whose code or name holds what was typed. */
  events: (kind: string, lang: Locale, q: string) =>
    queryOptions({
      queryKey: [...backOfficeQueries.all(), 'content', kind, 'events', q, lang],
      queryFn: ({ signal }) =>
        apiRequest<AdminEventOptions>(`/api/v1/admin/${kind}/events`, { lang, signal, params: { q: q || undefined } }),
      select: (data) => data.items,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
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

/** An image field's upload, multipart: the version it was made on and the file (decision 042). */
function postImage(path: string, lang: Locale, method: string, version: number, file: File) {
  const body = new FormData()
  body.set('version', String(version))
  body.set('file', file, file.name)
  return sendMultipart(path, lang, method, body)
}

/**
 * A write of a kind whose image (decision 111) or file (decision 113) travels with the item: multipart, the body as
 * the `metadata` part (`remove<Name>: true` drops an image) and the chosen file, if any.
 */
function sendWithFile(path: string, lang: Locale, method: string, metadata: ContentBody, file: File | undefined) {
  const body = new FormData()
  body.set('metadata', JSON.stringify(metadata))
  if (file) body.set('file', file, file.name)
  return sendMultipart(path, lang, method, body)
}

async function sendMultipart(path: string, lang: Locale, method: string, body: FormData) {
  const res = await fetch(apiUrl(path, lang), { method, headers: { Accept: 'application/json' }, body })
  const parsed: unknown = await res.json().catch(() => undefined)
  return answerOf<ContentAdminItem>(res.status, res.statusText, parsed)
}

export const contentAdminMutations = {
  save: (kind: AnyContentKind, lang: Locale) =>
    mutationOptions({
      mutationKey: [...contentAdminQueries.all(kind), 'save'],
      mutationFn: ({ id, body, file }: { id: ContentItemId | undefined; body: ContentBody; file?: File }) =>
        writesWithFile(kind)
          ? id === undefined
            ? sendWithFile(adminPath(kind), lang, 'POST', body, file)
            : sendWithFile(`${adminPath(kind)}/${id}`, lang, 'PUT', body, file)
          : id === undefined
            ? apiRequest<ContentAdminItem>(adminPath(kind), { lang, method: 'POST', body })
            : apiRequest<ContentAdminItem>(`${adminPath(kind)}/${id}`, { lang, method: 'PUT', body }),
      onSuccess: (_answer, _input, _result, { client }) => refresh(client, kind),
    }),
  move: (kind: AnyContentKind, lang: Locale) =>
    mutationOptions({
      mutationKey: [...contentAdminQueries.all(kind), 'move'],
      mutationFn: ({ id, body }: { id: ContentItemId; body: { direction: 'up' | 'down'; version: number } }) =>
        apiRequest<ContentAdminItem>(`${adminPath(kind)}/${id}/move`, { lang, method: 'POST', body }),
      onSettled: (_answer, _error, _input, _result, { client }) => refresh(client, kind),
    }),
  image: (kind: AnyContentKind, lang: Locale) =>
    mutationOptions({
      mutationKey: [...contentAdminQueries.all(kind), 'image'],
      // The engine's `POST|DELETE /admin/<kind>/:id/<field>` (decision 108): a file uploads, none removes.
      mutationFn: ({
        id,
        field,
        version,
        file,
      }: {
        id: ContentItemId
        field: string
        version: number
        file: File | null
      }) =>
        file
          ? postImage(`${adminPath(kind)}/${id}/${field}`, lang, 'POST', version, file)
          : apiRequest<ContentAdminItem>(`${adminPath(kind)}/${id}/${field}`, {
              lang,
              method: 'DELETE',
              params: { version },
            }),
      onSettled: (_answer, _error, _input, _result, { client }) => refresh(client, kind),
    }),
  remove: (kind: AnyContentKind, lang: Locale) =>
    mutationOptions({
      mutationKey: [...contentAdminQueries.all(kind), 'delete'],
      mutationFn: ({ id, version }: { id: ContentItemId; version: number }) =>
        apiRequest<undefined>(`${adminPath(kind)}/${id}`, { lang, method: 'DELETE', params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refresh(client, kind),
    }),
}
