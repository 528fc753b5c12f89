import type { DaySchedule, Days, DisciplinePage, UnitDetail } from '@podium/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_TODAY } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { units } from '../../db/schema.ts'
import { publishLiveEvent } from '../../live/journal.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const json = async <T>(path: string) => {
  const res = await t.request(path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

describe('GET /api/v1/days', () => {
  it('lists the ten days of the games with item, unit and medal-event counts', async () => {
    const days = await json<Days>('/api/v1/days')
    expect(days.timeZone).toBe('America/Sao_Paulo')
    expect(days.today).toBe(TEST_TODAY)
    expect(days.items.map((d) => d.day)).toEqual([
      '2026-07-11',
      '2026-07-12',
      '2026-07-13',
      '2026-07-14',
      '2026-07-15',
      '2026-07-16',
      '2026-07-17',
      '2026-07-18',
      '2026-07-19',
      '2026-07-20',
    ])
    const today = days.items.find((d) => d.day === TEST_TODAY)
    expect(today?.items).toBeGreaterThan(today?.units ?? 0)
    expect(today?.units).toBeGreaterThan(50)
    expect(today?.medalEvents).toBeGreaterThan(0)
    expect(today?.disciplines).toContain('athletics')
    const medalEvents = days.items.reduce((sum, d) => sum + d.medalEvents, 0)
    const schedules = await Promise.all(days.items.map((d) => json<DaySchedule>(`/api/v1/schedule?day=${d.day}`)))
    const golds = schedules.flatMap((s) => s.items).filter((i) => i.medal === 'GOLD').length
    expect(medalEvents).toBe(golds)
  })
})

describe('GET /api/v1/schedule', () => {
  it("serves a day's items in the locale, by start time, with venues, statuses and a badge", async () => {
    const day = await json<DaySchedule>(`/api/v1/schedule?day=${TEST_TODAY}&lang=en`)
    expect(day.day).toBe(TEST_TODAY)
    expect(day.items.length).toBeGreaterThan(100)
    const starts = day.items.map((i) => Date.parse(i.startAt))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    for (const i of day.items) {
      expect(Date.parse(i.startAt)).toBeGreaterThanOrEqual(Date.parse('2026-07-14T03:00:00Z'))
      expect(Date.parse(i.startAt)).toBeLessThan(Date.parse('2026-07-15T03:00:00Z'))
    }
    const heat = day.items.find((i) => i.code.startsWith('ATHM400M-3D-HEAT'))
    expect(heat).toMatchObject({ disciplineKey: 'athletics', disciplineName: 'Athletics', phaseName: 'Heats' })
    expect(heat?.eventName).toContain("Men's 400 m")
    const match = day.items.find((i) => i.disciplineCode === 'BKB' && i.status === 'official')
    expect(match?.competitors).toHaveLength(2)
    expect(match?.score).toMatch(/^\d+-\d+/)
    expect(match?.competitors.filter((c) => c.winner)).toHaveLength(1)
    expect(day.venues.length).toBeGreaterThan(5)
    expect(day.items.some((i) => i.status === 'live')).toBe(true)
    const pt = await json<DaySchedule>(`/api/v1/schedule?day=${TEST_TODAY}`)
    expect(pt.items.find((i) => i.code === heat?.code)?.disciplineName).toBe('Atletismo')
  })

  it('filters by discipline, venue, grid type, delegation and medal', async () => {
    const all = (await json<DaySchedule>(`/api/v1/schedule?day=${TEST_TODAY}`)).items
    const count = async (query: string) =>
      (await json<DaySchedule>(`/api/v1/schedule?day=${TEST_TODAY}&${query}`)).items

    const athletics = await count('discipline=athletics')
    expect(athletics.length).toBeGreaterThan(0)
    expect(athletics.every((i) => i.disciplineCode === 'ATH')).toBe(true)
    expect(await count('discipline=ATH')).toEqual(athletics)

    const venue = all.find((i) => i.venueCode)?.venueCode ?? ''
    const atVenue = await count(`venue=${venue}`)
    expect(atVenue.length).toBe(all.filter((i) => i.venueCode === venue).length)

    const medal = await count('type=medal')
    expect(medal.length).toBeGreaterThan(0)
    expect(medal.every((i) => i.type === 'competition-medal' || i.type === 'medal')).toBe(true)
    const competition = await count('type=competition')
    expect(competition.every((i) => ['competition', 'competition-medal'].includes(i.type))).toBe(true)
    expect((await count('type=all')).length).toBe(all.length)
    for (const type of ['arrival', 'meeting', 'departure', 'broadcast', 'weighting', 'training', 'others']) {
      const list = await count(`type=${type}`)
      expect(list.length).toBe(all.filter((i) => matchesType(i.type, type)).length)
    }

    const golds = await count('medal=gold')
    expect(golds.length).toBeGreaterThan(0)
    expect(golds.every((i) => i.medal === 'GOLD')).toBe(true)
    expect((await count('medal=true')).length).toBe(all.filter((i) => i.medal).length)

    const bra = await count('organisation=BRA')
    expect(bra.length).toBeGreaterThan(0)
    for (const i of bra)
      expect(i.organisation?.code === 'BRA' || i.competitors.some((c) => c.organisationCode === 'BRA')).toBe(true)

    const combined = await count('discipline=athletics&medal=true&type=medal')
    expect(combined.every((i) => i.disciplineCode === 'ATH' && i.medal)).toBe(true)
  })

  it('answers 400 with field messages for a bad day or filter, and 404 outside the games', async () => {
    const bad = await t.request('/api/v1/schedule?day=14-07-2026&type=party')
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { error: { fields: Record<string, string[]> } }
    expect(Object.keys(body.error.fields).sort()).toEqual(['day', 'type'])
    expect((await t.request('/api/v1/schedule')).status).toBe(400)
    expect((await t.request('/api/v1/schedule?day=2026-08-01')).status).toBe(404)
  })

  it('is cached with an ETag and rebuilt after a unit change is announced', async () => {
    const path = `/api/v1/schedule?day=${TEST_TODAY}&lang=en`
    const first = await t.request(path)
    const etag = first.headers.get('etag') ?? ''
    expect((await t.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(304)
    const target = ((await first.json()) as DaySchedule).items.find((i) => i.scheduleStatus === 'SCHEDULED')
    if (!target) throw new Error('no scheduled unit today')

    const { db } = t.ctx.database
    await db.transaction(async (tx) => {
      await tx.update(units).set({ scheduleStatus: 'DELAYED' }).where(eq(units.code, target.code))
      await publishLiveEvent(tx, 'unit', { unitCode: target.code, eventCode: target.eventCode })
    })
    await expect.poll(async () => (await t.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(200)
    const after = await json<DaySchedule>(path)
    expect(after.items.find((i) => i.code === target.code)).toMatchObject({
      scheduleStatus: 'DELAYED',
      status: 'delayed',
    })
    const detail = await json<UnitDetail>(`/api/v1/units/${target.code}`)
    expect(detail.unit.status).toBe('delayed')
  })
})

function matchesType(type: string, filter: string): boolean {
  const map: Record<string, string[]> = {
    arrival: ['arrival'],
    meeting: ['meeting', 'technical-meeting'],
    departure: ['departure'],
    broadcast: ['broadcast'],
    weighting: ['weighting'],
    training: ['training'],
    others: ['others', 'opening-ceremony', 'closing-ceremony'],
  }
  return map[filter]?.includes(type) ?? false
}

describe('GET /api/v1/units/{code}', () => {
  it('gives a race with its event, phase, venue, start list and ranked results', async () => {
    const unit = await json<UnitDetail>('/api/v1/units/ATHM100M-3D-HEAT-01?lang=en')
    expect(unit.unit.code).toBe('ATHM100M-3D-HEAT-01')
    expect(unit.event).toMatchObject({ code: 'ATHM100M-3D', gender: 'M', division: '3D' })
    expect(unit.phase).toMatchObject({ name: 'Heats', phaseType: 'heat' })
    expect(unit.venue?.name).toBeTruthy()
    expect(unit.format).toBe('ranked')
    expect(unit.startList.length).toBeGreaterThanOrEqual(6)
    expect(unit.results.length).toBe(unit.startList.length)
    expect(unit.results[0]).toMatchObject({ rank: 1, qualification: 'Q' })
    expect(unit.results[0]?.athlete?.id).toMatch(/^A\d+/)
    expect(unit.results[0]?.organisation.flagUrl).toBeTruthy()
    expect(unit.results[1]?.difference).toMatch(/^\+/)
    expect(unit.results[0]?.wind).toBeTruthy()
    expect(unit.playByPlay).toBeNull()
  })

  it('gives a match with two sides, its play-by-play and match stats', async () => {
    const day = await json<DaySchedule>(`/api/v1/schedule?day=${TEST_TODAY}&discipline=basketball`)
    const played = day.items.find((i) => i.status === 'official' && i.competitors.length === 2)
    if (!played) throw new Error('no finished basketball game today')
    const unit = await json<UnitDetail>(`/api/v1/units/${played.code}?lang=en`)
    expect(unit.format).toBe('head-to-head')
    expect(unit.startList.map((s) => s.position)).toEqual(['home', 'away'])
    expect(unit.startList[0]?.team?.name).toBeTruthy()
    expect(unit.results.filter((r) => r.winner)).toHaveLength(1)
    expect(unit.playByPlay?.length).toBeGreaterThan(5)
    expect(unit.playByPlay?.[0]?.action).toBe('match-start')
    expect(unit.stats?.keys).toContain('rebounds')
    expect(unit.stats?.sides).toHaveLength(2)
  })

  it('lists its report documents, and 404s an unknown unit', async () => {
    const unit = await json<UnitDetail>('/api/v1/units/ARCMRCV-3D-FNL?lang=en')
    expect(unit.reports.length).toBeGreaterThan(0)
    expect(unit.reports[0]?.url).toMatch(/^\/api\/v1\/documents\/\d+\/.+\.pdf$/)
    const missing = await t.request('/api/v1/units/NOPE-UNIT')
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found')
  })
})

describe('GET /api/v1/disciplines/{key}', () => {
  it('gives the events with phases, final rankings, the schedule and the reports', async () => {
    const page = await json<DisciplinePage>('/api/v1/disciplines/athletics?lang=en')
    expect(page.discipline).toMatchObject({ code: 'ATH', key: 'athletics', name: 'Athletics' })
    expect(page.events.length).toBeGreaterThan(3)
    const event = page.events.find((e) => e.code === 'ATHM75M-1D')
    expect(event?.phases.map((p) => p.phaseType)).toContain('final')
    expect(event?.phases.flatMap((p) => p.unitCodes)).toContain('ATHM75M-1D-FNL')
    expect(event?.finalRanking[0]).toMatchObject({ rank: 1, medal: 'GOLD' })
    expect(event?.finalRanking.length).toBeGreaterThan(3)
    expect(page.schedule.every((i) => i.disciplineCode === 'ATH')).toBe(true)
    expect(page.days.length).toBeGreaterThan(1)
    expect(page.reports.length).toBeGreaterThan(0)

    const judo = await json<DisciplinePage>('/api/v1/disciplines/JUD')
    const decided = judo.events.find((e) => e.finalRanking.length > 0)
    expect(decided?.finalRanking.map((r) => r.medal)).toEqual(['GOLD', 'SILVER', 'BRONZE', 'BRONZE'])
    expect((await t.request('/api/v1/disciplines/curling')).status).toBe(404)
  })
})

describe('a match under way', () => {
  it('has statistics counted from its play-by-play until the result system sends its own', async () => {
    const day = await json<DaySchedule>(`/api/v1/schedule?day=${TEST_TODAY}&lang=en`)
    const details = await Promise.all(
      day.items
        .filter((i) => i.scheduleStatus === 'RUNNING' && i.competitors.length === 2)
        .map((i) => json<UnitDetail>(`/api/v1/units/${i.code}?lang=en`)),
    )
    const live = details.find((d) => (d.playByPlay ?? []).some((p) => p.action === 'goal' || p.action === 'shot-made'))
    if (!live) throw new Error('no match under way with scoring play-by-play')
    expect(live.stats).not.toBeNull()
    expect(live.stats?.sides.map((s) => s.organisation.code)).toEqual(live.startList.map((s) => s.organisation.code))
    const key = live.stats?.keys.includes('goals') ? 'goals' : 'shotsMade'
    const action = key === 'goals' ? ['goal', 'penalty-scored'] : ['shot-made']
    const counted = (org: string) =>
      (live.playByPlay ?? []).filter((p) => action.includes(p.action) && p.organisationCode === org).length
    for (const side of live.stats?.sides ?? []) expect(side.values[key]).toBe(counted(side.organisation.code))
  })
})
