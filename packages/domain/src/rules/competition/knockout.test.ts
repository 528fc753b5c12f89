import { describe, expect, it } from 'vitest'
import { type EventFormat, EventFormatSchema, type Round } from './format.ts'
import { knockoutDraw, seedingOrder, tableSize } from './knockout.ts'
import { validateEventFormat } from './validate.ts'

const round = (format: EventFormat, code: string): Round => {
  const found = format.rounds.find((r) => r.code === code)
  if (!found) throw new Error(`no round ${code}`)
  return found
}

describe('seedingOrder', () => {
  it('keeps seeds 1 and 2 apart until the final and pairs each seed with its mirror', () => {
    expect(seedingOrder(2)).toEqual([1, 2])
    expect(seedingOrder(4)).toEqual([1, 4, 2, 3])
    expect(seedingOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6])
    const order = seedingOrder(32)
    for (let i = 0; i < 32; i += 2) expect((order[i] ?? 0) + (order[i + 1] ?? 0)).toBe(33)
    expect(order.indexOf(2)).toBeGreaterThanOrEqual(16)
  })

  it('refuses a table that is not a power of two', () => {
    expect(() => seedingOrder(6)).toThrow(RangeError)
  })

  it('sizes the table to the next power of two', () => {
    expect([2, 3, 5, 8, 9, 33].map(tableSize)).toEqual([2, 4, 8, 8, 16, 64])
  })
})

