import { knockoutDraw, poolsThenKnockout, type UnitOutcome } from '@podium/domain'
import { describe, expect, it } from 'vitest'
import {
  bracketColumns,
  followedUnits,
  isLiveUnit,
  nameParts,
  openingRound,
  structureSections,
} from './bracket-layout.ts'
import { structureOf, won } from './structure-fixture.ts'

const codes = (positions: ({ code: string } | null)[]) => positions.map((u) => u?.code ?? null)

describe('structure sections', () => {
  it('puts the judo draw main line in the tree and the repechage and bronzes beside it', () => {
    const s = structureSections(
      structureOf(knockoutDraw({ eventCode: 'J', entrants: 16, bronze: 'quarter-final-repechage' })).rounds,
    )
    expect(s.bracket.map((r) => r.code)).toEqual(['R16', 'QF', 'SF', 'FNL'])
    expect(s.side.map((r) => r.code)).toEqual(['REP', 'BRNZ'])
    expect(s.pools).toEqual([])
    expect(s.side.find((r) => r.code === 'BRNZ')?.units).toHaveLength(2)
  })

  it('keeps pools apart from the knockout that follows them', () => {
    const s = structureSections(
      structureOf(
        poolsThenKnockout({
          eventCode: 'B',
          entrants: 8,
          poolCount: 2,
          advance: { kind: 'crossover', perPool: 2 },
          bronze: 'match',
        }),
      ).rounds,
    )
    expect(s.pools.map((r) => r.code)).toEqual(['POOL'])
    expect(s.bracket.map((r) => r.code)).toEqual(['SF', 'FNL'])
    expect(s.side.map((r) => r.code)).toEqual(['BRNZ'])
  })
})

describe('bracket columns', () => {
  it('draws each unit between the two it comes from (a full table of 16)', () => {
    const columns = bracketColumns(
      structureSections(structureOf(knockoutDraw({ eventCode: 'J', entrants: 16, bronze: 'match' })).rounds).bracket,
    )
    expect(columns.map((c) => c.positions.length)).toEqual([8, 4, 2, 1])
    // The seeding order keeps the top half on top: R16 1–4 feed QF 1–2, which feed SF 1.
    expect(codes(columns[0]?.positions ?? [])).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `J-R16-${n}`))
    expect(codes(columns[1]?.positions ?? [])).toEqual([1, 2, 3, 4].map((n) => `J-QF-${n}`))
  })

  it('leaves a bye its empty place, so later rounds stay between their feeders (13 entrants, 3 byes)', () => {
    const columns = bracketColumns(
      structureSections(structureOf(knockoutDraw({ eventCode: 'J', entrants: 13, bronze: 'match' })).rounds).bracket,
    )
    const first = columns[0]?.positions ?? []
    expect(first).toHaveLength(8)
    expect(first.filter((u) => u === null)).toHaveLength(3)
    // Seed 1 has a bye: the first place of the table is empty and QF 1 has seed 1 against a winner.
    expect(first[0]).toBeNull()
    const qf1 = columns[1]?.positions[0]
    expect(qf1?.slots[0]).toMatchObject({ state: 'decided', competitorId: 'C1' })
    expect(qf1?.slots[1]).toMatchObject({ state: 'pending', placeholder: { kind: 'winner' } })
    expect(first[1]?.code).toBe('J-R16-1')
  })

  it('still finds the feeders once the slots are decided (no placeholder left to read)', () => {
    const format = knockoutDraw({ eventCode: 'J', entrants: 8, bronze: 'match' })
    const outcomes = new Map<string, UnitOutcome>()
    // Table of 8: QF 1 is seed 1 v 8, QF 2 seed 4 v 5, QF 3 seed 2 v 7, QF 4 seed 3 v 6. Underdogs win two of them.
    outcomes.set('J-QF-1', won('C1', 'C8'))
    outcomes.set('J-QF-2', won('C5', 'C4'))
    outcomes.set('J-QF-3', won('C7', 'C2'))
    outcomes.set('J-QF-4', won('C3', 'C6'))
    const structure = structureOf(format, { seedCount: 8, outcomes })
    const sections = structureSections(structure.rounds)
    const sf = sections.bracket.find((r) => r.code === 'SF')
    expect(sf?.units.every((u) => u.slots.every((s) => s.state === 'decided'))).toBe(true)
    const columns = bracketColumns(sections.bracket)
    expect(codes(columns[0]?.positions ?? [])).toEqual(['J-QF-1', 'J-QF-2', 'J-QF-3', 'J-QF-4'])
  })

  it('places a unit it cannot trace rather than hiding it', () => {
    const structure = structureOf(knockoutDraw({ eventCode: 'J', entrants: 8, bronze: 'match' }))
    const bracket = structureSections(structure.rounds).bracket
    // A hand-edited start list: SF 1's slots no longer say where they come from.
    const sf = bracket[1]
    if (!sf?.units[0]) throw new Error('no semi-final')
    sf.units[0].slots = [{ state: 'bye' }, { state: 'bye' }]
    const columns = bracketColumns(bracket)
    expect(codes(columns[0]?.positions ?? []).sort()).toEqual(['J-QF-1', 'J-QF-2', 'J-QF-3', 'J-QF-4'])
  })
})

