import { describe, expect, it } from 'vitest'
import { defaultRacingRounds, parseRaceTime, qualifyFromRound, type RaceRow, racingFormat } from './racing.ts'
import { validateEventFormat } from './validate.ts'

const row = (competitorId: string, rank: number | null, time: string | null, irm?: string): RaceRow => ({
  competitorId,
  rank,
  timeMs: parseRaceTime(time),
  irm: irm ?? null,
})

describe('parseRaceTime', () => {
  it('reads seconds, minutes and hours', () => {
    expect(parseRaceTime('9.58')).toBe(9580)
    expect(parseRaceTime('1:02.45')).toBe(62450)
    expect(parseRaceTime('2:05:33')).toBe((2 * 3600 + 5 * 60 + 33) * 1000)
    expect(parseRaceTime('1:02:03.4')).toBe((3600 + 2 * 60 + 3) * 1000 + 400)
    expect(parseRaceTime('10,123')).toBe(10123)
  })

  it('gives null for what is not a time', () => {
    for (const text of [null, '', 'DNF', '+1 LAP', '1:75.00', '1:2:3:4']) expect(parseRaceTime(text)).toBeNull()
  })
})

describe('defaultRacingRounds', () => {
  it('runs a straight final when everyone fits the lanes', () => {
    expect(defaultRacingRounds(8, 8)).toEqual([])
  })

  it('takes 3 heats to a final of 8 as the first 2 and the 2 fastest', () => {
    expect(defaultRacingRounds(24, 8)).toEqual([
      { code: 'HEAT', stage: 'heat', units: 3, qualification: { byPlace: 2, byTime: 2 } },
    ])
  })

  it('adds semi-finals beyond three heats: 5 heats → 16 (3 + 1), 2 semi-finals → 8 (3 + 2)', () => {
    expect(defaultRacingRounds(40, 8)).toEqual([
      { code: 'HEAT', stage: 'heat', units: 5, qualification: { byPlace: 3, byTime: 1 } },
      { code: 'SF', stage: 'semi-final-heat', units: 2, qualification: { byPlace: 3, byTime: 2 } },
    ])
  })

  it('qualifies on time alone for swimming', () => {
    expect(defaultRacingRounds(20, 8, 'time')).toEqual([
      { code: 'HEAT', stage: 'heat', units: 3, qualification: { byPlace: 0, byTime: 8 } },
    ])
  })
})

describe('racingFormat', () => {
  it('builds heats → final with Q by place then q by time', () => {
    const format = racingFormat({ eventCode: 'ATH', entrants: 20, laneCount: 8, rounds: defaultRacingRounds(20, 8) })
    expect(format.rounds.map((r) => [r.code, r.units.length, r.units.map((u) => u.slots.length)])).toEqual([
      ['HEAT', 3, [7, 7, 6]],
      ['FNL', 1, [8]],
    ])
    expect(format.rounds[1]?.units[0]?.slots).toEqual([
      { kind: 'unit-place', unit: 'ATH-HEAT-1', place: 1 },
      { kind: 'unit-place', unit: 'ATH-HEAT-2', place: 1 },
      { kind: 'unit-place', unit: 'ATH-HEAT-3', place: 1 },
      { kind: 'unit-place', unit: 'ATH-HEAT-1', place: 2 },
      { kind: 'unit-place', unit: 'ATH-HEAT-2', place: 2 },
      { kind: 'unit-place', unit: 'ATH-HEAT-3', place: 2 },
      { kind: 'fastest', round: 'HEAT', rank: 1 },
      { kind: 'fastest', round: 'HEAT', rank: 2 },
    ])
    expect(validateEventFormat(format)).toEqual([])
  })

  it('builds heats → semi-finals → final, each unit within its lanes', () => {
    for (const [entrants, semiFinalists] of [
      [40, 16],
      [44, 24],
      [100, 24],
    ] as const) {
      const format = racingFormat({
        eventCode: 'SWM',
        entrants,
        laneCount: 8,
        rounds: defaultRacingRounds(entrants, 8),
      })
      expect(format.rounds.map((r) => r.code)).toEqual(['HEAT', 'SF', 'FNL'])
      for (const round of format.rounds) for (const u of round.units) expect(u.slots.length).toBeLessThanOrEqual(8)
      expect(format.rounds[1]?.units.flatMap((u) => u.slots)).toHaveLength(semiFinalists)
      expect(format.rounds[2]?.units[0]?.slots).toHaveLength(8)
      expect(validateEventFormat(format)).toEqual([])
    }
  })

  it('builds a valid format for every field from 2 to 80 on 8 and 10 lanes', () => {
    for (const lanes of [8, 10]) {
      for (let entrants = 2; entrants <= 80; entrants++) {
        for (const basis of ['place-and-time', 'time'] as const) {
          const format = racingFormat({
            eventCode: 'E',
            entrants,
            laneCount: lanes,
            rounds: defaultRacingRounds(entrants, lanes, basis),
          })
          expect(validateEventFormat(format)).toEqual([])
          expect(format.rounds[0]?.units.flatMap((u) => u.slots)).toHaveLength(entrants)
        }
      }
    }
  })

  it('refuses more qualifiers than the next round has lanes', () => {
    expect(() =>
      racingFormat({
        eventCode: 'E',
        entrants: 24,
        laneCount: 8,
        rounds: [{ code: 'HEAT', stage: 'heat', units: 3, qualification: { byPlace: 3, byTime: 2 } }],
      }),
    ).toThrow(RangeError)
  })
})

