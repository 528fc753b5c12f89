/**
 * The schedule answer carries each unit's result summary (decision 093): a finished volleyball match's sets, how a
 * judo bout was won, a race's record, a live match's period — read from the units' own detail through the API.
 */
import {
  type DaySchedule,
  DayScheduleSchema,
  type Days,
  matchSportKind,
  NowSchema,
  periodTexts,
  type ScheduleItem,
  type UnitDetail,
} from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
let items: ScheduleItem[] = []
beforeAll(async () => {
  t = await createTestApp()
  const days = await json<Days>('/api/v1/days')
  const schedules = await Promise.all(days.items.map((d) => json<DaySchedule>(`/api/v1/schedule?day=${d.day}&lang=en`)))
  for (const s of schedules) DayScheduleSchema.parse(s)
  items = schedules.flatMap((s) => s.items)
})
afterAll(() => t.close())

async function json<T>(path: string) {
  const res = await t.request(path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

const home = (detail: UnitDetail) => {
  const first = detail.startList[0]
  const id = first?.team?.id ?? first?.athlete?.id
  const [a, b] = detail.results
  return (a?.team?.id ?? a?.athlete?.id) === id ? [a, b] : [b, a]
}

describe('GET /api/v1/schedule: the result summary', () => {
  it("gives every finished volleyball match its set scores, home first, as the unit's rows hold them", async () => {
    const finished = items.filter((i) => i.disciplineCode === 'VVO' && i.status === 'official')
    expect(finished.length).toBeGreaterThan(0)
    for (const item of finished.slice(0, 5)) {
      const detail = await json<UnitDetail>(`/api/v1/units/${item.code}?lang=en`)
      const [h, a] = home(detail)
      const sets = periodTexts(h?.detail?.periods, a?.detail?.periods)
      expect(sets.length, item.code).toBeGreaterThanOrEqual(3)
      expect(item.summary, item.code).toEqual({ kind: 'match', score: item.score, periods: sets })
    }
  })

  it('says how a judo final was won instead of its score, unless points won it', async () => {
    const finals = items.filter((i) => i.disciplineCode === 'JUD' && i.medal === 'GOLD' && i.status === 'official')
    expect(finals.length).toBeGreaterThan(0)
    for (const item of finals) {
      const detail = await json<UnitDetail>(`/api/v1/units/${item.code}?lang=en`)
      const decision = detail.results.find((r) => r.winner)?.detail?.decision
      expect(decision, item.code).toBeTruthy()
      expect(item.summary, item.code).toMatchObject({ kind: 'combat', decision })
      expect(item.summary && 'score' in item.summary, item.code).toBe(false)
    }
  })

  it("gives a race its winning time and the record the winner's row set", async () => {
    const records = items.filter((i) => i.summary?.kind === 'timed' && i.summary.records?.length)
    expect(records.length).toBeGreaterThan(0)
    const item = records[0] as ScheduleItem
    expect(item.summary).toMatchObject({ mark: item.leader?.result })
    const detail = await json<UnitDetail>(`/api/v1/units/${item.code}?lang=en`)
    const winner = detail.results.find((r) => r.result === item.leader?.result)
    expect(item.summary).toMatchObject({ records: winner?.detail?.records })
  })

  it("has no summary before a unit has results; a live match's says the period under way, not a decision", async () => {
    for (const item of items.filter((i) => i.status === 'scheduled')) expect(item.summary ?? null).toBeNull()
    const now = NowSchema.parse(await json('/api/v1/now?lang=en'))
    let checked = 0
    // Period and combat sports: the latest play-by-play period is the one under way (a set sport moves on to the
    // next set once the latest moment's set is won; the domain test covers that).
    const live = now.live.filter((u) => u.status === 'live' && u.competitors.length === 2)
    for (const unit of live.filter((u) => matchSportKind(u.disciplineCode) !== 'sets')) {
      const detail = await json<UnitDetail>(`/api/v1/units/${unit.code}?lang=en`)
      const latest = [...(detail.playByPlay ?? [])].reverse().find((e) => e.period)
      if (!latest?.period) continue
      expect(unit.summary, unit.code).toMatchObject({ live: { period: latest.period } })
      expect(unit.summary && 'decision' in unit.summary, unit.code).toBe(false)
      checked++
    }
    expect(checked).toBeGreaterThan(0)
  })
})
