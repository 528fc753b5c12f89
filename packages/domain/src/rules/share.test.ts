import { describe, expect, it } from 'vitest'
import { shareImagePath } from './share.ts'

describe('shareImagePath', () => {
  it('names the picture of a unit, the medal table, an athlete and a delegation, with or without a language', () => {
    expect(shareImagePath('/discipline/athletics/results/ATHM100M-FNL/results')).toBe(
      '/api/v1/share/unit/ATHM100M-FNL.png',
    )
    expect(shareImagePath('/en/discipline/athletics/results/ATHM100M-FNL')).toBe('/api/v1/share/unit/ATHM100M-FNL.png')
    expect(shareImagePath('/medals/all')).toBe('/api/v1/share/medals/all.png')
    expect(shareImagePath('/es/participants/profile/A0434')).toBe('/api/v1/share/athlete/A0434.png')
    expect(shareImagePath('/participants/delegations/BRA')).toBe('/api/v1/share/delegation/BRA.png')
  })

  it('has none for other pages and for addresses that are not ids', () => {
    expect(shareImagePath('/medals/judo')).toBeUndefined()
    expect(shareImagePath('/schedule')).toBeUndefined()
    expect(shareImagePath('/participants/profile/a%20b')).toBeUndefined()
  })
})
