import type { ResultRow } from '@podium/domain'
import { describe, expect, it } from 'vitest'
import { columnsWorthShowing } from './result-detail-measured.tsx'

const row = (fields: Partial<ResultRow>): ResultRow =>
  ({ result: null, time: null, points: null, ...fields }) as ResultRow

describe('columnsWorthShowing', () => {
  it('leaves out points that repeat a judged result on every row (decision 092)', () => {
    const rows = [row({ result: '29.333', points: 29.333 }), row({ result: '26.500', points: 26.5 })]
    expect(columnsWorthShowing(rows, ['result', 'points'])).toEqual(['result'])
  })

  it('keeps points that say something the result does not', () => {
    const rows = [row({ result: '3', points: 9 }), row({ result: '1', points: 3 })]
    expect(columnsWorthShowing(rows, ['result', 'points'])).toEqual(['result', 'points'])
  })

  it('leaves out a time equal to the result, keeps one that differs on some row', () => {
    expect(columnsWorthShowing([row({ result: '1:02.35', time: '1:02.35' })], ['result', 'time'])).toEqual(['result'])
    expect(
      columnsWorthShowing(
        [row({ result: '1:02.35', time: '1:02.35' }), row({ result: 'DNF', time: '58.20' })],
        ['result', 'time'],
      ),
    ).toEqual(['result', 'time'])
  })
})
