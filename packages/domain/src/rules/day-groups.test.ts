import { describe, expect, it } from 'vitest'
import type { ScheduleItem } from '../schemas/schedule.ts'
import { groupDayItems } from './day-groups.ts'
import { startOfZonedHour } from './time.ts'

const item = (code: string, startAt: string, discipline: [string, string] | null, status = 'scheduled'): ScheduleItem =>
  ({
    code,
    type: discipline ? 'competition' : 'meeting',
    name: code,
    disciplineCode: null,
    disciplineKey: discipline?.[0] ?? null,
    disciplineName: discipline?.[1] ?? null,
    startAt,
    status,
  }) as ScheduleItem

const SWIM: [string, string] = ['swimming', 'Natação']
const ATH: [string, string] = ['athletics', 'Atletismo']
const items = [
  item('s2', '2026-07-14T14:30:00.000Z', SWIM),
  item('a1', '2026-07-14T13:10:00.000Z', ATH, 'live'),
  item('m1', '2026-07-14T11:00:00.000Z', null, 'finished'),
  item('s1', '2026-07-14T11:45:00.000Z', SWIM, 'official'),
  item('a2', '2026-07-14T14:00:00.000Z', ATH),
]
const codes = (list: ScheduleItem[]) => list.map((i) => i.code)

describe('groupDayItems', () => {
  it('puts live units first, then disciplines A to Z with the items of no discipline last, each by time', () => {
    const { live, groups } = groupDayItems(items, { by: 'discipline', timeZone: 'America/Sao_Paulo', locale: 'pt' })
    expect(codes(live)).toEqual(['a1'])
    expect(groups.map((g) => [g.name, codes(g.items)])).toEqual([
      ['Atletismo', ['a2']],
      ['Natação', ['s1', 's2']],
      [null, ['m1']],
    ])
  })

  it('groups by the hour on the chosen clock, hours in order', () => {
    const { groups } = groupDayItems(items, { by: 'hour', timeZone: 'America/Sao_Paulo' })
    expect(groups.map((g) => [g.key, codes(g.items)])).toEqual([
      ['2026-07-14T11:00:00.000Z', ['m1', 's1']],
      ['2026-07-14T14:00:00.000Z', ['a2', 's2']],
    ])
    // Kolkata is UTC+5:30: its hours start at half past on UTC's clock.
    const kolkata = groupDayItems(items, { by: 'hour', timeZone: 'Asia/Kolkata' }).groups
    expect(kolkata.map((g) => [g.key, codes(g.items)])).toEqual([
      ['2026-07-14T10:30:00.000Z', ['m1']],
      ['2026-07-14T11:30:00.000Z', ['s1']],
      ['2026-07-14T13:30:00.000Z', ['a2']],
      ['2026-07-14T14:30:00.000Z', ['s2']],
    ])
  })
})

describe('startOfZonedHour', () => {
  it('is the start of the hour on the zone clock', () => {
    expect(startOfZonedHour('2026-07-14T13:47:12.345Z', 'America/Sao_Paulo')).toBe('2026-07-14T13:00:00.000Z')
    expect(startOfZonedHour('2026-07-14T13:47:00.000Z', 'Asia/Kolkata')).toBe('2026-07-14T13:30:00.000Z')
  })
})
