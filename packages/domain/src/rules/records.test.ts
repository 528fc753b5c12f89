import { describe, expect, it } from 'vitest'
import { beatsRecord, recordBreakingRow, recordValue } from './records.ts'

describe('records', () => {
  it('reads times, distances and points, and nothing else', () => {
    expect(recordValue('1:52.34', 'time')).toBeCloseTo(112.34)
    expect(recordValue('7.85', 'distance')).toBe(7.85)
    expect(recordValue('55.300', 'points')).toBe(55.3)
    expect(recordValue('6-4', 'score')).toBeNull()
    expect(recordValue('DNF', 'time')).toBeNull()
  })
  it('a lower time and a longer mark break a record; an equal one does not', () => {
    expect(beatsRecord('10.51', '10.52', 'time')).toBe(true)
    expect(beatsRecord('10.52', '10.52', 'time')).toBe(false)
    expect(beatsRecord('7.86', '7.85', 'distance')).toBe(true)
    expect(beatsRecord('7.84', '7.85', 'distance')).toBe(false)
  })
  it('takes the best valid mark of the unit, never a wind-assisted one or a row with an IRM', () => {
    const rows = [
      { rank: 1, result: '7.95', wind: '+2.4' },
      { rank: 2, result: '7.90', wind: '+1.1' },
      { rank: 3, result: '7.88', wind: '+0.3' },
      { rank: null, result: '8.10', irm: 'DSQ' },
    ]
    expect(recordBreakingRow(rows, '7.85', 'distance')).toBe(1)
    expect(recordBreakingRow(rows, '7.92', 'distance')).toBeNull()
    expect(
      recordBreakingRow(
        [
          { rank: 1, result: '52.10' },
          { rank: 2, result: '52.30' },
        ],
        '52.20',
        'time',
      ),
    ).toBe(0)
  })
})
