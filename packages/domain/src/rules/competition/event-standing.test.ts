import { describe, expect, it } from 'vitest'
import { type EventStandingInput, eventStanding, nextStepOf, type StandingUnit } from './event-standing.ts'
import type { EventFormat } from './format.ts'
import { knockoutDraw } from './knockout.ts'
import { poolsThenKnockout } from './pools.ts'
import { resolveSlots, type UnitOutcome } from './resolve.ts'

const win = (winner: string, loser: string, official = true): UnitOutcome => ({
  official,
  rows: [
    { competitorId: winner, rank: 1, winner: true },
    { competitorId: loser, rank: 2, winner: false },
  ],
})

/** The structure as the server serves it: resolved slots with each decided side's result. */
function unitsOf(
  format: EventFormat,
  seeds: string[],
  outcomes: Map<string, UnitOutcome>,
  pools?: Map<string, string[]>,
) {
  const { units } = resolveSlots(format, { seeds, outcomes, poolStandings: (p) => pools?.get(p) ?? null })
  return new Map(
    units.map((u): [string, StandingUnit] => {
      const outcome = outcomes.get(u.code)
      return [
        u.code,
        {
          official: outcome?.official ?? false,
          slots: u.slots.map((s) => {
            if (s.state !== 'decided') return s
            const row = outcome?.rows.find((r) => r.competitorId === s.competitorId)
            return { ...s, winner: row?.winner ?? null, rank: row?.rank ?? null }
          }),
        },
      ]
    }),
  )
}

const rankOf = (standing: ReturnType<typeof eventStanding>, id: string) =>
  standing?.entries.find((e) => e.competitorId === id)