describe('knockoutDraw', () => {
  it('builds a table of 8 with one bronze match, rounds in playing order', () => {
    const format = knockoutDraw({ eventCode: 'BKB', entrants: 8, bronze: 'match' })
    expect(EventFormatSchema.parse(format)).toEqual(format)
    expect(format.rounds.map((r) => [r.code, r.stage, r.units.length])).toEqual([
      ['QF', 'quarter-final', 4],
      ['SF', 'semi-final', 2],
      ['BRNZ', 'bronze', 1],
      ['FNL', 'final', 1],
    ])
    expect(round(format, 'QF').units[0]?.slots).toEqual([
      { kind: 'seed', seed: 1 },
      { kind: 'seed', seed: 8 },
    ])
    expect(round(format, 'SF').units[0]?.slots).toEqual([
      { kind: 'winner', unit: 'BKB-QF-1' },
      { kind: 'winner', unit: 'BKB-QF-2' },
    ])
    expect(round(format, 'BRNZ').units[0]?.slots).toEqual([
      { kind: 'loser', unit: 'BKB-SF-1' },
      { kind: 'loser', unit: 'BKB-SF-2' },
    ])
    expect(validateEventFormat(format)).toEqual([])
  })

  it('gives byes to the top seeds: 6 in a table of 8 skip the two units seeds 1 and 2 would play alone', () => {
    const format = knockoutDraw({ eventCode: 'E', entrants: 6, bronze: 'match' })
    const qf = round(format, 'QF')
    expect(qf.units.map((u) => u.slots)).toEqual([
      [
        { kind: 'seed', seed: 4 },
        { kind: 'seed', seed: 5 },
      ],
      [
        { kind: 'seed', seed: 3 },
        { kind: 'seed', seed: 6 },
      ],
    ])
    expect(round(format, 'SF').units.map((u) => u.slots)).toEqual([
      [
        { kind: 'seed', seed: 1 },
        { kind: 'winner', unit: 'E-QF-1' },
      ],
      [
        { kind: 'seed', seed: 2 },
        { kind: 'winner', unit: 'E-QF-2' },
      ],
    ])
    expect(validateEventFormat(format)).toEqual([])
  })

  it('plays every competitor but one out in a table of any size', () => {
    for (const n of [2, 3, 5, 7, 12, 17, 33, 64]) {
      const format = knockoutDraw({ eventCode: 'E', entrants: n, bronze: 'shared' })
      const matches = format.rounds.reduce((sum, r) => sum + r.units.length, 0)
      expect(matches).toBe(n - 1)
      expect(validateEventFormat(format)).toEqual([])
    }
  })

  it('names elimination rounds by the table size and takes a custom unit code', () => {
    const format = knockoutDraw({
      eventCode: 'FEN',
      entrants: 32,
      bronze: 'shared',
      unitCode: (r, n) => `FENMEPEE--${r.padEnd(4, '-')}${String(n).padStart(2, '0')}`,
    })
    expect(format.rounds.map((r) => r.code)).toEqual(['R32', 'R16', 'QF', 'SF', 'FNL'])
    expect(format.rounds[0]?.units[0]?.code).toBe('FENMEPEE--R32-01')
  })

  it('adds 5th–8th classification between the quarter-finals losers', () => {
    const format = knockoutDraw({ eventCode: 'HBL', entrants: 8, bronze: 'match', classification: true })
    expect(format.rounds.map((r) => r.code)).toEqual(['QF', 'SF', 'CLS', 'P5', 'P7', 'BRNZ', 'FNL'])
    expect(round(format, 'CLS').units.map((u) => u.slots)).toEqual([
      [
        { kind: 'loser', unit: 'HBL-QF-1' },
        { kind: 'loser', unit: 'HBL-QF-2' },
      ],
      [
        { kind: 'loser', unit: 'HBL-QF-3' },
        { kind: 'loser', unit: 'HBL-QF-4' },
      ],
    ])
    expect(round(format, 'P5').units[0]?.slots).toEqual([
      { kind: 'winner', unit: 'HBL-CLS-1' },
      { kind: 'winner', unit: 'HBL-CLS-2' },
    ])
    expect(round(format, 'P7').units[0]?.slots).toEqual([
      { kind: 'loser', unit: 'HBL-CLS-1' },
      { kind: 'loser', unit: 'HBL-CLS-2' },
    ])
    expect(validateEventFormat(format)).toEqual([])
  })

  it('draws the IJF double repechage: quarter-final losers per half, then the other half’s semi-final loser', () => {
    const format = knockoutDraw({ eventCode: 'JUD', entrants: 16, bronze: 'quarter-final-repechage' })
    expect(format.rounds.map((r) => r.code)).toEqual(['R16', 'QF', 'SF', 'REP', 'BRNZ', 'FNL'])
    expect(round(format, 'REP').units.map((u) => u.slots)).toEqual([
      [
        { kind: 'loser', unit: 'JUD-QF-1' },
        { kind: 'loser', unit: 'JUD-QF-2' },
      ],
      [
        { kind: 'loser', unit: 'JUD-QF-3' },
        { kind: 'loser', unit: 'JUD-QF-4' },
      ],
    ])
    expect(round(format, 'BRNZ').units.map((u) => u.slots)).toEqual([
      [
        { kind: 'winner', unit: 'JUD-REP-1' },
        { kind: 'loser', unit: 'JUD-SF-2' },
      ],
      [
        { kind: 'winner', unit: 'JUD-REP-2' },
        { kind: 'loser', unit: 'JUD-SF-1' },
      ],
    ])
    expect(validateEventFormat(format)).toEqual([])
  })

  it('lets a lone quarter-final loser straight into the bronze match when its pair had a bye', () => {
    // 5 judoka in a table of 8: only the quarter-final 4 v 5 is fought.
    const format = knockoutDraw({ eventCode: 'J', entrants: 5, bronze: 'quarter-final-repechage' })
    expect(round(format, 'QF').units).toHaveLength(1)
    expect(format.rounds.some((r) => r.code === 'REP')).toBe(false)
    expect(round(format, 'BRNZ').units.map((u) => u.slots)).toEqual([
      [
        { kind: 'loser', unit: 'J-QF-1' },
        { kind: 'loser', unit: 'J-SF-2' },
      ],
      [{ kind: 'bye' }, { kind: 'loser', unit: 'J-SF-1' }],
    ])
    expect(validateEventFormat(format)).toEqual([])
  })

  it('draws the wrestling repechage: a chain of everyone the finalist beat, earliest round first', () => {
    const format = knockoutDraw({ eventCode: 'WRE', entrants: 16, bronze: 'finalist-repechage' })
    expect(format.rounds.map((r) => r.code)).toEqual(['R16', 'QF', 'SF', 'REP', 'BRNZ', 'FNL'])
    expect(round(format, 'REP').units.map((u) => u.slots)).toEqual([
      [
        { kind: 'loser-to', winnerOf: 'WRE-SF-1', round: 'R16' },
        { kind: 'loser-to', winnerOf: 'WRE-SF-1', round: 'QF' },
      ],
      [
        { kind: 'loser-to', winnerOf: 'WRE-SF-2', round: 'R16' },
        { kind: 'loser-to', winnerOf: 'WRE-SF-2', round: 'QF' },
      ],
    ])
    expect(round(format, 'BRNZ').units.map((u) => u.slots)).toEqual([
      [
        { kind: 'winner', unit: 'WRE-REP-1' },
        { kind: 'loser', unit: 'WRE-SF-2' },
      ],
      [
        { kind: 'winner', unit: 'WRE-REP-2' },
        { kind: 'loser', unit: 'WRE-SF-1' },
      ],
    ])
    expect(validateEventFormat(format)).toEqual([])
  })

  it('refuses a repechage without quarter-finals and a bronze match without semi-finals', () => {
    expect(() => knockoutDraw({ eventCode: 'E', entrants: 4, bronze: 'quarter-final-repechage' })).toThrow(RangeError)
    expect(() => knockoutDraw({ eventCode: 'E', entrants: 2, bronze: 'match' })).toThrow(RangeError)
    expect(() => knockoutDraw({ eventCode: 'E', entrants: 1, bronze: 'shared' })).toThrow(RangeError)
  })
})
