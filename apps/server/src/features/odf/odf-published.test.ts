/**
 * ODF as the Games send it (issue 22, decision 030, docs/odf.md): a small games imported as a CSV bundle with RSC
 * codes (test/fixtures/odf/games), then the fixtures, one per message type, written in the published structure
 * (header as sent, no invented attributes), posted to `POST /api/v1/odf` and read back from the public API.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AthleteProfile, TeamPage, UnitDetail } from '@podium/domain'
import { and, asc, count, eq } from 'drizzle-orm'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { auditLog, liveEvents, medallists, odfDocuments, results, teamMembers, units } from '../../db/schema.ts'
import { parseOdf } from './odf.parse.ts'
import { readRsc } from './odf.rsc.ts'
import { processOdfFolder } from './odf.watcher.ts'

let t: TestApp
const db = () => t.ctx.database.db
const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/odf')
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')

const TRAINING = 'TRU-IHO-------------------3D------'
const SWM_EVENT = 'SWMW100MFR------------------------'
const HEAT1 = 'SWMW100MFR------------HEAT000100--'
const HEAT2 = 'SWMW100MFR------------HEAT000200--'
const HEAT3 = 'SWMW100MFR------------HEAT000300--'
const SEMI = 'SWMW100MFR------------SFNL000100--'
const SWM_FINAL = 'SWMW100MFR------------FNL-000100--'
const FBL_EVENT = 'FBLMTEAM11------------------------'
const FBL_FINAL = 'FBLMTEAM11------------FNL-000100--'
const BRA = 'FBLMTEAM11---BRA01'
const GER = 'FBLMTEAM11---GER01'

const post = (xml: string) =>
  t.request('/api/v1/odf', {
    method: 'POST',
    headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/xml' },
    body: xml,
  })
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } }
const errorOf = async (res: Response) => (await res.json()) as ErrorBody
const json = async <T>(path: string, lang = 'en') => {
  const res = await t.request(path, { headers: { 'Accept-Language': lang } })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}
const unitDetail = (code: string, lang = 'en') => json<UnitDetail>(`/api/v1/units/${encodeURIComponent(code)}`, lang)
const unitRow = async (code: string) => (await db().select().from(units).where(eq(units.code, code)))[0]
const liveCount = async () => (await db().select({ n: count() }).from(liveEvents))[0]?.n ?? 0
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0
const unitResults = (code: string) =>
  db().select().from(results).where(eq(results.unitCode, code)).orderBy(asc(results.sortOrder))

beforeAll(async () => {
  t = await createTestApp()
  const dir = join(FIXTURES, 'games')
  const files = Object.fromEntries(
    readdirSync(dir).map((name) => [name, new TextEncoder().encode(readFileSync(join(dir, name), 'utf8'))]),
  )
  // The games import their schedule in place of the demo (decision 067).
  const res = await t.request('/api/v1/admin/import?replaceDemo=true', {
    method: 'POST',
    headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/zip' },
    body: zipSync(files),
  })
  if (res.status !== 200) throw new Error(`the RSC games bundle was refused: ${await res.text()}`)
})
afterAll(() => t.close())

describe('RSC codes', () => {
  it('reads the 34-character RSC: discipline, gender, event, phase and unit, dash-padded', () => {
    expect(readRsc(HEAT1)).toEqual({
      code: HEAT1,
      discipline: 'SWM',
      gender: 'W',
      event: SWM_EVENT,
      phase: 'SWMW100MFR------------HEAT--------',
      unit: HEAT1,
    })
    expect(readRsc(TRAINING)).toMatchObject({ discipline: 'TRU', gender: null, unit: TRAINING })
    expect(readRsc('SWM-------------------------------')).toMatchObject({ discipline: 'SWM', event: null, unit: null })
    expect(readRsc('-'.repeat(34))).toMatchObject({ discipline: null })
    expect(readRsc('SWMW100MFR')).toBeNull()
    expect(readRsc(`${HEAT1}-`)).toBeNull()
  })

  it('the bundle imports units, events and teams keyed by RSC codes, and the public API serves them', async () => {
    const detail = await unitDetail(HEAT1)
    expect(detail.unit).toMatchObject({ code: HEAT1, eventCode: SWM_EVENT, venueCode: 'NAC', name: 'Heat 1' })
    expect(detail.event).toMatchObject({ code: SWM_EVENT, name: "Women's 100m Freestyle" })
    expect((await unitDetail(TRAINING)).unit).toMatchObject({ code: TRAINING, type: 'training', eventCode: null })
    const teams = await json<TeamPage>('/api/v1/teams?organisation=BRA')
    expect(teams.items.map((x) => x.id)).toContain(BRA)
  })
})

describe('DT_SCHEDULE_UPDATE as published', () => {
  it('applies the Beijing-shaped training unit (no DisciplineCode): times, venue, a name in every language', async () => {
    const res = await post(fixture('schedule-update-training.xml'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      documentCode: 'TRU-------------------------------',
      documentType: 'DT_SCHEDULE_UPDATE',
      version: 2688,
      applied: true,
    })
    const row = await unitRow(TRAINING)
    expect(row?.startAt.toISOString()).toBe('2026-07-12T11:30:00.000Z')
    expect(row?.endAt?.toISOString()).toBe('2026-07-12T12:30:00.000Z')
    // ENG and POR sent; Spanish and Azerbaijani fall back to the message's Language (ENG).
    expect(row?.names).toEqual({
      pt: 'Treino de hóquei no gelo - Canadá',
      en: 'Ice Hockey Training - Canada',
      es: 'Ice Hockey Training - Canada',
      az: 'Ice Hockey Training - Canada',
    })
    await vi.waitFor(async () => {
      expect((await unitDetail(TRAINING, 'pt')).unit).toMatchObject({
        name: 'Treino de hóquei no gelo - Canadá',
        venueCode: 'NIS',
        startAt: '2026-07-12T11:30:00.000Z',
      })
    })
    const [doc] = await db()
      .select()
      .from(odfDocuments)
      .where(eq(odfDocuments.documentCode, `TRU${'-'.repeat(31)}`))
    expect(doc).toMatchObject({ documentType: 'DT_SCHEDULE_UPDATE', version: 2688, competitionCode: 'OWG2022' })
  })

  it('refuses a unit whose event the games does not know, naming it, and applies none of the message', async () => {
    const events = await liveCount()
    const res = await post(fixture('schedule-unknown-event.xml'))
    expect(res.status).toBe(422)
    const { error } = await errorOf(res)
    expect(error.message).toContain('Unknown unit FBLXNOSUCH------------FNL-000100--')
    expect(error.fields).toEqual({ 'Unit.1.Code': ['Unknown unit and event'] })
    // The first unit of the message was valid, and is rolled back with the rest.
    expect((await unitRow(FBL_FINAL))?.scheduleStatus).toBe('SCHEDULED')
    expect(await liveCount()).toBe(events)
  })

  it('refuses a DocumentCode that is not an RSC, and a unit of another discipline', async () => {
    const notRsc = fixture('schedule-update-training.xml').replace('TRU-------------------------------', 'TRU')
    const res = await post(notRsc)
    expect(res.status).toBe(422)
    expect((await errorOf(res)).error.message).toContain("DocumentCode is a discipline's RSC")
    const other = await post(
      fixture('schedule-update-training.xml').replace(
        'DocumentCode="TRU-------------------------------"',
        'DocumentCode="SWM-------------------------------"',
      ),
    )
    expect(other.status).toBe(422)
    expect((await errorOf(other)).error.message).toBe(`Unit ${TRAINING} is not part of discipline SWM.`)
  })
})

describe('DT_SCHEDULE as published', () => {
  it('updates the units it lists, creates a new unit of a known event, and cancels the RSC units it dropped', async () => {
    const res = await post(fixture('schedule.xml'))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ documentType: 'DT_SCHEDULE', applied: true })
    // Created: the semi-final, with its event, discipline, venue and names (ENG, POR, SPA sent; AZE falls back).
    const semi = await unitRow(SEMI)
    expect(semi).toMatchObject({
      type: 'competition',
      eventCode: SWM_EVENT,
      disciplineCode: 'SWM',
      venueCode: 'NAC',
      scheduleStatus: 'SCHEDULED',
      medal: null,
      names: {
        en: "Women's 100m Freestyle - Semifinal 1",
        pt: '100 m livre feminino - Semifinal 1',
        es: '100m libre femenino - Semifinal 1',
        az: "Women's 100m Freestyle - Semifinal 1",
      },
    })
    expect((await unitDetail(SEMI, 'es')).unit.name).toBe('100m libre femenino - Semifinal 1')
    // HideEndDate="Y": no end kept; MedalFlag 3 keeps the final deciding the medals.
    expect((await unitRow(HEAT2))?.endAt).toBeNull()
    expect((await unitRow(SWM_FINAL))?.medal).toBe('GOLD')
    expect((await unitRow(HEAT1))?.endAt?.toISOString()).toBe('2026-07-13T13:08:00.000Z')
    // Not listed any more: cancelled, kept.
    expect((await unitRow(HEAT3))?.scheduleStatus).toBe('CANCELLED')
    await vi.waitFor(async () => expect((await unitDetail(HEAT3)).unit.scheduleStatus).toBe('CANCELLED'))
    // Units of other disciplines, and units without RSC codes, are not the swimming schedule's.
    expect((await unitRow(FBL_FINAL))?.scheduleStatus).toBe('SCHEDULED')
    expect((await unitRow(TRAINING))?.scheduleStatus).toBe('SCHEDULED')
  })

  it('ModificationIndicator D cancels a unit', async () => {
    const xml = fixture('schedule-update-training.xml')
      .replace('Version="2688"', 'Version="2689"')
      .replace('ModificationIndicator="U"', 'ModificationIndicator="D"')
    expect((await post(xml)).status).toBe(200)
    expect((await unitRow(TRAINING))?.scheduleStatus).toBe('CANCELLED')
  })
})

describe('DT_PARTIC and DT_PARTIC_TEAMS as published', () => {
  it('adds athletes as sent (Current="false": withdrawn), then teams with their compositions', async () => {
    const res = await post(fixture('partic.xml'))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ documentType: 'DT_PARTIC', applied: true })
    expect(await json<AthleteProfile>('/api/v1/athletes/1000005')).toMatchObject({
      name: 'HAUGHEY Siobhan',
      organisation: { code: 'CAN' },
      heightCm: 174,
      withdrawn: false,
    })
    expect((await json<AthleteProfile>('/api/v1/athletes/1000203')).withdrawn).toBe(true)

    const teams = await post(fixture('partic-teams.xml'))
    expect(teams.status).toBe(200)
    expect(await teams.json()).toMatchObject({ documentType: 'DT_PARTIC_TEAMS', applied: true })
    const members = async (team: string) =>
      (await db().select().from(teamMembers).where(eq(teamMembers.teamId, team))).map((m) => m.athleteId).sort()
    expect(await members(BRA)).toEqual(['1000101', '1000102', '1000103'])
    expect(await members(GER)).toEqual(['1000201', '1000202'])
    await vi.waitFor(async () => {
      const page = await json<TeamPage>('/api/v1/teams?organisation=GER')
      expect(page.items.find((x) => x.id === GER)).toMatchObject({ name: 'Germany', eventCode: FBL_EVENT })
    })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'team'), eq(auditLog.entityId, GER)))
    expect(entry).toMatchObject({ actor: 'odf-feed', action: 'team.create' })
  })

  it('refuses a team of an unknown event or with an unknown athlete, naming the team', async () => {
    const xml = fixture('partic-teams.xml').replace('Version="5"', 'Version="6"')
    const unknownAthlete = await post(xml.replace('<Athlete Code="1000202" Order="2"/>', '<Athlete Code="9999999"/>'))
    expect(unknownAthlete.status).toBe(422)
    expect((await errorOf(unknownAthlete)).error.message).toBe(`Team ${GER}: unknown athlete 9999999.`)
    const unknownEvent = await post(
      xml.replaceAll(
        `RegisteredEvent Event="${FBL_EVENT}"`,
        'RegisteredEvent Event="FBLWTEAM11------------------------"',
      ),
    )
    expect(unknownEvent.status).toBe(422)
    expect((await errorOf(unknownEvent)).error.message).toContain('unknown event FBLWTEAM11')
  })
})

describe('DT_RESULT as published', () => {
  it('a swimming heat: the start list, then the results with IRMs; the result status drives the public status', async () => {
    const start = await post(fixture('result-swimming-start-list.xml'))
    expect(start.status).toBe(200)
    expect(await start.json()).toMatchObject({ documentType: 'DT_RESULT', applied: true })
    const listed = await unitDetail(HEAT1)
    expect(listed.unit.resultStatus).toBe('START_LIST')
    expect(listed.startList.map((r) => [r.startOrder, r.athlete?.id])).toEqual([
      [1, '1000004'],
      [2, '1000002'],
      [3, '1000001'],
      [4, '1000003'],
    ])
    expect(listed.results).toEqual([])

    const res = await post(fixture('result-swimming-heat.xml'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      documentCode: HEAT1,
      documentType: 'DT_RESULT',
      version: 7,
      applied: true,
    })
    await vi.waitFor(async () => {
      const detail = await unitDetail(HEAT1)
      expect(detail.unit).toMatchObject({ scheduleStatus: 'FINISHED', resultStatus: 'OFFICIAL' })
      expect(detail.results.map((r) => [r.athlete?.id, r.rank, r.result, r.irm, r.qualification])).toEqual([
        ['1000001', 1, '52.41', null, 'Q'],
        ['1000002', 2, '52.98', null, 'Q'],
        ['1000003', null, null, 'DSQ', null],
        ['1000004', null, null, 'DNS', null],
      ])
    })
    // UnitDateTime's end moved the unit's end.
    expect((await unitRow(HEAT1))?.endAt?.toISOString()).toBe('2026-07-13T13:07:00.000Z')

    // A start list arriving late (its own document: DocumentSubtype START_LIST) never replaces results.
    const late = await post(fixture('result-swimming-start-list.xml').replace('Version="1"', 'Version="2"'))
    expect(await late.json()).toMatchObject({ applied: false, note: expect.stringContaining('already has OFFICIAL') })
    expect((await unitResults(HEAT1)).map((r) => r.rank)).toEqual([1, 2, null, null])

    // The same or an older Version of the results changes nothing.
    const again = await post(fixture('result-swimming-heat.xml'))
    expect(await again.json()).toMatchObject({ applied: false, currentVersion: 7 })
  })

  it('a football final: periods, compositions, extended infos; OFFICIAL awards the medals', async () => {
    const audits = await auditCount()
    const res = await post(fixture('result-football.xml'))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ documentType: 'DT_RESULT', version: 41, applied: true })
    const detail = await unitDetail(FBL_FINAL)
    expect(detail.unit).toMatchObject({ scheduleStatus: 'FINISHED', resultStatus: 'OFFICIAL' })
    expect(detail.results.map((r) => [r.team?.id, r.rank, r.result, r.score, r.winner])).toEqual([
      [BRA, 1, '2', '2-1', true],
      [GER, 2, '1', '2-1', false],
    ])
    // The sides, from StartOrder and Periods' Home and Away: the schedule shows the match and its score.
    expect(detail.startList.map((e) => [e.team?.id, e.position])).toEqual([
      [BRA, 'home'],
      [GER, 'away'],
    ])
    expect(detail.unit.score).toBe('2-1')
    expect(detail.unit.competitors.map((c) => [c.organisationCode, c.winner])).toEqual([
      ['BRA', true],
      ['GER', false],
    ])
    // Periods: each side's score per period, kept as the side's match statistics. (Football is not in Podium's
    // discipline catalogue, so its units read as ranked; a catalogued team sport shows them as the match's stats.)
    expect((await unitResults(FBL_FINAL)).map((r) => r.stats)).toEqual([
      { H1: 1, H2: 1 },
      { H1: 0, H2: 1 },
    ])
    // …and as each row's detail, the periods a match line prints (decision 090): "2-1 (1-0, 1-1)".
    expect(detail.results.map((r) => r.detail)).toEqual([
      {
        periods: [
          { label: 'H1', score: '1' },
          { label: 'H2', score: '1' },
        ],
      },
      {
        periods: [
          { label: 'H1', score: '0' },
          { label: 'H2', score: '1' },
        ],
      },
    ])
    // ExtendedInfos' UnitDateTime moved the kick-off.
    expect(detail.unit.startAt).toBe('2026-07-15T19:15:00.000Z')
    expect(await auditCount()).toBeGreaterThan(audits)
    // Medals from the OFFICIAL result: the team's gold is one row per member, counted once.
    const medals = await db().select().from(medallists).where(eq(medallists.eventCode, FBL_EVENT))
    expect(new Set(medals.filter((m) => m.medal === 'GOLD').map((m) => m.teamId))).toEqual(new Set([BRA]))
    expect(new Set(medals.filter((m) => m.medal === 'SILVER').map((m) => m.teamId))).toEqual(new Set([GER]))
    await vi.waitFor(async () => {
      const table = await json<{ items: { organisation: { code: string }; gold: number }[] }>('/api/v1/medals')
      expect(table.items.find((r) => r.organisation.code === 'BRA')?.gold).toBeGreaterThanOrEqual(1)
    })
  })

  it('refuses an unknown competitor, naming it, and a DocumentCode that is not a unit RSC', async () => {
    const unknown = await post(
      fixture('result-swimming-heat.xml').replace('Version="7"', 'Version="8"').replace('"1000002"', '"7777777"'),
    )
    expect(unknown.status).toBe(422)
    expect((await errorOf(unknown)).error.message).toContain('Unknown athlete 7777777 (Result 2)')
    const notUnit = await post(fixture('result-swimming-heat.xml').replace(HEAT1, SWM_EVENT))
    expect(notUnit.status).toBe(422)
    expect((await errorOf(notUnit)).error.fields).toEqual({ 'OdfBody.DocumentCode': ['must be a unit RSC'] })
  })
})

describe('DT_MEDALS as published', () => {
  it("checks a discipline's standings against the medals Podium derives: a difference is answered and logged", async () => {
    const warn = vi.fn()
    const spy = vi.spyOn(console, 'warn').mockImplementation(warn)
    try {
      const res = await post(fixture('medals.xml'))
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({
        documentCode: 'FBL-------------------------------',
        documentType: 'DT_MEDALS',
        version: 2,
        applied: false,
        mismatches: [
          { organisation: 'CAN', feed: { gold: 0, silver: 0, bronze: 1 }, podium: { gold: 0, silver: 0, bronze: 0 } },
        ],
      })
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("medal standings differ from Podium's for CAN"))
    } finally {
      spy.mockRestore()
    }
  })
})

describe('FeedFlag, competition and type', () => {
  it('a test message (FeedFlag T) is checked like a real one and changes nothing', async () => {
    const before = await unitResults(FBL_FINAL)
    const events = await liveCount()
    const xml = fixture('result-football.xml')
      .replace('FeedFlag="P"', 'FeedFlag="T"')
      .replace('Version="41"', 'Version="42"')
      .replace('WLT="W"', 'WLT="L"')
    const res = await post(xml)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ applied: false, test: true, version: 42 })
    expect(await unitResults(FBL_FINAL)).toEqual(before)
    expect(await liveCount()).toBe(events)
    const [doc] = await db().select().from(odfDocuments).where(eq(odfDocuments.documentCode, FBL_FINAL))
    expect(doc?.version).toBe(41)
    // A test message with an error is refused like a real one.
    const bad = await post(xml.replace('"1000201"', '"5555555"'))
    expect(bad.status).toBe(422)
  })

  it('refuses a message for another competition, and an unknown DocumentType, naming them', async () => {
    const other = await post(fixture('schedule.xml').replace('CompetitionCode="OWG2022"', 'CompetitionCode="OG2024"'))
    expect(other.status).toBe(422)
    expect((await errorOf(other)).error.message).toBe(
      'CompetitionCode OG2024 is not the competition this Podium follows (OWG2022).',
    )
    const unknown = await post(fixture('unknown-type.xml'))
    expect(unknown.status).toBe(422)
    const { error } = await errorOf(unknown)
    expect(error.message).toContain('Unknown DocumentType DT_WEATHER')
    expect(error.fields).toEqual({ 'OdfBody.DocumentType': ['Unknown DocumentType DT_WEATHER'] })
    const noCompetition = await post(fixture('unknown-type.xml').replace(' CompetitionCode="OWG2022"', ''))
    expect((await errorOf(noCompetition)).error.fields).toHaveProperty(['OdfBody.CompetitionCode'])
  })

  it('refuses a document type declaration (entity bombs, external entities) with 400, writing nothing', async () => {
    const audits = await auditCount()
    const bomb = fixture('schedule.xml').replace(
      '<OdfBody',
      '<!DOCTYPE OdfBody [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><OdfBody',
    )
    const external = fixture('schedule.xml').replace(
      '<OdfBody',
      '<!DOCTYPE OdfBody [<!ENTITY x SYSTEM "file:///etc/passwd">]><OdfBody',
    )
    for (const xml of [bomb, external]) {
      const res = await post(xml.replace('Version="3"', 'Version="30"'))
      expect(res.status).toBe(400)
      expect((await errorOf(res)).error.message).toContain('<!DOCTYPE')
    }
    // An entity reference without a declaration is text, never expanded: here an invalid CompetitionCode.
    const literal = await post(fixture('schedule.xml').replace('CompetitionCode="OWG2022"', 'CompetitionCode="&b;"'))
    expect(literal.status).toBe(422)
    expect(await auditCount()).toBe(audits)
  })

  it('parses every fixture: the header as sent, no invented attributes', () => {
    for (const name of readdirSync(FIXTURES).filter((n) => n.endsWith('.xml') && n !== 'unknown-type.xml')) {
      const xml = fixture(name)
      expect(xml, name).not.toContain('DisciplineCode=')
      const msg = parseOdf(xml)
      expect(msg, name).toMatchObject({ competitionCode: 'OWG2022', test: false, source: 'ODS', language: 'ENG' })
    }
  })
})

describe('Version order', () => {
  it('two first messages of one document sent at once: the newer wins whichever commits first', async () => {
    const partic = (version: number, height: number) =>
      fixture('partic.xml')
        .replace(
          'DocumentCode="----------------------------------"',
          'DocumentCode="SWM-------------------------------"',
        )
        .replace('Version="12"', `Version="${version}"`)
        .replace('Height="174"', `Height="${height}"`)
    const answers = await Promise.all([post(partic(2, 180)), post(partic(1, 170))])
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { applied: boolean }[]
    expect(bodies[0]?.applied).toBe(true)
    await vi.waitFor(async () => expect((await json<AthleteProfile>('/api/v1/athletes/1000005')).heightCm).toBe(180))
    const [doc] = await db()
      .select()
      .from(odfDocuments)
      .where(
        and(
          eq(odfDocuments.documentCode, 'SWM-------------------------------'),
          eq(odfDocuments.documentType, 'DT_PARTIC'),
        ),
      )
    expect(doc?.version).toBe(2)
  })
})

describe('ODF folder feed (PODIUM_ODF_DIR)', () => {
  it('applies files in name order, ignores the older version, and moves each to processed/ or failed/', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'podium-odf-'))
    const heat2 = (version: number, extra = '') =>
      fixture('result-swimming-heat.xml')
        .replace(HEAT1, HEAT2)
        .replace('Version="7"', `Version="${version}"`)
        .replace('ResultStatus="OFFICIAL"', `ResultStatus="UNOFFICIAL"${extra}`)
    try {
      // Name order, not write order: the newer version comes first, so the older one must change nothing.
      writeFileSync(join(dir, '02-old.xml'), heat2(1).replace('Rank="2"', 'Rank="3"').replace('IRM="DNS"', 'Rank="2"'))
      writeFileSync(join(dir, '01-new.xml'), heat2(2))
      writeFileSync(join(dir, '03-bad.xml'), heat2(3).replace('Rank="2"', 'Rank="3"'))
      writeFileSync(join(dir, 'notes.txt'), 'not a message')
      const runs = await processOdfFolder(db(), dir)
      expect(runs.map((r) => [r.file, r.outcome?.applied ?? r.error])).toEqual([
        ['01-new.xml', true],
        ['02-old.xml', false],
        ['03-bad.xml', 'The results of this DT_RESULT are inconsistent.'],
      ])
      expect((await unitResults(HEAT2)).map((r) => r.rank)).toEqual([1, 2, null, null])
      expect(readdirSync(join(dir, 'processed')).sort()).toEqual(['01-new.xml', '02-old.xml'])
      expect(readdirSync(join(dir, 'failed')).sort()).toEqual(['03-bad.xml', '03-bad.xml.error.txt'])
      expect(readdirSync(dir).sort()).toEqual(['failed', 'notes.txt', 'processed'])
      expect(await processOdfFolder(db(), dir)).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
