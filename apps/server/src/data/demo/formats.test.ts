import {
  computeStandings,
  type EventFormat,
  formatUnits,
  type MatchScore,
  matchScoreFromRows,
  parseRaceTime,
  type ResolvedUnit,
  resolveSlots,
  standingsRuleFor,
  type UnitOutcome,
  validateEventFormat,
} from '@podium/domain'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, migrateDatabase, openDatabase } from '../../db/client.ts'
import * as schema from '../../db/schema.ts'
import { selectEventFormats } from '../../features/structure/event-format.repo.ts'
import { seedDemo } from './seed.ts'

/**
 * The demo's stored formats against what it seeded (decision 077), read back from the database the way the server
 * reads it: every format validates, covers exactly its event's units, and every start list the demo wrote is the
 * one `resolveSlots` names over the official results — on the e2e's today, 2026-07-14 at 11:00.
 */

let database: Database
let formats: EventFormat[]
type UnitRow = typeof schema.units.$inferSelect
type StartRow = typeof schema.startListEntries.$inferSelect
type ResultRow = typeof schema.results.$inferSelect
let unitsByEvent: Map<string, UnitRow[]>
let startLists: Map<string, StartRow[]>
let resultsByUnit: Map<string, ResultRow[]>
let disciplineOf: Map<string, string>

const group = <T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>()
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row])
  return out
}
const competitorOf = (row: { athleteId: string | null; teamId: string | null }) => row.teamId ?? row.athleteId ?? ''
const isOfficial = (u: UnitRow | undefined) => u?.scheduleStatus === 'FINISHED' && u.resultStatus === 'OFFICIAL'

beforeAll(async () => {
  database = await openDatabase({})
  await migrateDatabase(database)
  await seedDemo(database.db, { today: '2026-07-14' })
  const { db } = database
  formats = await selectEventFormats(db)
  unitsByEvent = group(await db.select().from(schema.units), (u) => u.eventCode ?? '')
  startLists = group(
    await db.select().from(schema.startListEntries).orderBy(asc(schema.startListEntries.startOrder)),
    (r) => r.unitCode,
  )
  resultsByUnit = group(await db.select().from(schema.results), (r) => r.unitCode)
  disciplineOf = new Map((await db.select().from(schema.events)).map((e) => [e.code, e.disciplineCode]))
}, 240_000)

afterAll(async () => {
  await database?.close()
})

/** Resolves an event's format from the stored official results, as the progression reads them. */
function resolveStored(format: EventFormat): ResolvedUnit[] {
  const units = new Map((unitsByEvent.get(format.eventCode) ?? []).map((u) => [u.code, u]))
  const outcomes = new Map<string, UnitOutcome>()
  for (const [code, unit] of units) {
    if (!isOfficial(unit)) continue
    outcomes.set(code, {
      official: true,
      rows: (resultsByUnit.get(code) ?? []).map((r) => ({
        competitorId: competitorOf(r),
        rank: r.rank,
        winner: r.winner,
        timeMs: parseRaceTime(r.time),
        irm: r.irm,
      })),
    })
  }
  const rule = standingsRuleFor(disciplineOf.get(format.eventCode) ?? '')
  const poolStandings = (pool: string) => {
    const round = format.rounds.find((r) => r.pools?.some((p) => p.code === pool))
    const members = (round?.pools?.find((p) => p.code === pool)?.members ?? []).flatMap((m) =>
      m.kind === 'competitor' ? [m.competitorId] : [],
    )
    const poolUnits = round?.units.filter((u) => u.pool === pool) ?? []
    if (!rule || poolUnits.some((u) => !outcomes.has(u.code))) return null
    const matches: MatchScore[] = poolUnits.flatMap((u) => {
      const [home, away] = startLists.get(u.code) ?? []
      const rows = resultsByUnit.get(u.code) ?? []
      const row = (side: StartRow | undefined) => {
        const r = rows.find((x) => competitorOf(x) === (side ? competitorOf(side) : ''))
        return r ? { ...r, competitorId: competitorOf(r) } : null
      }
      const h = row(home)
      const a = row(away)
      const score = h && a ? matchScoreFromRows(u.code, h, a) : null
      return score ? [score] : []
    })
    return computeStandings(rule, members, matches).rows.map((r) => r.competitorId)
  }
  return resolveSlots(format, { seeds: [], outcomes, poolStandings }).units
}