describe('eventStanding: pools then a knockout with classification', () => {
  // 16 teams, 4 pools of 4, the first two of each to the quarter-finals, 5th–8th played.
  const format = poolsThenKnockout({
    eventCode: 'B',
    entrants: 16,
    poolCount: 4,
    advance: { kind: 'crossover', perPool: 2 },
    bronze: 'match',
    classification: true,
  })
  const seeds = Array.from({ length: 16 }, (_, i) => `t${i + 1}`)
  const poolRound = format.rounds[0]
  const members = new Map(
    (poolRound?.pools ?? []).map((p) => [p.code, p.members.map((m) => (m.kind === 'seed' ? `t${m.seed}` : ''))]),
  )
  const poolOutcomes = new Map<string, UnitOutcome>()
  for (const unit of poolRound?.units ?? []) {
    const [a, b] = unit.slots.map((s) => (s.kind === 'seed' ? `t${s.seed}` : ''))
    // The lower seed number wins every pool game: the pool order is its seed order.
    const [w, l] = Number(a?.slice(1)) < Number(b?.slice(1)) ? [a, b] : [b, a]
    poolOutcomes.set(unit.code, win(w as string, l as string))
  }
  const poolOrder = new Map(
    [...members].map(([code, list]) => [code, [...list].sort((x, y) => Number(x.slice(1)) - Number(y.slice(1)))]),
  )
  const pools = (complete: boolean): EventStandingInput['pools'] =>
    new Map(
      [...poolOrder].map(([code, list]) => [
        code,
        // Points across pools: the weaker seeds of a place have fewer; t9 and t12 level on everything.
        {
          complete,
          rows: list.map((id, i) => ({ competitorId: id, keys: [3 - i, id === 't12' ? -5 : -Number(id.slice(1))] })),
        },
      ]),
    )
  pools(true)
    ?.get('A')
    ?.rows.forEach(() => {})

  it('says who is still in while the pools are played, with no rank yet', () => {
    const standing = eventStanding({ format, units: unitsOf(format, seeds, new Map()), pools: pools(false) })
    expect(standing?.complete).toBe(false)
    expect(standing?.entries).toHaveLength(16)
    expect(standing?.entries.every((e) => e.state === 'in' && e.rank === null)).toBe(true)
  })

  it('ranks the pools’ third and fourth places 9th–16th once the pools are over, the rest still in', () => {
    const standing = eventStanding({
      format,
      units: unitsOf(format, seeds, poolOutcomes, poolOrder),
      pools: pools(true),
    })
    const thirds = [...poolOrder.values()].map((l) => l[2] as string)
    const fourths = [...poolOrder.values()].map((l) => l[3] as string)
    for (const id of thirds) expect(rankOf(standing, id)?.rank).toBeGreaterThanOrEqual(9)
    for (const id of thirds) expect(rankOf(standing, id)?.rank).toBeLessThanOrEqual(12)
    for (const id of fourths) expect(rankOf(standing, id)?.rank).toBeGreaterThanOrEqual(13)
    expect(rankOf(standing, thirds[0] as string)?.at).toMatchObject({ stage: 'pool', pool: 'A', poolPlace: 3 })
    expect(standing?.entries.filter((e) => e.state === 'in')).toHaveLength(8)
    expect(standing?.complete).toBe(false)
  })

  it('ranks the whole event from the final, the bronze match and the classification matches', () => {
    const first = unitsOf(format, seeds, poolOutcomes, poolOrder)
    // Play every knockout unit in order, the side in the first slot always winning.
    const outcomes = new Map(poolOutcomes)
    for (const round of format.rounds.slice(1)) {
      for (const unit of round.units) {
        const slots = unitsOf(format, seeds, outcomes, poolOrder).get(unit.code)?.slots ?? []
        const [a, b] = slots.map((s) => (s.state === 'decided' ? s.competitorId : ''))
        if (a && b) outcomes.set(unit.code, win(a, b))
      }
    }
    expect(first.size).toBeGreaterThan(0)
    const standing = eventStanding({ format, units: unitsOf(format, seeds, outcomes, poolOrder), pools: pools(true) })
    expect(standing?.complete).toBe(true)
    const ranks = standing?.entries.map((e) => e.rank)
    expect(ranks?.slice(0, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(standing?.entries.slice(0, 4).map((e) => e.medal)).toEqual(['GOLD', 'SILVER', 'BRONZE', null])
    expect(standing?.entries[4]?.at?.round).toBe('P5')
    expect(standing?.entries[7]?.at?.round).toBe('P7')
    expect(new Set(ranks).size).toBe(16)
  })
})

describe('eventStanding: knockouts', () => {
  const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']

  it('shares 5th between the quarter-finals’ losers when no classification decides', () => {
    const format = knockoutDraw({ eventCode: 'F', entrants: 8, bronze: 'match' })
    const outcomes = new Map([
      ['F-QF-1', win('a', 'h')],
      ['F-QF-2', win('d', 'e')],
      ['F-QF-3', win('b', 'g')],
      ['F-QF-4', win('c', 'f')],
      ['F-SF-1', win('a', 'd')],
      ['F-SF-2', win('c', 'b')],
    ])
    const running = eventStanding({ format, units: unitsOf(format, seeds, outcomes) })
    // Bronze match and final to play: four still in, the quarter-finals' losers out and 5th already.
    expect(
      running?.entries
        .filter((e) => e.state === 'in')
        .map((e) => e.competitorId)
        .sort(),
    ).toEqual(['a', 'b', 'c', 'd'])
    expect(['e', 'f', 'g', 'h'].map((id) => rankOf(running, id))).toEqual(
      ['e', 'f', 'g', 'h'].map((id) => expect.objectContaining({ competitorId: id, state: 'out', rank: 5 })),
    )
    expect(rankOf(running, 'h')?.at).toMatchObject({ stage: 'quarter-final', number: 1 })
    outcomes.set('F-BRNZ-1', win('b', 'd'))
    outcomes.set('F-FNL-1', win('c', 'a'))
    const done = eventStanding({ format, units: unitsOf(format, seeds, outcomes) })
    expect(done?.complete).toBe(true)
    expect(done?.entries.map((e) => [e.competitorId, e.rank, e.medal])).toEqual([
      ['c', 1, 'GOLD'],
      ['a', 2, 'SILVER'],
      ['b', 3, 'BRONZE'],
      ['d', 4, null],
      ['h', 5, null],
      ['e', 5, null],
      ['g', 5, null],
      ['f', 5, null],
    ])
  })

  it('ranks judo: two bronzes, their losers 5th, the repechage’s losers 7th', () => {
    const format = knockoutDraw({ eventCode: 'J', entrants: 8, bronze: 'quarter-final-repechage' })
    const outcomes = new Map([
      ['J-QF-1', win('a', 'h')],
      ['J-QF-2', win('d', 'e')],
      ['J-QF-3', win('b', 'g')],
      ['J-QF-4', win('c', 'f')],
      ['J-SF-1', win('a', 'd')],
      ['J-SF-2', win('c', 'b')],
      ['J-REP-1', win('e', 'h')],
    ])
    const running = eventStanding({ format, units: unitsOf(format, seeds, outcomes) })
    // The quarter-finals' losers are not out: they go to the repechage; the one beaten there is 7th already.
    expect(rankOf(running, 'h')).toMatchObject({ state: 'out', rank: 7, at: { stage: 'repechage' } })
    expect(rankOf(running, 'g')?.state).toBe('in')
    outcomes.set('J-REP-2', win('f', 'g'))
    outcomes.set('J-BRNZ-1', win('e', 'b'))
    outcomes.set('J-BRNZ-2', win('d', 'f'))
    outcomes.set('J-FNL-1', win('a', 'c'))
    const done = eventStanding({ format, units: unitsOf(format, seeds, outcomes) })
    expect(done?.complete).toBe(true)
    expect(Object.fromEntries(done?.entries.map((e) => [e.competitorId, [e.rank, e.medal]]) ?? [])).toEqual({
      a: [1, 'GOLD'],
      c: [2, 'SILVER'],
      e: [3, 'BRONZE'],
      d: [3, 'BRONZE'],
      b: [5, null],
      f: [5, null],
      h: [7, null],
      g: [7, null],
    })
  })

  it('counts a bye as no match: the seed with a bye is never out in the first round', () => {
    const format = knockoutDraw({ eventCode: 'K', entrants: 6, bronze: 'shared' })
    const six = seeds.slice(0, 6)
    const units = unitsOf(format, six, new Map([['K-QF-1', win('e', 'd')]]))
    const standing = eventStanding({ format, units })
    expect(rankOf(standing, 'a')?.state).toBe('in')
    // Two quarter-finals are played (seeds 1 and 2 have byes): their losers share 5th.
    expect(rankOf(standing, 'd')).toMatchObject({ state: 'out', rank: 5 })
    expect(standing?.entries).toHaveLength(6)
  })

  it('gives shared bronze to both semi-finals’ losers when there is no bronze match', () => {
    const format = knockoutDraw({ eventCode: 'X', entrants: 4, bronze: 'shared' })
    const outcomes = new Map([
      ['X-SF-1', win('a', 'd')],
      ['X-SF-2', win('b', 'c')],
    ])
    const standing = eventStanding({ format, units: unitsOf(format, seeds.slice(0, 4), outcomes) })
    expect(rankOf(standing, 'd')).toMatchObject({ state: 'placed', rank: 3, medal: 'BRONZE' })
    expect(rankOf(standing, 'c')).toMatchObject({ rank: 3, medal: 'BRONZE' })
  })

  it('reads no ranked format (races rank themselves)', () => {
    const format: EventFormat = {
      eventCode: 'R',
      rounds: [
        {
          code: 'FNL',
          stage: 'final',
          contest: 'ranked',
          units: [{ code: 'R1', number: 1, slots: [{ kind: 'seed', seed: 1 }] }],
        },
      ],
    }
    expect(eventStanding({ format, units: new Map() })).toBeNull()
  })
})

describe('nextStepOf', () => {
  const format = knockoutDraw({ eventCode: 'J', entrants: 8, bronze: 'quarter-final-repechage' })
  const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
  const roundsOf = (outcomes: Map<string, UnitOutcome>) => {
    const units = unitsOf(format, seeds, outcomes)
    const { units: resolved } = resolveSlots(format, { seeds, outcomes })
    return {
      standing: eventStanding({ format, units }),
      rounds: format.rounds.map((r) => ({
        code: r.code,
        stage: r.stage,
        units: r.units.map((u) => ({
          code: u.code,
          number: u.number,
          pool: u.pool ?? null,
          startAt: `2026-07-0${u.number}T10:00:00Z`,
          venueName: 'Mat 1',
          official: units.get(u.code)?.official ?? false,
          slots: resolved.find((x) => x.code === u.code)?.slots ?? [],
        })),
      })),
    }
  }
  const step = (id: string, outcomes: Map<string, UnitOutcome>) => {
    const { rounds, standing } = roundsOf(outcomes)
    return nextStepOf(id, rounds, standing, (s) => ('placeholder' in s ? s.placeholder : null))
  }

  it('names the first unit without an official result and the opponent, decided or a placeholder', () => {
    expect(step('a', new Map())).toMatchObject({
      kind: 'next',
      unit: 'J-QF-1',
      stage: 'quarter-final',
      venueName: 'Mat 1',
      opponent: { state: 'decided', competitorId: 'h' },
    })
    expect(step('a', new Map([['J-QF-1', win('a', 'h')]]))).toMatchObject({
      kind: 'next',
      unit: 'J-SF-1',
      opponent: { state: 'pending', placeholder: { kind: 'winner', unit: { round: 'QF', number: 2 } } },
    })
  })

  it('sends a quarter-final’s loser to the repechage, then says where they went out or what they won', () => {
    const outcomes = new Map([
      ['J-QF-1', win('a', 'h')],
      ['J-QF-2', win('d', 'e')],
    ])
    expect(step('h', outcomes)).toMatchObject({
      kind: 'next',
      stage: 'repechage',
      opponent: { state: 'decided', competitorId: 'e' },
    })
    outcomes.set('J-REP-1', win('e', 'h'))
    expect(step('h', outcomes)).toEqual({
      kind: 'out',
      rank: 7,
      at: { round: 'REP', stage: 'repechage', number: 1, pool: null, poolPlace: null },
    })
    for (const [u, w, l] of [
      ['J-QF-3', 'b', 'g'],
      ['J-QF-4', 'c', 'f'],
      ['J-SF-1', 'a', 'd'],
      ['J-SF-2', 'c', 'b'],
      ['J-FNL-1', 'a', 'c'],
    ] as const)
      outcomes.set(u, win(w, l))
    expect(step('a', outcomes)).toMatchObject({ kind: 'placed', rank: 1, medal: 'GOLD' })
    expect(step('zz', outcomes)).toBeNull()
  })
})
