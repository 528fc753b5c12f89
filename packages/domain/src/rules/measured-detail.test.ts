import { describe, expect, it } from 'vitest'
import { PutResultsSchema } from '../schemas/results-entry.ts'
import { VALIDATION_MESSAGES as M } from '../schemas/validation.ts'
import {
  arrowValue,
  bestAttemptIndex,
  endSetPoints,
  isFalseStart,
  isWindAssisted,
  judgedTotal,
  parseTime,
  parseWind,
  validateMeasuredDetail,
} from './measured-detail.ts'

describe('wind', () => {
  it('reads a signed reading and refuses what is not one', () => {
    expect(parseWind('+2.1')).toBe(2.1)
    expect(parseWind('-0.4')).toBe(-0.4)
    expect(parseWind('0.0')).toBe(0)
    expect(parseWind('abc')).toBeNull()
    expect(parseWind('+2.15')).toBeNull()
  })
  it('marks a wind over +2.0 m/s as assisted, and +2.0 itself as legal', () => {
    expect(isWindAssisted('+2.1')).toBe(true)
    expect(isWindAssisted('+2.0')).toBe(false)
    expect(isWindAssisted('-3.0')).toBe(false)
    expect(isWindAssisted('abc')).toBe(false)
  })
})

describe('reaction time', () => {
  it('flags a false start under 0.100 s', () => {
    expect(isFalseStart('0.099')).toBe(true)
    expect(isFalseStart('0.100')).toBe(false)
    expect(isFalseStart('0.153')).toBe(false)
    expect(isFalseStart('fast')).toBe(false)
  })
})

describe('times and attempts', () => {
  it('reads split times with minutes and hours', () => {
    expect(parseTime('52.34')).toBe(52.34)
    expect(parseTime('1:52.34')).toBeCloseTo(112.34)
    expect(parseTime('1:02:03.4')).toBeCloseTo(3723.4)
    expect(parseTime('1.52.34')).toBeNull()
  })
  it('marks the longest jump of a series, the first of equal ones, and nothing when all fouled', () => {
    expect(bestAttemptIndex([{ mark: '7.12' }, { mark: 'x' }, { mark: '7.31' }, { mark: '7.31' }, { mark: '-' }])).toBe(
      2,
    )
    expect(bestAttemptIndex([{ mark: 'x' }, { mark: 'x' }, { mark: 'x' }])).toBeNull()
  })
  it('marks the last height cleared in a vertical jump', () => {
    const heights = [
      { height: '1.80', tries: 'o' },
      { height: '1.85', tries: 'xo' },
      { height: '1.90', tries: 'xxx' },
    ]
    expect(bestAttemptIndex(heights)).toBe(1)
  })
})

describe('judged scores and archery ends', () => {
  it('totals D + E − penalty to the thousandth', () => {
    expect(judgedTotal({ d: 5.4, e: 8.233, penalty: 0.3 })).toBe(13.333)
    expect(judgedTotal({ d: 5.4, e: 8.233 })).toBe(13.633)
  })
  it('values arrows and set points', () => {
    expect(arrowValue('X')).toBe(10)
    expect(arrowValue('m')).toBe(0)
    expect(arrowValue('11')).toBeNull()
    expect(endSetPoints(28, 27)).toBe(2)
    expect(endSetPoints(27, 27)).toBe(1)
    expect(endSetPoints(26, 27)).toBe(0)
  })
})

