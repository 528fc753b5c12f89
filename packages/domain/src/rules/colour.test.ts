import { describe, expect, it } from 'vitest'
import {
  brandPalettes,
  contrastRatio,
  INK_DARK,
  INK_LIGHT,
  inkContrast,
  inkOn,
  MODE_SURFACES,
  mixColours,
} from './colour.ts'

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

describe('brandPalettes', () => {
  const picks = ['#1d4ed8', '#ffff00', '#ffffff', '#000000', '#00a859', '#e30613', '#7fdbff', '#808080', '#ff69b4']

  it.each(picks)('keeps every text pair of %s at AA in both modes', (pick) => {
    const { light, dark } = brandPalettes(pick)
    for (const surface of MODE_SURFACES.light) {
      expect(contrastRatio(light.brand, surface)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(light.brandStrong, surface)).toBeGreaterThanOrEqual(4.5)
    }
    expect(contrastRatio(light.brandInk, light.brand)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(light.brandStrong, light.brandSoft)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(INK_DARK, light.brandSoft)).toBeGreaterThanOrEqual(4.5)
    for (const surface of MODE_SURFACES.dark) {
      expect(contrastRatio(dark.brand, surface)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(dark.brandStrong, surface)).toBeGreaterThanOrEqual(4.5)
    }
    expect(contrastRatio(dark.brandInk, dark.brand)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(dark.brandStrong, dark.brandSoft)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#e9eef7', dark.brandSoft)).toBeGreaterThanOrEqual(4.5)
  })

  it('leaves a colour that already reads alone, and stays in its hue', () => {
    expect(brandPalettes('#1d4ed8').light.brand).toBe('#1d4ed8')
    const { light } = brandPalettes('#ffff00')
    expect(light.brand).not.toBe('#ffff00')
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(light.brand.slice(i, i + 2), 16))
    expect(r).toBe(g)
    expect(b).toBe(0)
  })

  it('mixes colours channel by channel', () => {
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })
})
