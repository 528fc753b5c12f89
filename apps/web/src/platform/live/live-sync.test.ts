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
  settings: { id: 7, at, kind: 'settings', payload: { version: 2 } },
  media: { id: 14, at, kind: 'media', payload: { id: 7, kind: 'video', change: 'created' } },
  structure: { id: 16, at, kind: 'structure', payload: { eventCode: 'ATHM100M-3D', change: 'created' } },
  correction: { id: 17, at, kind: 'correction', payload: { unitCode: 'U1', correctionId: 3, kind: 'corrected' } },
  record: { id: 18, at, kind: 'record', payload: { eventCode: 'SWMW100MFR-3D', kind: 'GR', change: 'broken' } },
  content: { id: 19, at, kind: 'content', payload: { kind: 'volunteers', id: 3, change: 'updated' } },
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
  const routeRules = ['route-rules']
  const courses = ['courses']
  const trivia = ['trivia']
  const transport = ['transport']
  const media = ['media']
  const safeSport = ['safe-sport']
  const ambassadors = ['ambassadors']
  const corrections = ['corrections']
  const volunteers = ['volunteers']

  it.each<[string, LiveMessage, unknown[]]>([
    ['a unit’s statuses refresh the schedule screens', events.unit, [schedule]],
    ['a unit’s results refresh the schedule screens', events.result, [schedule]],
    ['an event’s competition structure refreshes the schedule screens', events.structure, [schedule]],
    ['a record broken refreshes the schedule screens (units and records)', events.record, [schedule]],
    [
      'a correction refreshes the corrections log, the unit’s and the medal table’s marks',
      events.correction,
      [corrections],
    ],
    [
      'a medal refreshes the schedule, the medal table and the awards schedule',
      events.medal,
      [schedule, medals, awards],
    ],
    [
      'a journal reset refreshes every live screen',
      events.reset,
      [
        schedule,
        medals,
        awards,
        places,
        config,
        sponsors,
        documents,
        routeRules,
        courses,
        trivia,
        transport,
        media,
        ambassadors,
        corrections,
        volunteers,
      ],
    ],
    [
      'a stream reset (too much missed) refreshes every live screen',
      { kind: 'reset' },
      [
        schedule,
        medals,
        awards,
        places,
        config,
        sponsors,
        documents,
        routeRules,
        courses,
        trivia,
        transport,
        media,
        ambassadors,
        corrections,
        volunteers,
      ],
    ],
    [
      'a document edited in the back office refreshes the document lists, transport and the schedule’s reports',
      { ...events.content, payload: { kind: 'documents', id: 40, change: 'created' } },
      [documents, transport, schedule],
    ],
    ['a content kind’s item refreshes the screens of that kind', events.content, [volunteers]],
    [
      'a course edited in the back office refreshes /courses (a content kind)',
      { ...events.content, payload: { kind: 'courses', id: 2, change: 'created' } },
      [courses],
    ],
    [
      'a place edited in the back office refreshes /hotels, /hospitals and the map (a content kind, decision 106)',
      { ...events.content, payload: { kind: 'places', id: 12, change: 'updated' } },
      [places],
    ],
    [
      'a sponsor edited in the back office refreshes /sponsors (a content kind, decision 108)',
      { ...events.content, payload: { kind: 'sponsors', id: 3, change: 'updated' } },
      [sponsors],
    ],
    [
      'an ambassador edited in the back office refreshes /ambassadors (a content kind, decision 111)',
      { ...events.content, payload: { kind: 'ambassadors', id: 4, change: 'updated' } },
      [ambassadors],
    ],
    [
      'a transport line edited in the back office refreshes /transport (a content kind, decision 117)',
      { ...events.content, payload: { kind: 'transport', id: 'L1', change: 'updated' } },
      [transport],
    ],
    [
      'an awards ceremony edited in the back office refreshes the awards schedule (a content kind, decision 116)',
      { ...events.content, payload: { kind: 'award-ceremonies', id: 4, change: 'created' } },
      [awards],
    ],
    ['a video or the safe-sport video refreshes /videos and the safe-sport screen', events.media, [media, safeSport]],
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
