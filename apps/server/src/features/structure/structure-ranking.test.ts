import {
  type CompetitorNext,
  CompetitorNextSchema,
  type DisciplinePage,
  type DisciplineRankings,
  DisciplineRankingsSchema,
  DisciplineStructuresSchema,
  type EventStructure,
} from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }

async function read<T>(path: string): Promise<T> {
  const res = await t.request(path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}
const rankings = async (key: string) =>
  DisciplineRankingsSchema.parse(await read(`/api/v1/disciplines/${key}/final-ranking?lang=en`))
const structure = (code: string) => read<EventStructure>(`/api/v1/events/${code}/structure?lang=en`)
const next = async (kind: 'athletes' | 'teams', id: string) =>
  CompetitorNextSchema.parse(await read(`/api/v1/${kind}/${id}/next?lang=en`))

/** The competitors a structure names, and the units each plays. */
const decidedIn = (s: EventStructure) =>
  s.rounds.flatMap((r) =>
    r.units.flatMap((u) =>
      u.slots.flatMap((slot) => (slot.state === 'decided' ? [{ id: slot.competitorId, unit: u, round: r }] : [])),
    ),
  )

describe('GET /api/v1/disciplines/{key}/final-ranking', () => {
  it('ranks a finished judo event from its structure: the medallists the medal rule wrote, 5th, 7th and 9th shared', async () => {
    const judo = await rankings('judo')
    const page = await read<DisciplinePage>('/api/v1/disciplines/judo?lang=en')
    const done = judo.events.filter((e) => e.fromStructure && e.complete)
    expect(done.length).toBeGreaterThan(0)
    for (const event of done) {
      const medallists = page.events.find((e) => e.code === event.event.code)?.finalRanking ?? []
      const medalled = event.entries.filter((e) => e.medal)
      // The structure's podium is the one the results writer's medal rule stored.
      expect(medalled.map((e) => [e.competitor.name, e.medal]).sort()).toEqual(
        medallists.map((m) => [m.name, m.medal]).sort(),
      )
      expect(event.entries.map((e) => e.rank)).toEqual(
        [...event.entries.map((e) => e.rank)].sort((a, b) => (a ?? 0) - (b ?? 0)),
      )
      expect(event.entries.slice(0, 6).map((e) => e.rank)).toEqual([1, 2, 3, 3, 5, 5])
      expect(event.entries.filter((e) => e.at?.stage === 'repechage').map((e) => e.rank)).toEqual([7, 7])
      const entered = new Set(decidedIn(await structure(event.event.code)).map((d) => d.id))
      expect(new Set(event.entries.map((e) => e.competitorId))).toEqual(entered)
    }
  })

  it('shows a basketball event still running as it stands: out of a finished pool, the rest still in, no rank guessed', async () => {
    const basketball = await rankings('basketball')
    expect(basketball.events.length).toBeGreaterThan(0)
    for (const event of basketball.events) {
      expect(event.fromStructure).toBe(true)
      const s = await structure(event.event.code)
      const teams = new Set(decidedIn(s).map((d) => d.id))
      expect(new Set(event.entries.map((e) => e.competitorId))).toEqual(teams)
      for (const entry of event.entries) {
        if (entry.state === 'in') expect(entry.rank).toBeNull()
        if (entry.at?.stage !== 'pool') continue
        // Out in a pool: every match of that pool is official and their place is past those who go on.
        const round = s.rounds.find((r) => r.code === entry.at?.round)
        const units = round?.units.filter((u) => u.pool === entry.at?.pool) ?? []
        expect(units.every((u) => u.resultStatus === 'OFFICIAL')).toBe(true)
        const advance = round?.pools.find((p) => p.code === entry.at?.pool)?.advance ?? 0
        expect(entry.at.poolPlace).toBeGreaterThan(advance)
      }
      if (!event.complete) expect(event.entries.some((e) => e.state === 'in')).toBe(true)
    }
  })

  it('keeps events without a format as before (not from the structure) and 404s an unknown discipline', async () => {
    const athletics = await rankings('athletics')
    const field = athletics.events.filter((e) => !e.fromStructure)
    expect(field.length).toBeGreaterThan(0)
    for (const e of field) expect(e.entries).toEqual([])
    for (const path of ['/api/v1/disciplines/no-such/final-ranking', '/api/v1/disciplines/%3Cx%3E/final-ranking']) {
      expect((await t.request(path)).status).toBe(404)
    }
  })

  it('is dropped by a result change: a final no longer official gives its finalists back as still in', async () => {
    const judo = await rankings('judo')
    const done = judo.events.find((e) => e.fromStructure && e.complete) as DisciplineRankings['events'][number]
    const s = await structure(done.event.code)
    const final = s.rounds.find((r) => r.stage === 'final')?.units[0]?.code as string
    const patch = (resultStatus: string) =>
      t.request(`/api/v1/units/${final}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ resultStatus, reason: 'Protest' }),
      })
    expect((await patch('UNOFFICIAL')).status).toBe(200)
    const after = (await rankings('judo')).events.find((e) => e.event.code === done.event.code)
    expect(after?.complete).toBe(false)
    expect(after?.entries.filter((e) => e.state === 'in')).toHaveLength(2)
    expect(after?.entries.some((e) => e.medal === 'GOLD')).toBe(false)
    expect((await patch('OFFICIAL')).status).toBe(200)
    const again = (await rankings('judo')).events.find((e) => e.event.code === done.event.code)
    expect(again?.entries.slice(0, 2).map((e) => e.medal)).toEqual(['GOLD', 'SILVER'])
  })
})

describe('GET /api/v1/disciplines/{key}/structures', () => {
  it('answers every event’s structure of a discipline in one answer, each as its own endpoint says', async () => {
    const page = await read<DisciplinePage>('/api/v1/disciplines/athletics?lang=en')
    const all = DisciplineStructuresSchema.parse(await read('/api/v1/disciplines/athletics/structures?lang=en'))
    expect(all.structures.map((s) => s.event.code)).toEqual(page.events.map((e) => e.code))
    for (const code of page.events.slice(0, 6).map((e) => e.code)) {
      expect(all.structures.find((s) => s.event.code === code)).toEqual(await structure(code))
    }
    expect((await t.request('/api/v1/disciplines/no-such/structures')).status).toBe(404)
  })
})

describe('GET /api/v1/athletes/{id}/next and /teams/{id}/next', () => {
  it('names a judoka’s next bout from the structure, or their medal once the event is over', async () => {
    const judo = await rankings('judo')
    const running = judo.events.find((e) => e.fromStructure && !e.complete) as DisciplineRankings['events'][number]
    const s = await structure(running.event.code)
    const inOne = running.entries.find((e) => e.state === 'in')?.competitorId as string
    const mine = decidedIn(s).filter((d) => d.id === inOne && d.unit.resultStatus !== 'OFFICIAL')[0]
    const answer: CompetitorNext = await next('athletes', inOne)
    const step = answer.events.find((e) => e.event.code === running.event.code)?.step
    if (mine) {
      expect(step).toMatchObject({
        kind: 'next',
        unit: mine.unit.code,
        startAt: mine.unit.startAt,
        venueName: mine.unit.venueName,
      })
      const other = mine.unit.slots.find((slot) => !(slot.state === 'decided' && slot.competitorId === inOne))
      if (other?.state === 'decided')
        expect(step).toMatchObject({ opponent: { state: 'decided', competitor: { name: other.competitor.name } } })
      if (other?.state === 'pending')
        expect(step).toMatchObject({ opponent: { state: 'pending', placeholder: other.placeholder } })
    } else expect(step).toEqual({ kind: 'waiting' })

    const done = judo.events.find((e) => e.fromStructure && e.complete) as DisciplineRankings['events'][number]
    const gold = done.entries[0]
    const won = (await next('athletes', gold?.competitorId as string)).events.find(
      (e) => e.event.code === done.event.code,
    )
    expect(won?.step).toMatchObject({ kind: 'placed', rank: 1, medal: 'GOLD', at: { stage: 'final' } })
    const seventh = done.entries.find((e) => e.rank === 7)
    const out = (await next('athletes', seventh?.competitorId as string)).events.find(
      (e) => e.event.code === done.event.code,
    )
    expect(out?.step).toMatchObject({ kind: 'out', rank: 7, at: { stage: 'repechage' } })
  })

  it('says a team out of its pool where it went out, and 404s one that does not exist', async () => {
    const basketball = await rankings('basketball')
    const out = basketball.events
      .flatMap((e) => e.entries.map((x) => ({ event: e.event.code, x })))
      .find((o) => o.x.at?.stage === 'pool')
    if (out) {
      const answer = await next('teams', out.x.competitorId)
      expect(answer.events.find((e) => e.event.code === out.event)?.step).toMatchObject({
        kind: 'out',
        at: { stage: 'pool', pool: out.x.at?.pool, poolPlace: out.x.at?.poolPlace },
      })
    }
    expect(basketball.events.some((e) => e.entries.some((x) => x.at?.stage === 'pool'))).toBe(true)
    expect((await t.request('/api/v1/teams/NO_SUCH_TEAM/next')).status).toBe(404)
    expect((await t.request('/api/v1/athletes/NO_SUCH_ATHLETE/next')).status).toBe(404)
  })
})
