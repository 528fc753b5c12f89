import { describe, expect, it } from 'vitest'
import { ResultSummarySchema } from '../schemas/result-summary.ts'
import { resultSummary, resultSummaryText, type SummaryWords } from './result-summary.ts'

const words: SummaryWords = {
  period: (code) => ({ S3: 'Set 3', Q3: 'Q3', GS: 'Golden score' })[code] ?? code,
  decision: (code) =>
    ({ ippon: 'Ippon', points: 'Points', 'hansoku-make': 'Hansoku-make', overtime: 'Overtime' })[code] ?? code,
}
const periods = (prefix: string, ...scores: number[]) =>
  scores.map((s, i) => ({ label: `${prefix}${i + 1}`, score: String(s) }))
const text = (input: Parameters<typeof resultSummary>[0]) => {
  const summary = resultSummary(input)
  if (summary) expect(ResultSummarySchema.parse(summary)).toEqual(summary)
  return summary ? resultSummaryText(summary, words) : null
}

describe('resultSummary: set and period sports', () => {
  it('prints a finished volleyball match with every set, home first, and leaves "won in sets" out', () => {
    const rows = [
      { result: '3', winner: true, detail: { periods: periods('S', 25, 23, 25, 25), decision: 'sets' } },
      { result: '1', winner: false, detail: { periods: periods('S', 21, 25, 18, 19), decision: 'sets' } },
    ]
    const input = { disciplineCode: 'VVO', live: false, score: '3-1', rows }
    expect(resultSummary(input)).toEqual({ kind: 'match', score: '3-1', periods: ['25-21', '23-25', '25-18', '25-19'] })
    expect(text(input)).toBe('3-1 (25-21, 23-25, 25-18, 25-19)')
  })

  it('names a notable decision of a period sport', () => {
    const rows = [
      { winner: true, detail: { periods: periods('Q', 20, 18, 22, 15), decision: 'overtime' } },
      { winner: false, detail: { periods: periods('Q', 18, 20, 19, 18) } },
    ]
    expect(text({ disciplineCode: 'BKB', live: false, score: '75-75', rows })).toBe(
      '75-75 (20-18, 18-20, 22-19, 15-18) · Overtime',
    )
  })

  it('shows a live set with its own score, and a quarter with its clock', () => {
    const rows = [
      { detail: { periods: [...periods('S', 25, 21), { label: 'S3', score: '12' }] } },
      { detail: { periods: [...periods('S', 20, 25), { label: 'S3', score: '9' }] } },
    ]
    expect(text({ disciplineCode: 'VVO', live: true, score: '1-1', rows, moment: { period: 'S3', clock: null } })).toBe(
      'Set 3 · 12-9',
    )
    expect(
      text({
        disciplineCode: 'BKB',
        live: true,
        score: '60-58',
        rows: [{}, {}],
        moment: { period: 'Q3', clock: '04:12' },
      }),
    ).toBe('Q3 04:12')
  })

  it('moves to the next set when the latest moment is a set already won', () => {
    const rows = [{ detail: { periods: periods('S', 21) } }, { detail: { periods: periods('S', 14) } }]
    const input = { disciplineCode: 'VBV', live: true, score: '1-0', rows, moment: { period: 'S1', clock: null } }
    expect(resultSummary(input)).toMatchObject({ live: { period: 'S2' } })
    expect(text(input)).toBe('S2')
  })

  it('is null when a match has neither periods, a notable decision nor a live moment (the score says it all)', () => {
    expect(resultSummary({ disciplineCode: 'VVO', live: false, score: '3-0', rows: [{}, {}] })).toBeNull()
    expect(resultSummary({ disciplineCode: 'VVO', live: true, score: null, rows: [{}, {}] })).toBeNull()
  })
})

describe('resultSummary: combat', () => {
  it('says how a judo final was won, never a bare "0-0"', () => {
    const rows = [{ winner: true, detail: { decision: 'ippon' } }, { winner: false }]
    expect(text({ disciplineCode: 'JUD', live: false, score: '0-0', rows })).toBe('Ippon')
    const hansoku = [{ winner: false }, { winner: true, detail: { decision: 'hansoku-make' } }]
    expect(text({ disciplineCode: 'JUD', live: false, score: '0-10', rows: hansoku })).toBe('Hansoku-make')
  })

  it('prints the score after a decision the score makes', () => {
    const rows = [
      { winner: true, detail: { decision: 'points' } },
      { winner: false, detail: { decision: 'points' } },
    ]
    expect(text({ disciplineCode: 'WRE', live: false, score: '5-3', rows })).toBe('Points 5-3')
  })

  it('shows golden score live with its clock instead of a decision', () => {
    const rows = [{ detail: { decision: 'ippon' } }, {}]
    expect(
      text({ disciplineCode: 'JUD', live: true, score: '0-0', rows, moment: { period: 'GS', clock: '01:05' } }),
    ).toBe('Golden score 01:05')
  })
})

describe('resultSummary: timed, measured and judged', () => {
  it('gives a race the winning time and the record it set', () => {
    const row = { result: '10.32', detail: { records: ['GR'] } }
    expect(resultSummary({ disciplineCode: 'ATH', resultKind: 'time', live: false, rows: [row] })).toEqual({
      kind: 'timed',
      mark: '10.32',
      records: ['GR'],
    })
    expect(text({ disciplineCode: 'SWM', resultKind: 'time', live: false, rows: [{ result: '52.10' }] })).toBe('52.10')
  })

  it('gives a field event its best attempt when the row has no result yet', () => {
    const attempts = [{ mark: '7.61' }, { mark: 'x' }, { mark: '7.85', wind: '+1.2' }, { mark: '7.70' }]
    expect(text({ disciplineCode: 'ATH', resultKind: 'distance', live: true, rows: [{ detail: { attempts } }] })).toBe(
      '7.85',
    )
  })

  it('gives a judged routine its total with D and E summed over apparatus', () => {
    const scores = [
      { apparatus: 'FX', d: 5.4, e: 8.3, total: 13.7 },
      { apparatus: 'VT', d: 5.0, e: 9.033, total: 14.033 },
    ]
    expect(
      text({
        disciplineCode: 'GAR',
        resultKind: 'points',
        live: false,
        rows: [{ result: '27.733', detail: { scores } }],
      }),
    ).toBe('27.733 (D 10.4 · E 17.333)')
  })

  it('is null for a row with an invalid-result mark or nothing to summarise', () => {
    expect(
      resultSummary({ disciplineCode: 'ATH', resultKind: 'time', live: false, rows: [{ result: null, irm: 'DNF' }] }),
    ).toBeNull()
    expect(resultSummary({ disciplineCode: 'ATH', resultKind: 'time', live: false, rows: [] })).toBeNull()
  })
})
