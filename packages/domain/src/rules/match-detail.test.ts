import { describe, expect, it } from 'vitest'
import { putResultsSchemaFor } from '../schemas/results-entry.ts'
import { VALIDATION_MESSAGES as M } from '../schemas/validation.ts'
import {
  formatMatchLine,
  isDecisionOf,
  isFinishedSet,
  MATCH_DECISIONS,
  matchSportKind,
  type PeriodEntry,
  periodWinners,
  SET_RULES,
  validateMatchDetail,
} from './match-detail.ts'

const sets = (prefix: string, ...scores: number[]): PeriodEntry[] =>
  scores.map((s, i) => ({ label: `${prefix}${i + 1}`, score: String(s) }))
const row = (result: string | null, periods: PeriodEntry[], extra: Record<string, unknown> = {}) => ({
  result,
  score: null,
  detail: { periods },
  ...extra,
})

describe('formatMatchLine', () => {
  it('prints the match score with each set in the home side order', () => {
    expect(formatMatchLine('3-1', sets('S', 25, 23, 25, 25), sets('S', 21, 25, 18, 19))).toBe(
      '3-1 (25-21, 23-25, 25-18, 25-19)',
    )
  })
  it('adds a tie-break in brackets, and falls back to the score or the periods alone', () => {
    const h = [{ label: 'S1', score: '7', tiebreak: '7' }]
    const a = [{ label: 'S1', score: '6', tiebreak: '5' }]
    expect(formatMatchLine('1-0', h, a)).toBe('1-0 (7-6 (7-5))')
    expect(formatMatchLine('2-0', undefined, a)).toBe('2-0')
    expect(formatMatchLine(null, sets('Q', 20), sets('Q', 18))).toBe('20-18')
    expect(formatMatchLine(null, [], [])).toBeNull()
  })
  it('says who took each period, a draw as null', () => {
    expect(periodWinners(sets('S', 25, 20, 10), sets('S', 21, 25, 10))).toEqual(['home', 'away', null])
  })
})

describe('isFinishedSet', () => {
  const vvo = SET_RULES.VVO as NonNullable<(typeof SET_RULES)['VVO']>
  const tte = SET_RULES.TTE as NonNullable<(typeof SET_RULES)['TTE']>
  const bdm = SET_RULES.BDM as NonNullable<(typeof SET_RULES)['BDM']>
  it('volleyball: 25 with two clear, the fifth set at 15', () => {
    expect(isFinishedSet(vvo, 25, 23, false)).toBe(true)
    expect(isFinishedSet(vvo, 27, 25, false)).toBe(true)
    expect(isFinishedSet(vvo, 25, 24, false)).toBe(false)
    expect(isFinishedSet(vvo, 24, 20, false)).toBe(false)
    expect(isFinishedSet(vvo, 28, 25, false)).toBe(false)
    expect(isFinishedSet(vvo, 15, 13, true)).toBe(true)
    expect(isFinishedSet(vvo, 15, 13, false)).toBe(false)
  })
  it('table tennis: 11 by two', () => {
    expect(isFinishedSet(tte, 11, 9, false)).toBe(true)
    expect(isFinishedSet(tte, 13, 11, false)).toBe(true)
    expect(isFinishedSet(tte, 11, 10, false)).toBe(false)
    expect(isFinishedSet(tte, 21, 19, false)).toBe(true)
  })
  it('badminton: 21 by two, capped at 30', () => {
    expect(isFinishedSet(bdm, 21, 19, false)).toBe(true)
    expect(isFinishedSet(bdm, 30, 29, false)).toBe(true)
    expect(isFinishedSet(bdm, 29, 27, false)).toBe(true)
    expect(isFinishedSet(bdm, 21, 20, false)).toBe(false)
    expect(isFinishedSet(bdm, 31, 29, false)).toBe(false)
  })
})

