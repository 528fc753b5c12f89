import { describe, expect, it } from 'vitest'
import { AthletesQuerySchema, MedalTableQuerySchema, searchKey } from './participants.ts'

describe('searchKey', () => {
  it('folds case, accents and special letters like the stored search names', () => {
    expect(searchKey('  Şahin   Əliyev ')).toBe('sahin eliyev')
    expect(searchKey('GONÇALVES')).toBe('goncalves')
    expect(searchKey('Łukasz')).toBe('lukasz')
  })
})

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
})
