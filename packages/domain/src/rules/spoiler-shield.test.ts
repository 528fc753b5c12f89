import { describe, expect, it } from 'vitest'
import { isResultHidden, SPOILER_SHIELD_OFF } from './spoiler-shield.ts'

describe('isResultHidden', () => {
  const on = { on: true, revealedUnits: ['U1'], revealedDays: ['2026-07-02'] }
  it('hides nothing with the shield off', () => {
    expect(isResultHidden(SPOILER_SHIELD_OFF, { unitCode: 'U2' })).toBe(false)
  })
  it('hides until the unit or its day is revealed', () => {
    expect(isResultHidden(on, { unitCode: 'U2', day: '2026-07-01' })).toBe(true)
    expect(isResultHidden(on, { unitCode: 'U1', day: '2026-07-01' })).toBe(false)
    expect(isResultHidden(on, { unitCode: 'U2', day: '2026-07-02' })).toBe(false)
    expect(isResultHidden(on, {})).toBe(true)
  })
})
