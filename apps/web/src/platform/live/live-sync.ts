import {
  CONTENT_KIND_NAMES,
  type ContentKindName,
  contentReadRoot,
  contentStaleRoots,
  type DaySchedule,
  type DisciplinePage,
  displayStatus,
  type LivePayloadOf,
  RESULT_STATUSES,
  type ResultStatus,
  SCHEDULE_STATUSES,
  type ScheduleItem,
  type ScheduleStatus,
  type UnitDetail,
} from '@podium/domain'
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { type LiveMessage, liveConnection } from './live-client.ts'

/**
 * The query-key roots of the screens the live stream keeps current. Each feature's `…Queries.all()` returns its root
 * from here, so the keys this module invalidates cannot drift from the keys the screens cache under.
 */
export const LIVE_QUERY_ROOTS = {
  schedule: ['schedule'],
  medals: ['medals'],
  awardCeremonies: ['award-ceremonies'],
  places: ['places'],
  config: ['config'],
  sponsors: ['sponsors'],
  documents: ['documents'],
  routeRules: ['route-rules'],
  courses: ['courses'],
  trivia: ['trivia'],
  transport: ['transport'],
  media: ['media'],
  safeSport: ['safe-sport'],
  ambassadors: ['ambassadors'],
  corrections: ['corrections'],
} as const

/**
 * A content kind's query root (issue 36): its name, which its live events carry (`payload.kind`), or the root its
 * public screens read under (videos: `['media']`, shared with the official photos, decision 110).
 */
export const contentRoot = (kind: string): QueryKey => [contentReadRoot(kind as ContentKindName)]
const CONTENT_ROOTS = CONTENT_KIND_NAMES.map(contentRoot)
const LISTED_ROOTS = new Set<unknown>(Object.values(LIVE_QUERY_ROOTS).map((root) => root[0]))

/**
 * What each live event makes stale. A unit's statuses or results show on the schedule screens (day, unit,
 * discipline); a medal also changes the medal table, the medallists and the awards schedule's ceremonies; a `reset`
 * (a bundle import, a feed, or too much missed while offline) may have changed all of them.
 */
export function liveInvalidations(message: LiveMessage): QueryKey[] {
  switch (message.kind) {
    case 'unit':
    case 'result':
    case 'structure':
    case 'record':
      // A record broken or imported shows on units and the records list, read under the schedule root.
      // A structure stored or removed changes the event's brackets and start lists, read under the schedule root.
      return [LIVE_QUERY_ROOTS.schedule]
    case 'medal':
      return [LIVE_QUERY_ROOTS.schedule, LIVE_QUERY_ROOTS.medals, LIVE_QUERY_ROOTS.awardCeremonies]
    case 'reset':
      return [
        LIVE_QUERY_ROOTS.schedule,
        LIVE_QUERY_ROOTS.medals,
        LIVE_QUERY_ROOTS.awardCeremonies,
        LIVE_QUERY_ROOTS.places,
        LIVE_QUERY_ROOTS.config,
        LIVE_QUERY_ROOTS.sponsors,
        LIVE_QUERY_ROOTS.documents,
        LIVE_QUERY_ROOTS.routeRules,
        LIVE_QUERY_ROOTS.courses,
        LIVE_QUERY_ROOTS.trivia,
        LIVE_QUERY_ROOTS.transport,
        LIVE_QUERY_ROOTS.media,
        LIVE_QUERY_ROOTS.ambassadors,
        LIVE_QUERY_ROOTS.corrections,
        ...CONTENT_ROOTS.filter((root) => !LISTED_ROOTS.has(root[0])),
      ]
    case 'content':
      // An item of a content kind (issue 36): its screens cache under the kind's name, and some show elsewhere too
      // (documents: transport's line documents and the schedule's reports, decision 113).
      return contentStaleRoots(message.payload.kind as ContentKindName).map((root) => [root])
    case 'media':
      // A video, an official photo, or the safe-sport video (whose setting rides the same kind).
      return [LIVE_QUERY_ROOTS.media, LIVE_QUERY_ROOTS.safeSport]
    case 'correction':
      // The log, a unit's corrections and the medal table's marks (the medals themselves come with `medal`).
      return [LIVE_QUERY_ROOTS.corrections]
    case 'settings':
      // The games' name, dates or flags: the config, and every screen that shows the days.
      return [LIVE_QUERY_ROOTS.config, LIVE_QUERY_ROOTS.schedule, LIVE_QUERY_ROOTS.medals]
  }
}

function patchItem(item: ScheduleItem, payload: LivePayloadOf<'unit'>): ScheduleItem {
  if (item.code !== payload.unitCode) return item
  const scheduleStatus = SCHEDULE_STATUSES.includes(payload.scheduleStatus as ScheduleStatus)
    ? (payload.scheduleStatus as ScheduleStatus)
    : item.scheduleStatus
  const resultStatus =
    payload.resultStatus === null || RESULT_STATUSES.includes(payload.resultStatus as ResultStatus)
      ? (payload.resultStatus as ResultStatus | null)
      : item.resultStatus
  return { ...item, scheduleStatus, resultStatus, status: displayStatus(scheduleStatus, resultStatus) }
}

/**
 * A unit's new statuses are patched into the cached day, unit and discipline at once (no wait for the network); the
 * refetch that follows brings everything else the change brings (results, scores, medallists).
 */
function patchUnitStatuses(queryClient: QueryClient, payload: LivePayloadOf<'unit'>): void {
  const root = LIVE_QUERY_ROOTS.schedule
  if (!payload.unitCode) return
  queryClient.setQueriesData<DaySchedule>({ queryKey: [...root, 'day'] }, (old) =>
    old ? { ...old, items: old.items.map((i) => patchItem(i, payload)) } : old,
  )
  queryClient.setQueriesData<UnitDetail>({ queryKey: [...root, 'unit', payload.unitCode] }, (old) =>
    old ? { ...old, unit: patchItem(old.unit, payload) } : old,
  )
  queryClient.setQueriesData<DisciplinePage>({ queryKey: [...root, 'discipline'] }, (old) =>
    old ? { ...old, schedule: old.schedule.map((i) => patchItem(i, payload)) } : old,
  )
}

/** Applies one live message to the cache: the patch a unit event carries, then the refetch of what it made stale. */
export function applyLiveMessage(queryClient: QueryClient, message: LiveMessage): void {
  if (message.kind === 'unit') patchUnitStatuses(queryClient, message.payload)
  for (const queryKey of liveInvalidations(message)) void queryClient.invalidateQueries({ queryKey })
}

/** One subscription per cache however many screens ask for it, so an event is applied once. */
const syncs = new Map<QueryClient, { users: number; stop: () => void }>()

export function startLiveSync(queryClient: QueryClient): () => void {
  let sync = syncs.get(queryClient)
  if (!sync) {
    sync = { users: 0, stop: liveConnection.subscribe((message) => applyLiveMessage(queryClient, message)) }
    syncs.set(queryClient, sync)
  }
  sync.users += 1
  const current = sync
  return () => {
    current.users -= 1
    if (current.users > 0) return
    current.stop()
    syncs.delete(queryClient)
  }
}

/**
 * Keeps the cache current from the live stream while the calling screen is mounted (the stream stays closed on
 * screens that do not follow it). Every screen with live data calls it; none handles events itself.
 */
export function useLiveSync(): void {
  const queryClient = useQueryClient()
  useEffect(() => startLiveSync(queryClient), [queryClient])
}
