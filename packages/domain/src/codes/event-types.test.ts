import { describe, expect, it } from 'vitest'
import { SCHEDULE_ITEM_TYPES, type ScheduleItemType } from './competition.ts'
import {
  GRID_FILTER_ITEM_TYPES,
  GRID_FILTERS,
  type GridFilter,
  GridFilterSchema,
  matchesGridFilter,
  SCHEDULE_EVENT_TYPES,
  ScheduleEventTypeSchema,
} from './event-types.ts'

describe('code lists', () => {
  it('has the 11 event types and 10 grid filters of the spec', () => {
    expect(SCHEDULE_EVENT_TYPES).toHaveLength(11)
    expect(GRID_FILTERS).toHaveLength(10)
    expect(ScheduleEventTypeSchema.parse('technical-meeting')).toBe('technical-meeting')
    expect(ScheduleEventTypeSchema.safeParse('arrival').success).toBe(false)
    expect(GridFilterSchema.safeParse('ceremony').success).toBe(false)
  })
})

describe('matchesGridFilter', () => {
  // Every (filter, item type) pair that matches; all other pairs must not.
  const expected: Record<GridFilter, ScheduleItemType[]> = {
    arrival: ['arrival'],
    meeting: ['meeting', 'technical-meeting'],
    competition: ['competition', 'competition-medal'],
    medal: ['medal', 'competition-medal'],
    departure: ['departure'],
    broadcast: ['broadcast'],
    weighting: ['weighting'],
    training: ['training'],
    others: ['others', 'opening-ceremony', 'closing-ceremony'],
    all: [...SCHEDULE_ITEM_TYPES],
  }

  for (const filter of GRID_FILTERS) {
    it(`filter ${filter}`, () => {
      const matched = SCHEDULE_ITEM_TYPES.filter((t) => matchesGridFilter(t, filter))
      expect([...matched].sort()).toEqual([...expected[filter]].sort())
    })
  }

  it('puts every item type under at least one filter other than all', () => {
    for (const type of SCHEDULE_ITEM_TYPES) {
      const filters = GRID_FILTERS.filter((f) => f !== 'all' && matchesGridFilter(type, f))
      expect(filters.length, type).toBeGreaterThan(0)
    }
  })

  it('exposes the same mapping as data', () => {
    expect(GRID_FILTER_ITEM_TYPES.medal).toEqual(['medal', 'competition-medal'])
  })
})
