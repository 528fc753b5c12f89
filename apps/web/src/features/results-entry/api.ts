import type {
  ApiGetPath,
  ApiWriteRoute,
  Locale,
  PutResults,
  PutStartList,
  ScheduleStatus,
  UnitUndo,
} from '@podium/domain'
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { type ApiGetOptions, type ApiWriteOptions, apiGet, apiWrite } from '../../lib/api-client.ts'

export type { AuditEntry } from '@podium/domain'

/** Results entry must never show a stale answer: every call skips the HTTP cache. */
function write<R extends ApiWriteRoute>(route: R, options: ApiWriteOptions<R>) {
  return apiWrite(route, { ...options, cache: 'no-store' })
}

/** A read by its path in the domain's API table, skipping the HTTP cache like every call here. */
function read<P extends ApiGetPath>(path: P, options: ApiGetOptions<P>) {
  return apiGet(path, { ...options, cache: 'no-store' })
}

export const resultsEntryQueries = {
  all: () => ['results-entry'] as const,
  days: (lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'days', lang],
      queryFn: ({ signal }) => read('/days', { lang, signal }),
    }),
  day: (day: string, lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'day', day, lang],
      queryFn: ({ signal }) => read('/schedule', { lang, signal, params: { day, type: 'competition' } }),
    }),
  unit: (code: string, lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'unit', code, lang],
      queryFn: ({ signal }) => read('/units/:code', { at: { code }, lang, signal }),
    }),
  /** A discipline's units (their medals say whether an event has a bronze contest). */
  discipline: (key: string, lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'discipline', key, lang],
      queryFn: ({ signal }) => read('/disciplines/:key', { at: { key }, lang, signal }),
    }),
  /** The unit's event structure: who qualified into which slot, for "Fill from qualifiers" (decision 075). */
  structure: (eventCode: string, lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'structure', eventCode, lang],
      queryFn: ({ signal }) => read('/events/:code/structure', { at: { code: eventCode }, lang, signal }),
    }),
  /** Who is signed in, as the server says: a referee (no audit log) still enters results in their disciplines. */
  me: (lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'me', lang],
      queryFn: ({ signal }) => read('/auth/me', { lang, signal }),
      retry: false,
      staleTime: 60_000,
    }),
  audit: (code: string | undefined, lang: Locale) =>
    queryOptions({
      queryKey: ['results-entry', 'audit', code ?? '', lang],
      queryFn: ({ signal }) =>
        read('/audit-log', { lang, signal, params: { entity: 'unit', entityId: code, limit: 20 } }),
      retry: (count, error) => ![401, 403].includes((error as { status?: number }).status ?? 0) && count < 2,
    }),
}

/**
 * The unit's writes (one results writer on the server). Each waits for the screen's reads to refetch, so the editor
 * shows the new state before it is usable again; the live stream updates the public screens.
 */
export const resultsEntryMutations = {
  status: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...resultsEntryQueries.all(), 'status'],
      mutationFn: ({ code, scheduleStatus }: { code: string; scheduleStatus: ScheduleStatus }) =>
        write('PATCH /units/:code', { at: { code }, lang, body: { scheduleStatus } }),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: resultsEntryQueries.all() }),
    }),
  results: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...resultsEntryQueries.all(), 'results'],
      mutationFn: ({ code, body }: { code: string; body: PutResults }) =>
        write('PUT /units/:code/results', { at: { code }, lang, body }),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: resultsEntryQueries.all() }),
    }),
  /** Replaces the unit's start list (issue 42 point 5, decision 075). */
  startList: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...resultsEntryQueries.all(), 'start-list'],
      mutationFn: ({ code, body }: { code: string; body: PutStartList }) =>
        write('PUT /units/:code/start-list', { at: { code }, lang, body }),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: resultsEntryQueries.all() }),
    }),
  /** Puts back the statuses before the last write (an "Official" by mistake), decision 066. */
  undo: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...resultsEntryQueries.all(), 'undo'],
      mutationFn: ({ code, expected }: { code: string; expected: UnitUndo }) =>
        write('POST /units/:code/undo', { at: { code }, lang, body: expected }),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: resultsEntryQueries.all() }),
    }),
}
