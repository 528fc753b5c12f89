import { describe, expect, it } from 'vitest'
import { INK_DARK, INK_LIGHT, inkContrast, inkOn } from './colour.ts'

describe('inkOn', () => {
  it('writes white on dark colours and dark ink on light ones', () => {
    expect(inkOn('#00247d')).toBe(INK_LIGHT)
    expect(inkOn('#ffd700')).toBe(INK_DARK)
    expect(inkContrast('#00247d')).toBeGreaterThanOrEqual(4.5)
    expect(inkContrast('#ffd700')).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps at least 4:1 on any colour (mid-greys are the worst case)', () => {
    for (let v = 0; v <= 255; v += 5) {
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`
      expect(inkContrast(hex), hex).toBeGreaterThanOrEqual(4)
    }
  })
})
