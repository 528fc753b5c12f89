import { describe, expect, it } from 'vitest'
import { gamesDay } from './games-calendar.ts'

const games = {
  name: 'G',
  hostCity: 'C',
  timeZone: 'UTC',
  startsOn: '2026-07-10',
  endsOn: '2026-07-19',
  shortName: null,
  logoUrl: null,
  brandColour: null,
}

describe('gamesDay', () => {
  it('counts the first day as day 1', () => {
    expect(gamesDay({ ...games, today: '2026-07-10' })).toEqual({ day: 1, total: 10 })
    expect(gamesDay({ ...games, today: '2026-07-14' })).toEqual({ day: 5, total: 10 })
    expect(gamesDay({ ...games, today: '2026-07-19' })).toEqual({ day: 10, total: 10 })
  })

  it('is undefined outside the games', () => {
    expect(gamesDay({ ...games, today: '2026-07-09' })).toBeUndefined()
    expect(gamesDay({ ...games, today: '2026-07-20' })).toBeUndefined()
  })
})
