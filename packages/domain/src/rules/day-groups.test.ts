import { describe, expect, it } from 'vitest'
import type { ScheduleItem } from '../schemas/schedule.ts'
import { groupDayItems } from './day-groups.ts'

const item = (
  code: string,
  startAt: string,
  discipline: string | null,
  status: ScheduleItem['status'] = 'scheduled',
  type = 'HATH',
): ScheduleItem => ({
  code,
  type,
  name: code,
  disciplineCode: null,
  disciplineKey: discipline?.toLowerCase() ?? null,
  disciplineName: discipline,
  eventCode: null,
  eventName: null,
  phaseName: null,
  venueCode: null,
  venueName: null,
  organisation: null,
  startAt,
  endAt: null,
  scheduleStatus: 'SCHEDULED',
  resultStatus: null,
  status,
  medal: null,
  competitors: [],
  score: null,
  leader: null,
})

// Sao Paulo is UTC-3: 13:10Z is 10:10 there.
const ITEMS = [
  item('swim-2', '2026-07-14T17:30:00Z', 'Natação'),
  item('ath-live', '2026-07-14T13:40:00Z', 'Atletismo', 'live'),
  item('swim-1', '2026-07-14T13:10:00Z', 'Natação', 'official'),
  item('judo-1', '2026-07-14T14:05:00Z', 'Judo'),
  item('ath-1', '2026-07-14T13:15:00Z', 'Atletismo', 'official'),
  item('esgrima-live', '2026-07-14T13:00:00Z', 'Esgrima', 'live'),
  item('arrival', '2026-07-14T12:00:00Z', null, 'scheduled', 'ARRIVAL'),
  item('ath-2', '2026-07-14T14:45:00Z', 'Atletismo'),
]
const NOW = '2026-07-14T14:00:00Z'
const OPTIONS = { timeZone: 'America/Sao_Paulo', locale: 'pt' as const }

describe('groupDayItems', () => {
  it('puts the live units first, once, then disciplines by name with items outside one last', () => {
    const groups = groupDayItems(ITEMS, 'discipline', NOW, OPTIONS)
    expect(groups.map((g) => [g.key, g.items.map((i) => i.code)])).toEqual([
      ['live', ['esgrima-live', 'ath-live']],
      ['d:atletismo', ['ath-1', 'ath-2']],
      ['d:judo', ['judo-1']],
      ['d:natação', ['swim-1', 'swim-2']],
      ['d:type:ARRIVAL', ['arrival']],
    ])
    expect(groups.find((g) => g.key === 'd:type:ARRIVAL')).toMatchObject({ name: null, type: 'ARRIVAL' })
    // The first unit not started at 14:00Z is judo's, at 14:05Z.
    expect(groups.filter((g) => g.holdsNext).map((g) => g.key)).toEqual(['d:judo'])
  })

  it('orders discipline names in the locale (accents and case do not push a name to the end)', () => {
    const groups = groupDayItems(
      [
        item('b', '2026-07-14T13:00:00Z', 'boxe'),
        item('e', '2026-07-14T13:00:00Z', 'Esgrima'),
        item('a', '2026-07-14T13:00:00Z', 'Álgebra'),
      ],
      'discipline',
      NOW,
      OPTIONS,
    )
    expect(groups.map((g) => g.name)).toEqual(['Álgebra', 'boxe', 'Esgrima'])
  })

  it('groups by the hour of the chosen clock, ascending, and leaves out empty groups', () => {
    const groups = groupDayItems(ITEMS, 'hour', NOW, OPTIONS)
    expect(groups.map((g) => [g.hourStart, g.items.map((i) => i.code)])).toEqual([
      [null, ['esgrima-live', 'ath-live']],
      ['2026-07-14T12:00:00.000Z', ['arrival']],
      ['2026-07-14T13:00:00.000Z', ['swim-1', 'ath-1']],
      ['2026-07-14T14:00:00.000Z', ['judo-1', 'ath-2']],
      ['2026-07-14T17:00:00.000Z', ['swim-2']],
    ])
    expect(groups.find((g) => g.holdsNext)?.hourStart).toBe('2026-07-14T14:00:00.000Z')
    // A clock with a half-hour offset (India, UTC+5:30) cuts the hours elsewhere.
    const india = groupDayItems(ITEMS, 'hour', NOW, { ...OPTIONS, timeZone: 'Asia/Kolkata' })
    expect(india.map((g) => g.hourStart).slice(1, 3)).toEqual(['2026-07-14T11:30:00.000Z', '2026-07-14T12:30:00.000Z'])
  })

  it('has no live group when nothing is live, and no next unit once the day is over', () => {
    const quiet = ITEMS.filter((i) => i.status !== 'live')
    expect(groupDayItems(quiet, 'discipline', NOW, OPTIONS)[0]?.key).toBe('d:atletismo')
    expect(groupDayItems(quiet, 'discipline', '2026-07-15T03:00:00Z', OPTIONS).some((g) => g.holdsNext)).toBe(false)
    expect(groupDayItems([], 'hour', NOW, OPTIONS)).toEqual([])
  })
})
