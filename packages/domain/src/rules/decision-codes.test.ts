import { describe, expect, it } from 'vitest'
import { decisionOfCode } from './decision-codes.ts'
import { MATCH_DECISIONS } from './match-detail.ts'

describe('decisionOfCode', () => {
  it("reads a federation code as the sport's decision word, whatever its case or dashes", () => {
    expect(decisionOfCode('VFA')).toBe('fall')
    expect(decisionOfCode('vsu')).toBe('technical-superiority')
    expect(decisionOfCode(' VPO1 ')).toBe('points')
    expect(decisionOfCode('waza-ari')).toBe('waza-ari')
    expect(decisionOfCode('HANSOKU-MAKE')).toBe('hansoku-make')
  })

  it('knows nothing of a mark or a score', () => {
    for (const code of ['10.52', '3-1', 'DSQ', 'Q', '']) expect(decisionOfCode(code)).toBeUndefined()
  })

  it('gives only words some sport decides by (each has its translation on the web)', () => {
    const words = new Set(Object.values(MATCH_DECISIONS).flat())
    for (const code of ['IPP', 'AWA', 'GS', 'HSK', 'FUS', 'KIK', 'VFA', 'VSU', 'VPO', 'VIN', 'VFO', 'VCA', 'PTG'])
      expect(words.has(decisionOfCode(code) as string), code).toBe(true)
  })
})
