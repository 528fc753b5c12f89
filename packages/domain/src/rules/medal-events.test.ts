import { describe, expect, it } from 'vitest'
import type { Medal } from '../codes/competition.ts'
import type { Medallist } from '../schemas/participants.ts'
import { latestMedalEvents, medalEventsNewestFirst } from './medal-events.ts'

const medal = (eventCode: string, kind: Medal, org: string, awardedAt: string | null): Medallist => ({
  eventCode,
  eventName: `Event ${eventCode}`,
  disciplineCode: 'JUD',
  gender: 'M',
  division: null,
  medal: kind,
  organisation: { code: org, name: org, flagUrl: `/flags/${org}.svg` },
  athletes: [{ id: `${eventCode}-${org}`, name: org }],
  team: null,
  awardedAt,
})

describe('medalEventsNewestFirst', () => {
  it('puts the event decided last first, by its latest medal, and keeps each event rows and ties', () => {
    const items = [
      // The server's programme order: A, B, C, D.
      medal('A', 'GOLD', 'BRA', '2026-07-12T20:21:00.000Z'),
      medal('A', 'SILVER', 'JPN', '2026-07-12T20:21:00.000Z'),
      medal('A', 'BRONZE', 'FRA', '2026-07-12T20:08:00.000Z'),
      medal('A', 'BRONZE', 'KOR', '2026-07-12T20:08:00.000Z'),
      medal('B', 'GOLD', 'USA', '2026-07-13T10:00:00.000Z'),
      medal('C', 'GOLD', 'CHN', null),
      // A bronze decided after the final still dates the event.
      medal('D', 'GOLD', 'GER', '2026-07-12T09:00:00.000Z'),
      medal('D', 'BRONZE', 'ITA', '2026-07-13T11:00:00.000Z'),
    ]
    const events = medalEventsNewestFirst(items)
    expect(events.map((e) => [e.eventCode, e.decidedAt])).toEqual([
      ['D', '2026-07-13T11:00:00.000Z'],
      ['B', '2026-07-13T10:00:00.000Z'],
      ['A', '2026-07-12T20:21:00.000Z'],
      ['C', null],
    ])
    const judo = events.find((e) => e.eventCode === 'A')
    expect(judo?.medallists.map((m) => `${m.medal} ${m.organisation.code}`)).toEqual([
      'GOLD BRA',
      'SILVER JPN',
      'BRONZE FRA',
      'BRONZE KOR',
    ])
    expect(events.flatMap((e) => e.medallists)).toHaveLength(items.length)
  })

  it('keeps the programme order for events decided at the same time', () => {
    const at = '2026-07-14T12:00:00.000Z'
    const events = medalEventsNewestFirst([medal('X', 'GOLD', 'BRA', at), medal('Y', 'GOLD', 'BRA', at)])
    expect(events.map((e) => e.eventCode)).toEqual(['X', 'Y'])
    const undated = medalEventsNewestFirst(['P', 'Q', 'R'].map((code) => medal(code, 'GOLD', 'BRA', null)))
    expect(undated.map((e) => e.eventCode)).toEqual(['P', 'Q', 'R'])
    expect(medalEventsNewestFirst([])).toEqual([])
  })
})

describe('latestMedalEvents', () => {
  const items = [
    medal('A', 'GOLD', 'BRA', '2026-07-12T20:00:00.000Z'),
    medal('A', 'BRONZE', 'FRA', '2026-07-12T20:00:00.000Z'),
    medal('B', 'GOLD', 'USA', '2026-07-14T10:00:00.000Z'),
    medal('C', 'GOLD', 'CHN', '2026-07-13T10:00:00.000Z'),
    medal('C', 'SILVER', 'JPN', '2026-07-13T10:00:00.000Z'),
  ]

  it('keeps every medal of the newest events, in the server order, and counts all events', () => {
    const latest = latestMedalEvents(items, 2)
    expect(latest.eventCount).toBe(3)
    expect(latest.items.map((m) => `${m.eventCode} ${m.medal}`)).toEqual(['B GOLD', 'C GOLD', 'C SILVER'])
  })

  it('hands everything back without a count or with a count past the end', () => {
    expect(latestMedalEvents(items)).toEqual({ items, eventCount: 3 })
    expect(latestMedalEvents(items, 3).items).toHaveLength(5)
    expect(latestMedalEvents([], 12)).toEqual({ items: [], eventCount: 0 })
  })
})
