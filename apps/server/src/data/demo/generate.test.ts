import {
  ageOn,
  COMPETITION_ITEM_TYPES,
  DISCIPLINES,
  isDecisionOf,
  missingContentLocales,
  type ScheduleItemType,
  VOLUNTEERS,
  VolunteersSchemas,
  validateMatchDetail,
} from '@podium/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { type DemoData, type DemoPlan, generateDemo } from './generate.ts'
import { demoShiftHours, makeCalendar } from './time.ts'

const TODAY = '2026-07-16'
type Demo = DemoData & { plan: DemoPlan }

/** Rows as comparable text: bytes as base64, dates as ISO strings. */
function fingerprint({ plan: _plan, ...rows }: Demo): string {
  return JSON.stringify(rows, (_key, value) =>
    value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
  )
}

/** Map.groupBy arrived in Node 21. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = out.get(k)
    if (list) list.push(item)
    else out.set(k, [item])
  }
  return out
}

const isCompetition = (type: string) => COMPETITION_ITEM_TYPES.includes(type as ScheduleItemType)

let demo: Demo
beforeAll(async () => {
  demo = await generateDemo({ today: TODAY })
})

describe('determinism', () => {
  it('gives the same rows for the same seed and today', async () => {
    const again = await generateDemo({ today: TODAY, seed: 2026 })
    expect(fingerprint(again)).toBe(fingerprint(demo))
  })

  it('gives different games for a different seed', async () => {
    const other = await generateDemo({ today: TODAY, seed: 7 })
    expect(other.athletes.map((a) => a.name)).not.toEqual(demo.athletes.map((a) => a.name))
    expect(other.results.map((r) => r.result)).not.toEqual(demo.results.map((r) => r.result))
  })

  it('refuses a malformed today', async () => {
    await expect(generateDemo({ today: '16/07/2026' })).rejects.toThrow(/YYYY-MM-DD/)
  })
})

describe('the games', () => {
  it('is 10 days in Rio with today as day 4', () => {
    expect(demo.games).toMatchObject({ hostCity: 'Rio de Janeiro', timeZone: 'America/Sao_Paulo', demoSeed: 2026 })
    expect(demo.games.startsOn).toBe('2026-07-13')
    expect(demo.games.endsOn).toBe('2026-07-22')
    for (const text of Object.values(demo.games.names)) expect(text).toMatch(/2026/)
  })

  it('meets the minimum counts', () => {
    const byKind = (kind: string) => demo.places.filter((p) => p.kind === kind).length
    const media = (kind: string) => demo.media.filter((m) => m.kind === kind).length
    expect(demo.disciplines.map((d) => d.code)).toEqual(DISCIPLINES.map((d) => d.code))
    expect(demo.organisations.length).toBeGreaterThanOrEqual(40)
    expect(demo.athletes.length).toBeGreaterThanOrEqual(1500)
    expect(demo.units.filter((u) => isCompetition(u.type)).length).toBeGreaterThanOrEqual(600)
    expect(demo.venues.length).toBeGreaterThanOrEqual(12)
    expect([byKind('hotel'), byKind('hospital'), byKind('other')]).toEqual([
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ])
    expect(byKind('hotel')).toBeGreaterThanOrEqual(6)
    expect(byKind('hospital')).toBeGreaterThanOrEqual(4)
    expect(byKind('other')).toBeGreaterThanOrEqual(4)
    expect(demo.transportLines.length).toBeGreaterThanOrEqual(5)
    expect(new Set(demo.sponsors.map((s) => s.tier))).toEqual(new Set(['master', 'official', 'supporter', 'supplier']))
    expect(demo.ambassadors.length).toBeGreaterThanOrEqual(8)
    expect(demo.courses.length).toBeGreaterThanOrEqual(5)
    expect(media('photo')).toBeGreaterThanOrEqual(20)
    expect(media('video')).toBeGreaterThanOrEqual(6)
    expect(media('live-video')).toBeGreaterThanOrEqual(2)
    expect(demo.trivia.length).toBeGreaterThanOrEqual(4)
    expect(demo.appSettings).toEqual([
      { key: 'login_enabled', value: true },
      {
        key: 'games_settings',
        value: {
          shortNames: { pt: 'JEJ Rio 2026', en: 'Rio 2026 Youth Games', es: 'JEJ Río 2026', az: 'Rio 2026 Oyunları' },
          version: 0,
        },
      },
    ])
  })

  it('has the volunteers’ information as the back office would write it: shifts on games days, points, contacts', () => {
    const sections = demo.volunteerInfo.map((row) => row.section)
    expect(sections.filter((s) => s === 'shift')).toHaveLength(2)
    expect(sections.filter((s) => s === 'meeting-point')).toHaveLength(2)
    expect(sections.filter((s) => s === 'contact')).toHaveLength(2)
    for (const { sortOrder: _order, startsAt, endsAt, ...row } of demo.volunteerInfo) {
      const input = { ...row, startsAt: startsAt?.toISOString() ?? null, endsAt: endsAt?.toISOString() ?? null }
      expect(VolunteersSchemas.input.safeParse(input).error?.issues ?? [], row.titles.pt).toEqual([])
      expect(missingContentLocales(VOLUNTEERS, input), row.titles.pt).toEqual([])
      if (startsAt) expect(demo.plan.calendar.days).toContain(startsAt.toISOString().slice(0, 10))
    }
  })

  it('has events for every gender and division', () => {
    expect(new Set(demo.events.map((e) => e.gender))).toEqual(new Set(['M', 'W', 'X']))
    expect(new Set(demo.events.map((e) => e.division))).toEqual(new Set(['1D', '2D', '3D']))
    expect(new Set(demo.events.map((e) => e.disciplineCode)).size).toBe(18)
  })

  it('uses unique, URL-safe codes and ids', () => {
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length)
    unique(demo.athletes.map((a) => a.id))
    unique(demo.athletes.map((a) => a.bib))
    unique(demo.units.map((u) => u.code))
    unique(demo.events.map((e) => e.code))
    unique(demo.phases.map((p) => p.code))
    unique(demo.teams.map((t) => t.id))
    unique(demo.documents.map((d) => d.fileName))
    unique(demo.trivia.map((t) => t.qrCode))
    for (const code of [
      ...demo.units.map((u) => u.code),
      ...demo.events.map((e) => e.code),
      ...demo.teams.map((t) => t.id),
    ]) {
      expect(code).toMatch(/^[A-Z0-9-]+$/)
    }
    expect(demo.athletes.every((a) => /^A\d{4}$/.test(a.id))).toBe(true)
  })
})

describe('athletes', () => {
  it('are 12 to 17 on the first day of the games', () => {
    for (const a of demo.athletes) {
      const age = ageOn(a.birthDate as string, demo.games.startsOn)
      expect(age, a.id).toBeGreaterThanOrEqual(12)
      expect(age, a.id).toBeLessThanOrEqual(17)
    }
  })

  it('have results-sheet names, accent-free search names, plausible bodies and an avatar', () => {
    for (const a of demo.athletes) {
      expect(a.name).toBe(`${a.familyName.toUpperCase()} ${a.givenName}`)
      expect(a.searchName).toBe(a.searchName.toLowerCase())
      expect(a.searchName).not.toMatch(/\p{M}/u)
      expect(a.searchName.normalize('NFD')).toBe(a.searchName)
      expect(a.heightCm).toBeGreaterThanOrEqual(135)
      expect(a.heightCm).toBeLessThanOrEqual(215)
      expect(a.weightKg).toBeGreaterThanOrEqual(30)
      expect(a.weightKg).toBeLessThanOrEqual(115)
      expect(a.institution).toBeTruthy()
      expect(a.photoUrl).toBe(`/api/v1/athletes/${a.id}/photo.svg`)
    }
    expect(demo.athletes.find((a) => a.organisationCode === 'AZE')?.searchName).toMatch(/^[a-z ]+$/)
  })

  it('enter events of their own gender, and weight-class athletes fit their class', () => {
    const athletes = new Map(demo.athletes.map((a) => [a.id, a]))
    const events = new Map(demo.events.map((e) => [e.code, e]))
    for (const entry of demo.entries.filter((e) => e.athleteId)) {
      const event = events.get(entry.eventCode)
      const athlete = athletes.get(entry.athleteId as string)
      expect(athlete?.organisationCode).toBe(entry.organisationCode)
      if (event?.gender !== 'X') expect(athlete?.gender).toBe(event?.gender)
      const limit = /(\d+)KG-/.exec(entry.eventCode)?.[1]
      if (limit) expect(athlete?.weightKg).toBeLessThanOrEqual(Number(limit))
    }
  })
})

describe('the schedule', () => {
  const calendar = makeCalendar(TODAY, 'America/Sao_Paulo')
  const first = calendar.at(1, 0).getTime()
  const last = calendar.at(11, 0).getTime()

  it('keeps every unit inside the 10 days, competition inside 08:00–21:00', () => {
    for (const u of demo.units) {
      expect(u.startAt.getTime(), u.code).toBeGreaterThanOrEqual(first)
      expect((u.endAt ?? u.startAt).getTime(), u.code).toBeLessThanOrEqual(last)
      if (isCompetition(u.type)) {
        expect(calendar.minutesOf(u.startAt), u.code).toBeGreaterThanOrEqual(8 * 60)
        expect(calendar.minutesOf(u.endAt as Date), u.code).toBeLessThanOrEqual(21 * 60)
        expect(u.eventCode && u.phaseCode && u.venueCode && u.disciplineCode, u.code).toBeTruthy()
      }
    }
  })

  it('has the non-competition items', () => {
    const types = new Set(demo.units.filter((u) => !u.eventCode).map((u) => u.type))
    for (const type of [
      'arrival',
      'departure',
      'technical-meeting',
      'weighting',
      'training',
      'opening-ceremony',
      'closing-ceremony',
      'broadcast',
      'meeting',
      'others',
    ]) {
      expect(types, type).toContain(type)
    }
    const arrivals = demo.units.filter((u) => u.type === 'arrival')
    expect(arrivals).toHaveLength(demo.organisations.length)
    expect(arrivals.every((u) => u.organisationCode && calendar.dayOf(u.startAt) <= 2)).toBe(true)
    expect(demo.units.filter((u) => u.type === 'departure').every((u) => calendar.dayOf(u.startAt) >= 9)).toBe(true)
    expect(calendar.dayOf(demo.units.find((u) => u.type === 'opening-ceremony')?.startAt as Date)).toBe(1)
    expect(calendar.dayOf(demo.units.find((u) => u.type === 'closing-ceremony')?.startAt as Date)).toBe(10)
  })

  it('marks medal units: finals decide gold, bronze contests bronze', () => {
    for (const u of demo.units.filter((x) => isCompetition(x.type))) {
      expect(u.type === 'competition-medal', u.code).toBe(u.medal !== null)
      if (u.code.endsWith('-FNL')) expect(u.medal).toBe('GOLD')
      if (/-BRNZ(-\d+)?$/.test(u.code)) expect(u.medal).toBe('BRONZE')
    }
  })
})

describe('statuses at "now" (today 11:00 in Rio)', () => {
  const now = makeCalendar(TODAY, 'America/Sao_Paulo').now.getTime()

  it('is 14:00 UTC', () => {
    expect(new Date(now).toISOString()).toBe(`${TODAY}T14:00:00.000Z`)
  })

  it('agree with the clock', () => {
    for (const u of demo.units) {
      const start = u.startAt.getTime()
      const end = (u.endAt ?? u.startAt).getTime()
      switch (u.scheduleStatus) {
        case 'FINISHED':
          expect(end, u.code).toBeLessThanOrEqual(now)
          break
        case 'RUNNING':
        case 'GETTING_READY':
        case 'SCHEDULED_BREAK':
          expect(start, u.code).toBeLessThanOrEqual(now)
          expect(end, u.code).toBeGreaterThan(now)
          break
        default:
          expect(start, u.code).toBeGreaterThan(now)
      }
    }
  })

  it('show results for finished and running units, start lists where known, nothing for the future', () => {
    const withResults = new Set(demo.results.map((r) => r.unitCode))
    const withStartList = new Set(demo.startListEntries.map((s) => s.unitCode))
    for (const u of demo.units.filter((x) => isCompetition(x.type))) {
      if (u.scheduleStatus === 'FINISHED') {
        expect(['OFFICIAL', 'UNOFFICIAL', 'PROTESTED'], u.code).toContain(u.resultStatus)
        expect(withResults.has(u.code), u.code).toBe(true)
      } else if (u.scheduleStatus === 'RUNNING' || u.scheduleStatus === 'SCHEDULED_BREAK') {
        expect(['LIVE', 'INTERMEDIATE'], u.code).toContain(u.resultStatus)
        expect(withResults.has(u.code), u.code).toBe(true)
      } else expect(withResults.has(u.code), u.code).toBe(false)
      if (u.resultStatus === 'START_LIST') expect(withStartList.has(u.code), u.code).toBe(true)
    }
  })

  it('include the less common statuses', () => {
    const statuses = new Set(demo.units.flatMap((u) => [u.scheduleStatus, u.resultStatus]))
    for (const s of [
      'RUNNING',
      'GETTING_READY',
      'DELAYED',
      'POSTPONED',
      'RESCHEDULED',
      'CANCELLED',
      'UNOFFICIAL',
      'PROTESTED',
      'START_LIST',
      'LIVE',
    ]) {
      expect(statuses, s).toContain(s)
    }
  })

  it('know the start lists of today and tomorrow where the draw allows', () => {
    const calendar = makeCalendar(TODAY, 'America/Sao_Paulo')
    const soon = demo.plan.states.filter((s) => s.unit.stage === 0 && [4, 5].includes(calendar.dayOf(s.unit.startAt)))
    expect(soon.length).toBeGreaterThan(0)
    const withStartList = new Set(demo.startListEntries.map((s) => s.unitCode))
    for (const s of soon) expect(withStartList.has(s.unit.code), s.unit.code).toBe(true)
  })
})

describe('results', () => {
  it('feed later phases: every competitor of a later stage came through an earlier one', () => {
    for (const event of demo.plan.events) {
      const seen = new Set<string>()
      event.stages.forEach((stage, i) => {
        for (const unit of stage.units) {
          for (const slot of unit.startList) if (i > 0) expect(seen.has(slot.competitor.key), unit.code).toBe(true)
        }
        for (const unit of stage.units) for (const slot of unit.startList) seen.add(slot.competitor.key)
      })
    }
  })

  it('advance the winners: a final is between the semi-final winners, qualifiers come from Q and q', () => {
    for (const event of demo.plan.events) {
      const units = event.stages.flatMap((s) => s.units)
      const final = units.find((u) => u.code.endsWith('-FNL'))
      const semis = units.filter((u) => u.code.includes('-SEMI-'))
      if (!final || semis.length === 0) continue
      for (const semi of semis) {
        const o = semi.outcome
        const through =
          o.kind === 'match'
            ? [o.winner === 1 ? o.away.key : o.home.key]
            : o.rows.filter((r) => r.qualification).map((r) => r.competitor.key)
        const finalists = final.startList.map((s) => s.competitor.key)
        for (const key of through) expect(finalists, semi.code).toContain(key)
      }
    }
  })

  it('give one winner per finished match and Q/q marks in heats', () => {
    const byUnit = groupBy(demo.results, (r) => r.unitCode)
    for (const u of demo.units.filter((x) => x.scheduleStatus === 'FINISHED' && isCompetition(x.type))) {
      const rows = byUnit.get(u.code) ?? []
      if (rows.some((r) => r.score !== null)) {
        const winners = rows.filter((r) => r.winner).length
        expect(winners === 1 || (winners === 0 && rows.every((r) => r.rankEqual)), u.code).toBe(true)
      }
      if (u.code.includes('-HEAT-'))
        expect(
          rows.some((r) => r.qualification === 'Q'),
          u.code,
        ).toBe(true)
    }
  })

  it('format times, marks and wind like results sheets', () => {
    const times = demo.results.filter((r) => r.time).map((r) => r.time as string)
    expect(times.every((t) => /^(\d+:)?(\d{1,2}:)?\d{1,2}(\.\d{1,3})?$/.test(t))).toBe(true)
    expect(demo.results.filter((r) => r.wind).every((r) => /^[+-]\d\.\d$/.test(r.wind as string))).toBe(true)
    expect(demo.results.some((r) => r.irm)).toBe(true)
    expect(demo.results.some((r) => r.rankEqual)).toBe(true)
  })

  it('carry play-by-play with a running score that ends on the final score', () => {
    const pbp = groupBy(demo.playByPlay, (p) => p.unitCode)
    const finishedMatches = demo.units.filter(
      (u) => u.scheduleStatus === 'FINISHED' && /^(BKB|HBL|JUD|WRE)/.test(u.code) && u.eventCode,
    )
    expect(finishedMatches.length).toBeGreaterThan(0)
    for (const u of finishedMatches) {
      const rows = pbp.get(u.code) ?? []
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1))
      expect(rows[0]?.action).toBe('match-start')
      expect(rows.at(-1)?.action).toBe('match-end')
      const score = demo.results.find((r) => r.unitCode === u.code)?.score
      expect(rows.at(-1)?.score, u.code).toBe(score)
    }
    const actions = new Set(demo.playByPlay.map((p) => p.action))
    for (const a of [
      'goal',
      'assist',
      'foul',
      'yellow-card',
      'shot-made',
      'shot-missed',
      'penalty-scored',
      // Each sport's own moments (decision 090), so none of them reads "Other".
      'timeout',
      'set-won',
      'period-end',
      'suspension',
      'ippon',
      'waza-ari',
      'shido',
      'hansoku-make',
    ]) {
      expect(actions, a).toContain(a)
    }
    expect(actions).not.toContain('others')
    // Judo has no red card.
    expect(demo.playByPlay.filter((p) => p.unitCode.startsWith('JUD') && p.action === 'red-card')).toEqual([])
  })

  it("give every finished match its sets or periods and its decision, in the sport's rule (decision 090)", () => {
    const byUnit = groupBy(demo.results, (r) => r.unitCode)
    const finished = demo.units.filter(
      (u) =>
        u.scheduleStatus === 'FINISHED' && /^(VVO|VBV|TTE|BDM|BKB|HBL|JUD|TKW|WRE|FEN)/.test(u.code) && u.eventCode,
    )
    expect(finished.length).toBeGreaterThan(0)
    for (const u of finished) {
      const rows = byUnit.get(u.code) ?? []
      if (rows.length !== 2) continue
      const sport = u.code.slice(0, 3)
      for (const r of rows)
        expect(isDecisionOf(sport, r.detail?.decision ?? '?'), `${u.code} ${r.detail?.decision}`).toBe(true)
      if (['VVO', 'VBV', 'TTE', 'BDM', 'BKB', 'HBL', 'TKW', 'WRE'].includes(sport))
        expect(rows[0]?.detail?.periods?.length, u.code).toBeGreaterThan(0)
      const problems = validateMatchDetail(
        sport,
        rows.map((r) => ({ result: r.result, score: r.score, irm: r.irm, detail: r.detail })),
      )
      expect(problems, u.code).toEqual([])
    }
    // A hansoku-make bout gives the winner an ippon's worth: never "0-0".
    const hansoku = finished.filter((u) => byUnit.get(u.code)?.some((r) => r.detail?.decision === 'hansoku-make'))
    for (const u of hansoku) expect(byUnit.get(u.code)?.[0]?.score).not.toBe('0-0')
  })
})

describe('medallists', () => {
  const results = () => groupBy(demo.results, (r) => r.unitCode)

  it('follow from the results of finished medal units', () => {
    const byUnit = results()
    const units = new Map(demo.units.map((u) => [u.code, u]))
    expect(demo.medallists.length).toBeGreaterThan(0)
    for (const m of demo.medallists) {
      const unit = units.get(m.unitCode as string)
      expect(unit?.scheduleStatus).toBe('FINISHED')
      const row = byUnit
        .get(m.unitCode as string)
        ?.find((r) => (m.teamId ? r.teamId === m.teamId : r.athleteId === m.athleteId))
      expect(row, `${m.eventCode} ${m.medal}`).toBeDefined()
      if (row?.score !== null && row?.score !== undefined) {
        expect(row.winner).toBe(m.medal !== 'SILVER')
      } else if (unit?.medal === 'GOLD') expect(row?.rank).toBe({ GOLD: 1, SILVER: 2, BRONZE: 3 }[m.medal])
    }
    const finishedGold = demo.units.filter((u) => u.medal === 'GOLD' && u.scheduleStatus === 'FINISHED')
    for (const u of finishedGold)
      expect(
        demo.medallists.some((m) => m.unitCode === u.code && m.medal === 'GOLD'),
        u.code,
      ).toBe(true)
  })

  it('give two bronzes in judo', () => {
    const judo = demo.events.filter((e) => e.disciplineCode === 'JUD')
    let checked = 0
    for (const e of judo) {
      const bronzes = demo.units.filter((u) => u.eventCode === e.code && u.medal === 'BRONZE')
      expect(bronzes, e.code).toHaveLength(2)
      if (bronzes.every((u) => u.scheduleStatus === 'FINISHED')) {
        expect(
          demo.medallists.filter((m) => m.eventCode === e.code && m.medal === 'BRONZE'),
          e.code,
        ).toHaveLength(2)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(0)
    const fencing = demo.units.filter((u) => u.eventCode === 'FENMEPEE-3D' && u.medal === 'BRONZE')
    expect(fencing).toHaveLength(1)
  })

  it('give a team medal to every member, under the team id', () => {
    const members = groupBy(demo.teamMembers, (m) => m.teamId)
    const teamRows = demo.medallists.filter((m) => m.teamId)
    expect(teamRows.length).toBeGreaterThan(0)
    for (const [key, rows] of groupBy(teamRows, (m) => `${m.eventCode}|${m.medal}|${m.teamId}`)) {
      const team = members.get(rows[0]?.teamId as string) ?? []
      expect(rows.map((r) => r.athleteId).sort(), key).toEqual(team.map((m) => m.athleteId).sort())
    }
  })

  it('have an award ceremony 30–90 minutes after each final', () => {
    const finals = demo.units.filter((u) => u.medal === 'GOLD')
    expect(demo.awardCeremonies).toHaveLength(demo.events.length)
    for (const c of demo.awardCeremonies) {
      const end = finals.find((u) => u.eventCode === c.eventCode)?.endAt
      if (!end) throw new Error(`${c.eventCode} has no final`)
      const gap = (c.startAt.getTime() - end.getTime()) / 60_000
      expect(gap).toBeGreaterThanOrEqual(30)
      expect(gap).toBeLessThanOrEqual(90)
    }
  })
})

describe('everything else', () => {
  it('has real small PDFs', () => {
    const kinds = new Set(demo.documents.map((d) => d.kind))
    expect(kinds).toEqual(new Set(['report', 'official-report', 'communication', 'transport']))
    for (const d of demo.documents) {
      expect(Buffer.from(d.content.subarray(0, 5)).toString()).toBe('%PDF-')
      expect(d.sizeBytes).toBe(d.content.byteLength)
      expect(d.sizeBytes).toBeLessThan(20_000)
      expect(d.fileName).toMatch(/^[a-z0-9-]+\.pdf$/)
    }
    expect(demo.documents.some((d) => d.kind === 'report' && d.unitCode)).toBe(true)
    const communications = demo.documents.filter((d) => d.kind === 'communication')
    expect(new Set(communications.map((d) => d.priority))).toEqual(new Set([1, 2, 3]))
  })

  it('has timetables from 06:00 to 23:00', () => {
    for (const d of demo.transportDepartures) expect(d.departsAt).toMatch(/^(0[6-9]|1\d|2[0-3]):[0-5]\d$/)
    for (const line of demo.transportLines) {
      const first = demo.transportDepartures.filter((d) => d.lineCode === line.code)
      expect(first[0]?.departsAt).toBe('06:00')
    }
  })

  it('has trivia of 4–6 questions with 3–4 answers and a 2–5 minute limit', () => {
    for (const t of demo.trivia) {
      const questions = demo.triviaQuestions.filter((q) => q.triviaId === t.id)
      expect(questions.length).toBeGreaterThanOrEqual(4)
      expect(questions.length).toBeLessThanOrEqual(6)
      expect(t.timeLimitMinutes).toBeGreaterThanOrEqual(2)
      expect(t.timeLimitMinutes).toBeLessThanOrEqual(5)
      expect(t.qrCode).toBe(`podium-trivia-${t.id}`)
      for (const q of questions) {
        expect(q.answers.length).toBeGreaterThanOrEqual(3)
        expect(q.answers.length).toBeLessThanOrEqual(4)
        expect(q.answers.map((a) => a.id)).toContain(q.correctAnswerId)
      }
    }
  })

  it('has live videos today and routes for generated images', () => {
    const calendar = makeCalendar(TODAY, 'America/Sao_Paulo')
    for (const m of demo.media.filter((x) => x.kind === 'live-video')) {
      expect(calendar.dayOf(m.liveFrom as Date)).toBe(4)
      expect(calendar.dayOf(m.liveUntil as Date)).toBe(4)
    }
    for (const m of demo.media.filter((x) => x.kind === 'photo')) expect(m.url).toBe(`/api/v1/media/${m.id}/image.svg`)
    for (const s of demo.sponsors) expect(s.logoUrl).toBe(`/api/v1/sponsors/${s.id}/logo.svg`)
    for (const a of demo.ambassadors) {
      expect(a.photoUrl).toBe(`/api/v1/ambassadors/${a.id}/photo.svg`)
      expect(a.days.every((d) => calendar.days.includes(d))).toBe(true)
    }
  })
})

describe.each([
  ['2025-12-31', 99],
  ['2030-01-01', 42],
])('with today %s and seed %i', (today, seed) => {
  it('keeps the schedule, the statuses and the medals consistent', async () => {
    const other = await generateDemo({ today, seed })
    const calendar = makeCalendar(today, 'America/Sao_Paulo')
    const now = calendar.now.getTime()
    expect(other.games.startsOn).toBe(calendar.startsOn)
    for (const u of other.units) {
      expect(calendar.dayOf(u.startAt), u.code).toBeGreaterThanOrEqual(1)
      expect(calendar.dayOf(u.startAt), u.code).toBeLessThanOrEqual(10)
      const finished = u.scheduleStatus === 'FINISHED'
      expect(finished, u.code).toBe((u.endAt ?? u.startAt).getTime() <= now)
    }
    const finishedUnits = new Set(other.units.filter((u) => u.scheduleStatus === 'FINISHED').map((u) => u.code))
    expect(other.medallists.every((m) => finishedUnits.has(m.unitCode as string))).toBe(true)
    for (const a of other.athletes) {
      const age = ageOn(a.birthDate as string, calendar.startsOn)
      expect(age >= 12 && age <= 17, a.id).toBe(true)
    }
  })
})

describe('a demo seeded at any hour', () => {
  it('moves the schedule by whole hours only outside the sessions, so that now always falls while units run', () => {
    for (let minutes = 0; minutes < 1440; minutes++) {
      const shift = demoShiftHours(minutes)
      expect(Number.isInteger(shift), String(minutes)).toBe(true)
      const planMinutes = minutes - shift * 60
      const lively = (planMinutes >= 540 && planMinutes < 750) || (planMinutes >= 905 && planMinutes < 1110)
      expect(lively, `${minutes} → ${planMinutes}`).toBe(true)
      if (lively && shift === 0) expect(planMinutes).toBe(minutes)
    }
    expect(demoShiftHours(8 * 60 + 40)).toBe(-2)
    expect(demoShiftHours(10 * 60)).toBe(0)
    expect(demoShiftHours(17 * 60)).toBe(0)
  })

  describe.each([
    ['03:05', 3 * 60 + 5],
    ['08:40', 8 * 60 + 40],
    ['13:30', 13 * 60 + 30],
    ['22:15', 22 * 60 + 15],
  ])('at %s', (_label, nowMinutes) => {
    it('has units under way, and statuses, results and medals that agree with the clock', async () => {
      const other = await generateDemo({ today: TODAY, nowMinutes })
      const calendar = makeCalendar(TODAY, 'America/Sao_Paulo', nowMinutes)
      const now = calendar.now.getTime()
      expect(calendar.minutesOf(calendar.now) + calendar.shiftMinutes).toBe(nowMinutes)
      const running = other.units.filter((u) => u.scheduleStatus === 'RUNNING' && isCompetition(u.type))
      expect(running.length).toBeGreaterThan(0)
      for (const u of other.units) {
        const start = u.startAt.getTime()
        const end = (u.endAt ?? u.startAt).getTime()
        if (u.scheduleStatus === 'FINISHED') expect(end, u.code).toBeLessThanOrEqual(now)
        else if (['RUNNING', 'GETTING_READY', 'SCHEDULED_BREAK'].includes(u.scheduleStatus as string)) {
          expect(start, u.code).toBeLessThanOrEqual(now)
          expect(end, u.code).toBeGreaterThan(now)
        } else expect(start, u.code).toBeGreaterThan(now)
      }
      const finished = new Set(other.units.filter((u) => u.scheduleStatus === 'FINISHED').map((u) => u.code))
      expect(other.medallists.every((m) => finished.has(m.unitCode as string))).toBe(true)
    })
  })
})
