import { describe, expect, it } from 'vitest'
import type { Follow } from '../schemas/follows.ts'
import { FollowSchema } from '../schemas/follows.ts'
import { followedUnits, isUnitFollowed, mergeFollows, toggleFollow } from './follows.ts'

const swim = { code: 'SWM-1', disciplineCode: 'SWM', competitors: [] }
const match = {
  code: 'BKB-1',
  disciplineCode: 'BKB',
  competitors: [{ organisationCode: 'POR' }, { organisationCode: 'ESP' }],
}
const race = { code: 'ATH-1', disciplineCode: 'ATH' }
const participants = new Map([['ATH-1', { athletes: ['A1', 'A2'], delegations: ['BRA'] }]])

describe('isUnitFollowed', () => {
  it('involves a discipline by code, a delegation by its competitors, an athlete by the start list', () => {
    expect(isUnitFollowed(swim, [{ kind: 'discipline', code: 'SWM' }])).toBe(true)
    expect(isUnitFollowed(match, [{ kind: 'delegation', code: 'ESP' }])).toBe(true)
    expect(isUnitFollowed(race, [{ kind: 'delegation', code: 'BRA' }], participants)).toBe(true)
    expect(isUnitFollowed(race, [{ kind: 'athlete', code: 'A2' }], participants)).toBe(true)
    expect(isUnitFollowed(race, [{ kind: 'athlete', code: 'A3' }], participants)).toBe(false)
    expect(isUnitFollowed(match, [])).toBe(false)
  })
  it('followedUnits keeps the order and only the followed units', () => {
    const follows: Follow[] = [
      { kind: 'delegation', code: 'POR' },
      { kind: 'athlete', code: 'A1' },
    ]
    expect(followedUnits([swim, race, match], follows, participants).map((u) => u.code)).toEqual(['ATH-1', 'BKB-1'])
  })
})

describe('toggleFollow and mergeFollows', () => {
  it('adds newest first, removes, caps and never duplicates', () => {
    const a = { kind: 'delegation', code: 'POR' } as const
    const b = { kind: 'discipline', code: 'SWM' } as const
    expect(toggleFollow([a], b, 10)).toEqual([b, a])
    expect(toggleFollow([b, a], a, 10)).toEqual([b])
    expect(toggleFollow([a], b, 1)).toEqual([b])
    expect(mergeFollows([a], [b, a], 10)).toEqual([a, b])
  })
  it('refuses unknown kinds and odd codes', () => {
    expect(FollowSchema.safeParse({ kind: 'venue', code: 'X' }).success).toBe(false)
    expect(FollowSchema.safeParse({ kind: 'athlete', code: 'a b' }).success).toBe(false)
  })
})
