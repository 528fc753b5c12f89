import { describe, expect, it } from 'vitest'
import { AthletesQuerySchema, MedalTableQuerySchema, TEAMS_PAGE_SIZE, TeamsQuerySchema } from './participants.ts'

describe('query schemas', () => {
  it('defaults the medal table to all disciplines ranked by gold', () => {
    expect(MedalTableQuerySchema.parse({})).toEqual({ discipline: 'all', rank: 'gold' })
  })

  it('refuses a page size over 100 and coerces numbers', () => {
    expect(AthletesQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false)
    expect(AthletesQuerySchema.parse({ page: '2', pageSize: '10', organisation: 'bra' })).toMatchObject({
      page: 2,
      pageSize: 10,
      organisation: 'BRA',
    })
  })

  it('pages teams like athletes: a search, filters, bounded pages, no gender', () => {
    expect(TeamsQuerySchema.parse({})).toEqual({ page: 1, pageSize: TEAMS_PAGE_SIZE })
    expect(
      TeamsQuerySchema.parse({ search: ' silva ', organisation: 'jpn', discipline: 'Triathlon', page: '3' }),
    ).toEqual({ search: 'silva', organisation: 'JPN', discipline: 'triathlon', page: 3, pageSize: TEAMS_PAGE_SIZE })
    for (const bad of [
      { pageSize: '101' },
      { pageSize: '0' },
      { page: '0' },
      { page: '1.5' },
      { search: 'x'.repeat(81) },
    ]) {
      expect(TeamsQuerySchema.safeParse(bad).success).toBe(false)
    }
    expect(TeamsQuerySchema.parse({ gender: 'W' })).not.toHaveProperty('gender')
  })
})