describe('qualifyFromRound', () => {
  const heats = [
    { unit: 'H1', rows: [row('a', 1, '10.10'), row('b', 2, '10.20'), row('c', 3, '10.30'), row('d', 4, '10.60')] },
    { unit: 'H2', rows: [row('e', 1, '10.05'), row('f', 2, '10.25'), row('g', 3, '10.40'), row('h', 4, '10.50')] },
  ]

  it('takes the first places of each heat (Q) then the fastest of the rest (q)', () => {
    const outcome = qualifyFromRound(heats, { byPlace: 2, byTime: 2 })
    expect(outcome.qualifiers.map((q) => `${q.competitorId}${q.mark}`)).toEqual(['aQ', 'eQ', 'bQ', 'fQ', 'cq', 'gq'])
    expect(outcome.tie).toBeNull()
  })

  it('never qualifies a competitor with an IRM or without a rank or time', () => {
    const withIrms = [
      { unit: 'H1', rows: [row('a', null, '10.01', 'DSQ'), row('b', 1, '10.20'), row('c', 2, '10.30')] },
      {
        unit: 'H2',
        rows: [row('e', 1, '10.05'), row('f', null, null, 'DNF'), row('g', 2, '10.40'), row('h', 3, null)],
      },
    ]
    const outcome = qualifyFromRound(withIrms, { byPlace: 1, byTime: 4 })
    expect(outcome.qualifiers.map((q) => `${q.competitorId}${q.mark}`)).toEqual(['bQ', 'eQ', 'cq', 'gq'])
  })

  it('does not qualify a row that is ranked but carries an IRM; its lane goes to the next by time', () => {
    const ranked = [
      { unit: 'H1', rows: [row('a', 1, '10.10', 'DQB'), row('b', 2, '10.20'), row('c', 3, '10.30')] },
      { unit: 'H2', rows: [row('e', 1, '10.05'), row('g', 2, '10.40')] },
    ]
    const outcome = qualifyFromRound(ranked, { byPlace: 1, byTime: 1 })
    expect(outcome.qualifiers.map((q) => `${q.competitorId}${q.mark}`)).toEqual(['eQ', 'bq', 'cq'])
  })

  it('gives a shared place at the cut to both, taking the extra lane from the time qualifiers', () => {
    const shared = [
      { unit: 'H1', rows: [row('a', 1, '10.10'), row('b', 2, '10.20'), row('c', 2, '10.20'), row('d', 4, '10.22')] },
      { unit: 'H2', rows: [row('e', 1, '10.05'), row('f', 2, '10.25'), row('g', 3, '10.21')] },
    ]
    const outcome = qualifyFromRound(shared, { byPlace: 2, byTime: 2 })
    expect(outcome.qualifiers.map((q) => `${q.competitorId}${q.mark}`)).toEqual(['aQ', 'eQ', 'bQ', 'cQ', 'fQ', 'gq'])
  })

  it('leaves a tie on time at the last place by time to the referee', () => {
    const tied = [
      { unit: 'H1', rows: [row('a', 1, '10.10'), row('b', 2, '10.30'), row('c', 3, '10.40')] },
      { unit: 'H2', rows: [row('e', 1, '10.05'), row('f', 2, '10.30'), row('g', 3, '10.35')] },
      { unit: 'H3', rows: [row('i', 1, '10.00'), row('j', 2, '10.30')] },
    ]
    const outcome = qualifyFromRound(tied, { byPlace: 1, byTime: 2 })
    expect(outcome.qualifiers.map((q) => `${q.competitorId}${q.mark}`)).toEqual(['aQ', 'eQ', 'iQ'])
    expect(outcome.tie).toEqual({ competitorIds: ['b', 'f', 'j'], places: 2 })
  })

  it('qualifies those faster than a tie and leaves only the tied places open', () => {
    const tied = [
      { unit: 'H1', rows: [row('a', 1, '10.10'), row('b', 2, '10.20'), row('c', 3, '10.40')] },
      { unit: 'H2', rows: [row('e', 1, '10.05'), row('f', 2, '10.40')] },
    ]
    const outcome = qualifyFromRound(tied, { byPlace: 1, byTime: 2 })
    expect(outcome.qualifiers.map((q) => `${q.competitorId}${q.mark}`)).toEqual(['aQ', 'eQ', 'bq'])
    expect(outcome.tie).toEqual({ competitorIds: ['c', 'f'], places: 1 })
  })
})
