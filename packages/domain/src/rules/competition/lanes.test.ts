import { describe, expect, it } from 'vitest'
import { centreOutLanes, slotPosition } from './lanes.ts'

describe('centreOutLanes', () => {
  it('seeds the middle lanes first, lower lane first on a tie', () => {
    expect(centreOutLanes(8)).toEqual([4, 5, 3, 6, 2, 7, 1, 8])
    expect(centreOutLanes(9)).toEqual([5, 4, 6, 3, 7, 2, 8, 1, 9])
    expect(centreOutLanes(1)).toEqual([1])
  })
})

describe('slotPosition', () => {
  it('is home and away in a match, a lane in a race', () => {
    const match = { contest: 'head-to-head' as const, units: [] }
    expect([slotPosition(match, 0), slotPosition(match, 1)]).toEqual(['home', 'away'])
    const race = { contest: 'ranked' as const, laneCount: 8, units: [] }
    expect([0, 1, 7].map((s) => slotPosition(race, s))).toEqual(['4', '5', '8'])
  })
})