describe('validateMatchDetail', () => {
  it('accepts a sound volleyball match with its rows in either order', () => {
    const winner = row('3', sets('S', 25, 23, 25, 25))
    const loser = row('1', sets('S', 21, 25, 18, 19))
    expect(validateMatchDetail('VVO', [winner, loser])).toEqual([])
    expect(validateMatchDetail('VVO', [loser, winner])).toEqual([])
  })
  it('refuses a set score that cannot end a set, naming the set', () => {
    const problems = validateMatchDetail('VVO', [row('3', sets('S', 25, 25, 25)), row('0', sets('S', 24, 20, 18))])
    expect(problems).toEqual([{ row: 0, path: ['detail', 'periods', 0], message: M.matchSetScoreImpossible }])
  })
  it('holds the fifth set to 15 and table tennis to 11 by two', () => {
    const fifth = validateMatchDetail('VVO', [
      row('3', sets('S', 25, 20, 25, 20, 15)),
      row('2', sets('S', 20, 25, 20, 25, 14)),
    ])
    expect(fifth.map((p) => p.path)).toEqual([['detail', 'periods', 4]])
    expect(validateMatchDetail('TTE', [row('1', sets('G', 11)), row('0', sets('G', 10))])[0]?.message).toBe(
      M.matchSetScoreImpossible,
    )
  })
  it('refuses sets won that disagree with the results or the match score', () => {
    const byResult = validateMatchDetail('BDM', [row('2', sets('G', 21, 21)), row('1', sets('G', 15, 17))])
    expect(byResult.map((p) => p.message)).toEqual([M.matchSetCountMismatch])
    const byScore = validateMatchDetail('VBV', [
      { score: '2-1', result: null, detail: { periods: sets('S', 21, 21) } },
      { score: '2-1', result: null, detail: { periods: sets('S', 15, 17) } },
    ])
    expect(byScore.map((p) => p.message)).toEqual([M.matchSetCountMismatch])
  })
  it('lets a match stopped by an IRM end in an unfinished set', () => {
    const retired = validateMatchDetail('TTE', [row('1', sets('G', 11, 5)), row(null, sets('G', 3, 4), { irm: 'DNF' })])
    expect(retired).toEqual([])
  })
  it('refuses two sides whose periods differ', () => {
    const problems = validateMatchDetail(null, [row('3', sets('S', 25, 25)), row('0', sets('G', 20, 20))])
    expect(problems).toEqual([{ row: 1, path: ['detail', 'periods'], message: M.matchPeriodsMismatch }])
  })
  it('adds up a period sport, leaving a shoot-out out', () => {
    expect(
      validateMatchDetail('BKB', [row('80', sets('Q', 20, 20, 20, 20)), row('70', sets('Q', 20, 20, 20, 10))]),
    ).toEqual([])
    expect(
      validateMatchDetail('BKB', [row('81', sets('Q', 20, 20, 20, 20)), row('70', sets('Q', 20, 20, 20, 10))]).map(
        (p) => p.message,
      ),
    ).toEqual([M.matchPeriodTotalMismatch])
    const handball = (own: number[], so: number) => [
      ...own.map((s, i) => ({ label: `${i + 1}H`, score: String(s) })),
      { label: 'SO', score: String(so) },
    ]
    expect(validateMatchDetail('HBL', [row('29', handball([15, 14], 5)), row('29', handball([13, 16], 4))])).toEqual([])
  })
  it('takes only the decisions of the sport', () => {
    expect(isDecisionOf('JUD', 'ippon')).toBe(true)
    expect(isDecisionOf('JUD', 'fall')).toBe(false)
    expect(isDecisionOf('XXX', 'anything')).toBe(true)
    const problems = validateMatchDetail('JUD', [{ detail: { decision: 'red-card' } }, { detail: null }])
    expect(problems).toEqual([{ row: 0, path: ['detail', 'decision'], message: M.matchDecisionUnknown }])
    for (const code of ['ippon', 'waza-ari', 'hansoku-make', 'golden-score', 'fusen-gachi'])
      expect(MATCH_DECISIONS.JUD).toContain(code)
    for (const code of ['points', 'ptg', 'superiority', 'punitive']) expect(MATCH_DECISIONS.TKW).toContain(code)
    for (const code of ['fall', 'technical-superiority', 'points']) expect(MATCH_DECISIONS.WRE).toContain(code)
    for (const code of ['touches', 'priority']) expect(MATCH_DECISIONS.FEN).toContain(code)
  })
  it('knows the kind of each head-to-head sport', () => {
    expect(['VVO', 'VBV', 'TTE', 'BDM'].map(matchSportKind)).toEqual(['sets', 'sets', 'sets', 'sets'])
    expect(['BKB', 'HBL', 'FBL'].map(matchSportKind)).toEqual(['periods', 'periods', 'periods'])
    expect(['JUD', 'TKW', 'WRE', 'FEN', 'KTE'].map(matchSportKind)).toEqual(Array(5).fill('combat'))
    expect(matchSportKind('ATH')).toBeNull()
  })
})

describe('putResultsSchemaFor', () => {
  it('gives each problem under its row and field, as the API answers it', () => {
    const body = {
      results: [
        { rank: 1, teamId: 'A', result: '3', detail: { periods: sets('S', 25, 25, 25) } },
        { rank: 2, teamId: 'B', result: '0', detail: { periods: sets('S', 20, 24, 20) } },
      ],
    }
    const parsed = putResultsSchemaFor('VVO').safeParse(body)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['results.0.detail.periods.1', M.matchSetScoreImpossible],
    ])
    // Without the sport only the sport-independent checks run.
    expect(putResultsSchemaFor(null).safeParse(body).success).toBe(true)
  })
})