describe('validateMeasuredDetail', () => {
  const messagesOf = (rows: Parameters<typeof validateMeasuredDetail>[0]) =>
    validateMeasuredDetail(rows).map((p) => `${p.row}:${p.path.join('.')}:${p.message}`)

  it('accepts a sound long-jump series with a wind-assisted jump, a high-jump card, a race and a routine', () => {
    const jumps = ['7.10', 'x', '7.45', '7.31', '-', '7.40'].map((mark) => ({ mark, wind: '+2.4' }))
    expect(
      messagesOf([
        { result: '7.45', wind: '+2.4', detail: { attempts: jumps } },
        {
          detail: {
            attempts: [
              { height: '1.80', tries: 'o' },
              { height: '1.85', tries: 'xxo' },
              { height: '1.90', tries: 'xxx' },
            ],
          },
        },
        {
          detail: {
            reactionTime: '0.143',
            splits: [
              { at: '400m', time: '56.10' },
              { at: '800m', time: '1:54.02' },
            ],
          },
        },
        { detail: { scores: [{ apparatus: 'VT', d: 5.4, e: 8.233, penalty: 0.1, total: 13.533 }] } },
      ]),
    ).toEqual([])
  })

  it('refuses a seventh attempt, a fourth try at a height and a wind that is not a reading', () => {
    const seven = Array.from({ length: 7 }, () => ({ mark: '7.00' }))
    expect(
      messagesOf([
        { detail: { attempts: seven } },
        { detail: { attempts: [{ height: '1.80', tries: 'xxxo' }] } },
        { wind: 'abc', detail: { attempts: [{ mark: '7.00', wind: 'strong' }] } },
      ]),
    ).toEqual([
      `0:detail.attempts:${M.attemptsTooMany}`,
      `1:detail.attempts.0.tries:${M.triesTooMany}`,
      `2:wind:${M.windInvalid}`,
      `2:detail.attempts.0.wind:${M.windInvalid}`,
    ])
  })

  it('refuses a record claimed for a mark with a wind over +2.0 m/s, not the mark itself (decision 092)', () => {
    expect(messagesOf([{ result: '7.95', wind: '+2.4', detail: { records: ['GR'] } }])).toEqual([
      `0:detail.records:${M.recordWindAssisted}`,
    ])
    // The wind-assisted mark stands without a record; +2.0 itself is legal for a record.
    expect(messagesOf([{ result: '7.95', wind: '+2.4', detail: {} }])).toEqual([])
    expect(messagesOf([{ result: '7.95', wind: '+2.0', detail: { records: ['GR'] } }])).toEqual([])
    // Through the results entry's PUT body, on its field.
    const parsed = PutResultsSchema.safeParse({
      results: [{ rank: 1, athleteId: 'A1', result: '10.21', wind: '+3.1', detail: { records: ['GR'] } }],
    })
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['results.0.detail.records', M.recordWindAssisted],
    ])
  })

  it('refuses a total that is not D + E − penalty, a malformed reaction time and split', () => {
    expect(
      messagesOf([
        { detail: { scores: [{ d: 5.4, e: 8.2, penalty: 0.3, total: 13.6 }] } },
        { detail: { reactionTime: '0.1x', splits: [{ at: '50m', time: 'soon' }] } },
      ]),
    ).toEqual([
      `0:detail.scores.0.total:${M.judgedTotal}`,
      `1:detail.reactionTime:${M.reactionTimeInvalid}`,
      `1:detail.splits.0.time:${M.splitTimeInvalid}`,
    ])
  })

  it('checks archery ends: 3, 4 or 6 arrows, their total, set points adding up to the set score', () => {
    const end = (arrows: string[], total: number, setPoints: number) => ({ arrows, total, setPoints })
    const won = [
      end(['X', '10', '9'], 29, 2),
      end(['9', '9', '9'], 27, 1),
      end(['10', '10', '8'], 28, 2),
      end(['10', '9', '9'], 28, 1),
    ]
    expect(messagesOf([{ result: '6', detail: { ends: won } }])).toEqual([])
    expect(messagesOf([{ result: '7', detail: { ends: won } }])).toEqual([`0:detail.ends:${M.setPoints}`])
    expect(messagesOf([{ detail: { ends: [end(['10', '10'], 20, 2)] } }])).toEqual([
      `0:detail.ends.0.arrows:${M.arrowsPerEnd}`,
    ])
    expect(messagesOf([{ detail: { ends: [end(['10', '10', '9'], 30, 2)] } }])).toEqual([
      `0:detail.ends.0.total:${M.endTotal}`,
    ])
    // A 5-5 decided by a shoot-off: the winner's 6 is the ends' 5 and the shoot-off.
    const fiveAll = [
      end(['10', '9', '9'], 28, 2),
      end(['9', '9', '9'], 27, 0),
      end(['9', '9', '9'], 27, 2),
      end(['9', '9', '9'], 27, 1),
    ]
    expect(messagesOf([{ result: '6', detail: { ends: fiveAll } }])).toEqual([])
  })

  it('is wired into the results entry: the PUT body reports the problem on its field', () => {
    const parsed = PutResultsSchema.safeParse({
      results: [
        {
          rank: 1,
          athleteId: 'A1',
          result: '7.45',
          detail: { attempts: Array.from({ length: 7 }, () => ({ mark: '7.00' })) },
        },
      ],
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['results.0.detail.attempts', M.attemptsTooMany],
    ])
  })
})
