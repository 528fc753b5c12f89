import type {
  DaySchedule,
  Days,
  DisciplinePage,
  Locale,
  PutResults,
  UnitDetail,
  UnitStatusPatchInput,
} from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiUrl, toApiError } from '../../lib/api-client.ts'

export interface AuditEntry {
  id: number
  at: string
  actor: string
  action: string
  entity: string
  entityId: string
  before: unknown
  after: unknown
}

interface CallOptions {
  body?: unknown
  signal?: AbortSignal
  params?: Record<string, string | number | undefined>
}

async function call<T>(
  method: string,
  path: string,
  lang: Locale,
  { body, signal, params }: CallOptions = {},
): Promise<T> {
  const res = await fetch(apiUrl(path, lang, params), {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    cache: 'no-store',
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  })
  const json: unknown = await res.json().catch(() => undefined)
  if (!res.ok) throw toApiError(res.status, res.statusText, json)
  return json as T
}

const unitPath = (code: string) => `/api/v1/units/${encodeURIComponent(code)}`

export const resultsEntryQueries = {
  all: () => ['results-entry'] as const,
  days: (lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'days', lang],
      queryFn: ({ signal }) => call<Days>('GET', '/api/v1/days', lang, { signal }),
    }),
  day: (day: string, lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'day', day, lang],
      queryFn: ({ signal }) =>
        call<DaySchedule>('GET', '/api/v1/schedule', lang, { signal, params: { day, type: 'competition' } }),
    }),
  unit: (code: string, lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'unit', code, lang],
      queryFn: ({ signal }) => call<UnitDetail>('GET', unitPath(code), lang, { signal }),
    }),
  /** A discipline's units (their medals say whether an event has a bronze contest). */
  discipline: (key: string, lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'discipline', key, lang],
      queryFn: ({ signal }) =>
        call<DisciplinePage>('GET', `/api/v1/disciplines/${encodeURIComponent(key)}`, lang, { signal }),
    }),
  audit: (code: string | undefined, lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'audit', code ?? '', lang],
      queryFn: ({ signal }) =>
        call<{ entries: AuditEntry[] }>('GET', '/api/v1/audit-log', lang, {
          signal,
          params: { entity: 'unit', entityId: code, limit: 20 },
        }),
      retry: (count, error) => ![401, 403].includes((error as { status?: number }).status ?? 0) && count < 2,
    }),
}

export const patchUnit = (code: string, patch: UnitStatusPatchInput, lang: Locale) =>
  call<unknown>('PATCH', unitPath(code), lang, { body: patch })

export const putResults = (code: string, body: PutResults, lang: Locale) =>
  call<unknown>('PUT', `${unitPath(code)}/results`, lang, { body })