describe('followed path, live units, the round a phone opens on', () => {
  const format = knockoutDraw({ eventCode: 'J', entrants: 8, bronze: 'match' })
  const outcomes = new Map<string, UnitOutcome>([
    ['J-QF-1', won('C1', 'C8')],
    ['J-QF-2', won('C5', 'C4')],
  ])

  it('marks every unit a followed athlete or delegation plays in', () => {
    const structure = structureOf(format, { seedCount: 8, outcomes })
    expect([...followedUnits(structure.rounds, [{ kind: 'athlete', code: 'C5' }])].sort()).toEqual(['J-QF-2', 'J-SF-1'])
    expect([...followedUnits(structure.rounds, [{ kind: 'delegation', code: 'D8' }])]).toEqual(['J-QF-1'])
    expect(followedUnits(structure.rounds, [])).toEqual(new Set())
  })

  it('opens on the round with a live unit, else today’s, else the first unfinished one', () => {
    const day = (iso: string) => iso.slice(0, 10)
    const sf = { startAt: '2026-07-15T15:00:00Z' }
    const playing = structureOf(
      format,
      { seedCount: 8, outcomes },
      {
        'J-QF-3': { scheduleStatus: 'RUNNING', resultStatus: 'LIVE' },
        'J-SF-1': sf,
      },
    ).rounds
    expect(openingRound(playing, '2026-07-14', day)).toBe(0)
    const calm = structureOf(format, { seedCount: 8, outcomes }, { 'J-SF-1': sf }).rounds
    expect(openingRound(calm, '2026-07-15', day)).toBe(1)
    expect(openingRound(calm, '2026-07-20', day)).toBe(0)
    // Two rounds today, the first of them over: the phone opens on the one still to play.
    const twoToday = structureOf(
      format,
      { seedCount: 8, outcomes },
      {
        'J-QF-1': { startAt: '2026-07-15T12:00:00Z', scheduleStatus: 'FINISHED', resultStatus: 'OFFICIAL' },
        'J-QF-2': { startAt: '2026-07-15T12:00:00Z', scheduleStatus: 'FINISHED', resultStatus: 'OFFICIAL' },
        'J-QF-3': { startAt: '2026-07-15T12:10:00Z', scheduleStatus: 'FINISHED', resultStatus: 'OFFICIAL' },
        'J-QF-4': { startAt: '2026-07-15T12:10:00Z', scheduleStatus: 'FINISHED', resultStatus: 'OFFICIAL' },
        'J-SF-1': sf,
      },
    ).rounds
    expect(openingRound(twoToday, '2026-07-15', day)).toBe(1)
    expect(isLiveUnit({ scheduleStatus: 'RUNNING', resultStatus: null })).toBe(true)
    expect(isLiveUnit({ scheduleStatus: 'FINISHED', resultStatus: 'OFFICIAL' })).toBe(false)
  })
})

describe('name parts', () => {
  it("keeps a results-sheet name's family name whole and its given names apart", () => {
    expect(nameParts('KATO Sho')).toEqual({ family: 'KATO', given: 'Sho' })
    expect(nameParts('DE LA CRUZ Ana María')).toEqual({ family: 'DE LA CRUZ', given: 'Ana María' })
    expect(nameParts('HƏSƏNOV Murad')).toEqual({ family: 'HƏSƏNOV', given: 'Murad' })
  })

  it('leaves a team or a name without a capitalised family name in one piece', () => {
    expect(nameParts('Brazil')).toEqual({ family: 'Brazil', given: '' })
    expect(nameParts('Ana Silva')).toEqual({ family: 'Ana Silva', given: '' })
    expect(nameParts('SILVA/SOUZA')).toEqual({ family: 'SILVA/SOUZA', given: '' })
  })
})