describe('the demo seeded with its formats (2026-07-14 at 11:00)', () => {
  it('stores a valid format for every pool, bracket and heats event, covering exactly its units', () => {
    const disciplines = new Set(formats.map((f) => disciplineOf.get(f.eventCode)))
    for (const code of ['ATH', 'BDM', 'BKB', 'FEN', 'HBL', 'JUD', 'SWM', 'TKW', 'TTE', 'VBV', 'VVO', 'WRE']) {
      expect(disciplines, code).toContain(code)
    }
    for (const format of formats) {
      expect(validateEventFormat(format), format.eventCode).toEqual([])
      const stored = (unitsByEvent.get(format.eventCode) ?? []).map((u) => u.code).sort()
      expect(
        formatUnits(format)
          .map((u) => u.unit.code)
          .sort(),
        format.eventCode,
      ).toEqual(stored)
    }
  })

  it("gives judo the quarter-final repechage and taekwondo and wrestling the finalist repechage (the domain's defaults)", () => {
    const byDiscipline = (code: string) => formats.filter((f) => disciplineOf.get(f.eventCode) === code)
    const sourcesOf = (format: EventFormat, stage: string) =>
      format.rounds.filter((r) => r.stage === stage).flatMap((r) => r.units.flatMap((u) => u.slots))
    for (const code of ['TKW', 'WRE']) {
      const draws = byDiscipline(code)
      expect(draws.length, code).toBeGreaterThan(0)
      for (const format of draws) {
        const bronzes = format.rounds.find((r) => r.stage === 'bronze')?.units ?? []
        expect(bronzes, format.eventCode).toHaveLength(2)
        // Each bronze contest: the chain of those a finalist beat (directly in a draw of 8), against a semi-final loser.
        const chains = [...sourcesOf(format, 'repechage'), ...bronzes.map((u) => u.slots[0])]
        expect(
          chains.some((s) => s?.kind === 'loser-to'),
          format.eventCode,
        ).toBe(true)
        expect(
          chains.some((s) => s?.kind === 'loser'),
          format.eventCode,
        ).toBe(false)
        expect(bronzes.map((u) => u.slots[1]?.kind)).toEqual(['loser', 'loser'])
      }
    }
    // A taekwondo table of 16 has one repechage contest per finalist: the round of 16's loser against the quarter's.
    const sixteen = byDiscipline('TKW').find((f) => f.rounds.some((r) => r.code === 'R16'))
    expect(sixteen && sourcesOf(sixteen, 'repechage').map((s) => s.kind === 'loser-to' && s.round)).toEqual([
      'R16',
      'QF',
      'R16',
      'QF',
    ])
    for (const format of byDiscipline('JUD')) {
      expect(
        sourcesOf(format, 'repechage').every((s) => s.kind === 'loser'),
        format.eventCode,
      ).toBe(true)
      expect(sourcesOf(format, 'repechage').length, format.eventCode).toBe(4)
    }
  })

  it('writes every start list the resolver names, and none it cannot decide yet', () => {
    let official = 0
    let waiting = 0
    for (const format of formats) {
      const units = new Map((unitsByEvent.get(format.eventCode) ?? []).map((u) => [u.code, u]))
      const headToHead = new Set(
        format.rounds.filter((r) => r.contest === 'head-to-head').flatMap((r) => r.units.map((u) => u.code)),
      )
      for (const resolved of resolveStored(format)) {
        const unit = units.get(resolved.code)
        const list = (startLists.get(resolved.code) ?? []).map(competitorOf)
        const decided = resolved.slots.flatMap((s) => (s.state === 'decided' ? [s.competitorId] : []))
        const pending = resolved.slots.some((s) => s.state === 'pending')
        const started = unit?.scheduleStatus !== 'SCHEDULED' && unit?.resultStatus !== null
        if (isOfficial(unit)) {
          official++
          expect(pending, resolved.code).toBe(false)
          // A match's sides in order; a race's lanes are drawn, so the same competitors in any order.
          if (headToHead.has(resolved.code)) expect(list, resolved.code).toEqual(decided)
          else expect([...list].sort(), resolved.code).toEqual([...decided].sort())
        } else if (pending && !started) {
          waiting++
          expect(list, `${resolved.code} waits for its placeholders`).toEqual([])
        } else if (list.length > 0) {
          expect([...list].sort(), resolved.code).toEqual([...decided].sort())
        }
      }
    }
    expect(official).toBeGreaterThan(50)
    expect(waiting).toBeGreaterThan(20)
  })

  it('has brackets half played: official knockout matches beside later ones still waiting for a winner', () => {
    const halfPlayed = formats.filter((format) => {
      const units = new Map((unitsByEvent.get(format.eventCode) ?? []).map((u) => [u.code, u]))
      const resolved = resolveStored(format)
      const knockoutOfficial = resolved.some(
        (u) => u.stage !== 'pool' && u.stage !== 'heat' && isOfficial(units.get(u.code)),
      )
      const waiting = resolved.some((u) =>
        u.slots.some(
          (s) => s.state === 'pending' && (s.placeholder.kind === 'winner' || s.placeholder.kind === 'loser'),
        ),
      )
      return knockoutOfficial && waiting
    })
    // Badminton and table tennis in their rounds of 16, judo, fencing and beach volleyball before their medal matches.
    expect(halfPlayed.length).toBeGreaterThanOrEqual(4)
  })
})
