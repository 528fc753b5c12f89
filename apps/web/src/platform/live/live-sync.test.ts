import type { DaySchedule, LiveEvent, ScheduleItem } from '@podium/domain'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { LiveMessage } from './live-client.ts'
import { applyLiveMessage, liveInvalidations } from './live-sync.ts'

const at = '2026-07-14T10:00:00Z'
const events = {
  unit: { id: 1, at, kind: 'unit', payload: { unitCode: 'ATH-100M-F', scheduleStatus: 'RUNNING' } },
  result: { id: 2, at, kind: 'result', payload: { unitCode: 'ATH-100M-F', results: 8 } },
  medal: { id: 3, at, kind: 'medal', payload: { eventCode: 'ATH-100M', medallists: 3 } },
  reset: { id: 4, at, kind: 'reset', payload: { source: 'bundle-import' } },
  place: { id: 5, at, kind: 'place', payload: { id: 12, kind: 'hotel', change: 'updated' } },
  settings: { id: 7, at, kind: 'settings', payload: { version: 2 } },
  sponsor: { id: 6, at, kind: 'sponsor', payload: { id: 3, tier: 'official', change: 'created' } },
  document: { id: 8, at, kind: 'document', payload: { id: 40, kind: 'communication', change: 'created' } },
  ambassador: { id: 9, at, kind: 'ambassador', payload: { id: 4, change: 'updated' } },
  media: { id: 10, at, kind: 'media', payload: { id: 7, kind: 'photo', change: 'created' } },
} satisfies Record<LiveEvent['kind'], LiveEvent>

describe('liveInvalidations', () => {
  // The roots the screens cached under before this module (each feature's `…Queries.all()` returns them now).
  const schedule = ['schedule']
  const medals = ['medals']
  const awards = ['award-ceremonies']
  const places = ['places']
  const config = ['config']
  const sponsors = ['sponsors']
  const documents = ['documents']
  const ambassadors = ['ambassadors']
  const media = ['media']

  it.each<[string, LiveMessage, unknown[]]>([
    ['a unit’s statuses refresh the schedule screens', events.unit, [schedule]],
    ['a unit’s results refresh the schedule screens', events.result, [schedule]],
    [
      'a medal refreshes the schedule, the medal table and the awards schedule',
      events.medal,
      [schedule, medals, awards],
    ],
    [
      'a journal reset refreshes every live screen',
      events.reset,
      [schedule, medals, awards, places, config, sponsors, documents, ambassadors, media],
    ],
    [
      'a stream reset (too much missed) refreshes every live screen',
      { kind: 'reset' },
      [schedule, medals, awards, places, config, sponsors, documents, ambassadors, media],
    ],
    ['a place edited in the back office refreshes the places lists', events.place, [places]],
    ['a sponsor edited in the back office refreshes /sponsors', events.sponsor, [sponsors]],
    ['an ambassador edited in the back office refreshes /ambassadors', events.ambassador, [ambassadors]],
    ['an official photo edited in the back office refreshes the media screens', events.media, [media]],
    [
      'a document edited in the back office refreshes the document lists and the schedule’s reports',
      events.document,
      [documents, schedule],
    ],
    [
      'the games settings refresh the config and the screens that show days',
      events.settings,
      [config, schedule, medals],
    ],
  ])('%s', (_, message, keys) => {
    expect(liveInvalidations(message)).toEqual(keys)
  })
})

describe('applyLiveMessage', () => {
  const item = (code: string): ScheduleItem =>
    ({ code, scheduleStatus: 'SCHEDULED', resultStatus: null }) as ScheduleItem

  it('patches a unit’s statuses into the cached day before the refetch', () => {
    const queryClient = new QueryClient()
    const dayKey = ['schedule', 'day', '2026-07-14', 'pt']
    queryClient.setQueryData<DaySchedule>(dayKey, { items: [item('ATH-100M-F'), item('OTHER')] } as DaySchedule)
    applyLiveMessage(queryClient, events.unit)
    const items = queryClient.getQueryData<DaySchedule>(dayKey)?.items
    expect(items?.map((i) => [i.code, i.scheduleStatus])).toEqual([
      ['ATH-100M-F', 'RUNNING'],
      ['OTHER', 'SCHEDULED'],
    ])
    expect(queryClient.getQueryState(dayKey)?.isInvalidated).toBe(true)
  })

  it('leaves the medal cache alone on a unit change', () => {
    const queryClient = new QueryClient()
    const tableKey = ['medals', 'table', 'pt', {}]
    queryClient.setQueryData(tableKey, { rows: [] })
    applyLiveMessage(queryClient, events.result)
    expect(queryClient.getQueryState(tableKey)?.isInvalidated).toBe(false)
    applyLiveMessage(queryClient, events.medal)
    expect(queryClient.getQueryState(tableKey)?.isInvalidated).toBe(true)
  })
})
