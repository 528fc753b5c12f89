import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AthletePage, AthleteProfile, Delegation, TeamPage, UnitDetail } from '@podium/domain'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import {
  athletes,
  auditLog,
  liveEvents,
  medallists,
  odfDocuments,
  results,
  startListEntries,
  teamMembers,
} from '../../db/schema.ts'
import { loginCookie } from '../accounts/test-session.ts'
import { parseOdf } from './odf.parse.ts'
import { processOdfFolder } from './odf.watcher.ts'

let t: TestApp
const db = () => t.ctx.database.db
const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/odf')

const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')

const post = (xml: string, headers: Record<string, string> = {}) =>
  t.request('/api/v1/odf', {
    method: 'POST',
    headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/xml', ...headers },
    body: xml,
  })

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } }
const errorOf = async (res: Response) => (await res.json()) as ErrorBody

const liveCount = async () => (await db().select({ n: count() }).from(liveEvents))[0]?.n ?? 0
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('POST /api/v1/odf — refusals', () => {
  it('answers 400, 415, 422, 401 and 403 with the JSON error shape', async () => {
    const staff = await loginCookie(t, 'demo-staff')
    const cases: [string, Response, number][] = [
      ['not XML', await post('{"a":1}'), 400],
      ['unclosed XML', await post('<OdfBody DocumentCode="X"'), 400],
      ['JSON content type', await post('<OdfBody/>', { 'Content-Type': 'application/json' }), 415],
      ['unknown type', await post(fixture('unknown-type.xml')), 422],
      ['no header', await post('<OdfBody/>'), 422],
      ['other root', await post('<Feed/>'), 422],
      [
        'nobody',
        await t.request('/api/v1/odf', {
          method: 'POST',
          headers: { 'Content-Type': 'application/xml' },
          body: '<a/>',
        }),
        401,
      ],
      [
        'staff',
        await t.request('/api/v1/odf', {
          method: 'POST',
          headers: { 'Content-Type': 'application/xml', Cookie: staff },
          body: '<a/>',
        }),
        403,
      ],
    ]
    for (const [name, res, status] of cases) {
      expect(res.status, name).toBe(status)
      const body = await errorOf(res)
      expect(body.error.message, name).toEqual(expect.any(String))
    }
    const unknown = await post(fixture('unknown-type.xml'))
    expect((await errorOf(unknown)).error.message).toContain('Unknown DocumentType DT_WEATHER:')
  })
})

const odf = (type: string, code: string, version: number, competition: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><OdfBody CompetitionCode="PODIUM" DocumentCode="${code}" DocumentType="${type}" Version="${version}"><Competition>${competition}</Competition></OdfBody>`

describe('POST /api/v1/odf — control characters (issue 14, item 5)', () => {
  const partic = (familyName: string) =>
    odf(
      'DT_PARTIC',
      'ATH-PARTIC-CONTROL',
      1,
      `<Participant Code="ODFCTRL1" FamilyName="${familyName}" Gender="W" Organisation="BRA"/>`,
    )

  it('refuses NUL and other control characters with a 400 naming the character and line, and writes nothing', async () => {
    const audits = await auditCount()
    for (const [name, xml, code] of [
      ['NUL in an attribute', partic('Odf\u0000silva'), 'U+0000'],
      ['BEL in an attribute', partic('Odf\u0007silva'), 'U+0007'],
      ['DEL on the second line', `${partic('Odfsilva')}\n<!-- \u007f -->`, 'U+007F'],
    ] as const) {
      const res = await post(xml)
      expect(res.status, name).toBe(400)
      const { error } = await errorOf(res)
      expect(error.code, name).toBe('bad_request')
      expect(error.message, name).toContain(`control character (${code})`)
    }
    expect((await errorOf(await post(`${partic('Odfsilva')}\n<!-- \u007f -->`))).error.message).toContain('line 2')
    expect(await db().select().from(athletes).where(eq(athletes.id, 'ODFCTRL1'))).toEqual([])
    expect(await auditCount()).toBe(audits)
    // Tabs and line breaks are text as usual.
    expect((await post(partic('Odf\tsilva').replace('<Competition>', '<Competition>\r\n'))).status).toBe(200)
  })

  it('moves a folder file with a NUL to failed/ with the same explanation', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'podium-odf-'))
    try {
      writeFileSync(join(dir, '01-nul.xml'), partic('Odf\u0000silva'))
      // Not a message at the first look: it may still be being written (decision 073); unchanged at the second, it fails.
      const seen = new Map()
      expect(await processOdfFolder(db(), dir, seen)).toEqual([{ file: '01-nul.xml', waiting: true }])
      const runs = await processOdfFolder(db(), dir, seen)
      expect(runs).toEqual([{ file: '01-nul.xml', error: expect.stringContaining('control character (U+0000)') }])
      expect(readdirSync(join(dir, 'failed')).sort()).toEqual(['01-nul.xml', '01-nul.xml.error.txt'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

type MedalRow = { organisation: { code: string }; gold: number; silver: number; bronze: number; total: number }
const medalTableNow = async () => ((await (await t.request('/api/v1/medals')).json()) as { items: MedalRow[] }).items
const eventMedallists = (event: string) =>
  db()
    .select({
      medal: medallists.medal,
      org: medallists.organisationCode,
      athlete: medallists.athleteId,
      team: medallists.teamId,
    })
    .from(medallists)
    .where(eq(medallists.eventCode, event))

describe('POST /api/v1/odf — DT_PARTIC', () => {
  const athlete = (code: string, org: string, extra = '') =>
    `<Participant Code="${code}" GivenName="Ana" FamilyName="Odfsilva" PrintName="ODFSILVA Ana" Gender="W" Organisation="${org}" BirthDate="2009-03-04" Height="171" Weight="60"${extra}/>`

  it('adds an athlete, then a newer Version updates her; both visible on her profile', async () => {
    const audits = await auditCount()
    const res = await post(odf('DT_PARTIC', 'ATH-PARTIC-TEST', 1, athlete('ODFTEST1', 'BRA')))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      documentCode: 'ATH-PARTIC-TEST',
      documentType: 'DT_PARTIC',
      version: 1,
      applied: true,
    })
    const profile = await (await t.request('/api/v1/athletes/ODFTEST1')).json()
    expect(profile).toMatchObject({
      id: 'ODFTEST1',
      name: 'ODFSILVA Ana',
      givenName: 'Ana',
      familyName: 'Odfsilva',
      gender: 'W',
      heightCm: 171,
      organisation: { code: 'BRA' },
      withdrawn: false,
    })
    expect(await auditCount()).toBe(audits + 1)
    const [last] = await db().select().from(liveEvents).orderBy(desc(liveEvents.id)).limit(1)
    expect(last).toMatchObject({ kind: 'reset', payload: { source: 'odf', athletes: 1 } })

    // Version 2 moves her to another delegation; Height left out keeps 171. The cached profile is dropped.
    const v2 = `<Participant Code="ODFTEST1" GivenName="Ana" FamilyName="Odfsilva" PrintName="ODFSILVA Ana" Gender="W" Organisation="ARG"/>`
    expect((await post(odf('DT_PARTIC', 'ATH-PARTIC-TEST', 2, v2))).status).toBe(200)
    await vi.waitFor(async () => {
      const after = await (await t.request('/api/v1/athletes/ODFTEST1')).json()
      expect(after).toMatchObject({ organisation: { code: 'ARG' } })
    })
    const [row] = await db().select().from(athletes).where(eq(athletes.id, 'ODFTEST1'))
    expect(row).toMatchObject({ organisationCode: 'ARG', heightCm: 171, birthDate: '2009-03-04', gender: 'W' })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'athlete'), eq(auditLog.entityId, 'ODFTEST1')))
      .orderBy(desc(auditLog.id))
    expect(entry).toMatchObject({
      actor: 'odf-feed',
      action: 'athlete.update',
      before: { organisationCode: 'BRA' },
      after: { organisationCode: 'ARG' },
    })
  })

  it('refuses an unknown organisation with 422 naming the participant, and writes nothing', async () => {
    const events = await liveCount()
    const audits = await auditCount()
    const xml = odf('DT_PARTIC', 'ATH-PARTIC-BAD', 1, athlete('ODFTEST2', 'BRA') + athlete('ODFTEST3', 'XYZ'))
    const res = await post(xml)
    expect(res.status).toBe(422)
    const body = await errorOf(res)
    expect(body.error.message).toBe('Participant ODFTEST3: unknown organisation XYZ.')
    expect(body.error.fields).toEqual({ 'Participant.1.Organisation': ['Unknown organisation XYZ'] })
    expect(await db().select().from(athletes).where(eq(athletes.id, 'ODFTEST2'))).toEqual([])
    expect(await db().select().from(odfDocuments).where(eq(odfDocuments.documentCode, 'ATH-PARTIC-BAD'))).toEqual([])
    expect(await liveCount()).toBe(events)
    expect(await auditCount()).toBe(audits)
  })
})

describe('POST /api/v1/odf — DT_PARTIC withdrawals (Current="false")', () => {
  type Row = typeof athletes.$inferSelect
  const xmlAttr = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
  /** The athlete as Podium has them, so the message changes nothing but Current (absent when `current` is null). */
  const participant = (a: Row, current: 'true' | 'false' | null) =>
    `<Participant Code="${a.id}" GivenName="${xmlAttr(a.givenName)}" FamilyName="${xmlAttr(a.familyName)}" PrintName="${xmlAttr(a.name)}" Gender="${a.gender}" Organisation="${a.organisationCode}"${current === null ? '' : ` Current="${current}"`}/>`
  const athleteRow = async (id: string) => {
    const [row] = await db().select().from(athletes).where(eq(athletes.id, id))
    if (!row) throw new Error(`no athlete ${id}`)
    return row
  }
  const json = async <T>(path: string) => {
    const res = await t.request(path)
    expect(res.status, path).toBe(200)
    return (await res.json()) as T
  }
  const ids = (page: AthletePage) => page.items.map((a) => a.id)
  const listed = (org: string) => json<AthletePage>(`/api/v1/athletes?organisation=${org}&pageSize=100`)
  const searched = (a: Row) => json<AthletePage>(`/api/v1/athletes?search=${encodeURIComponent(a.name)}&pageSize=100`)
  const teamOf = async (teamId: string, org: string) =>
    (await json<TeamPage>(`/api/v1/teams?organisation=${org}&pageSize=100`)).items.find((x) => x.id === teamId)
  const lastAudit = async (id: string) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'athlete'), eq(auditLog.entityId, id)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0]

  it('hides a withdrawn athlete from the lists, keeps what they did, and a later Current="true" restores them', async () => {
    // An athlete with an individual medal, results and start lists; and a member of a team (another athlete).
    const [medallist] = await queryRows<{ id: string }>(
      t.ctx.database,
      sql`select a.id from athletes a where a.id in (select athlete_id from medallists where team_id is null)
        and a.id in (select athlete_id from results) and a.id in (select athlete_id from start_list_entries)
        order by a.id limit 1`,
    )
    const [member] = await queryRows<{ id: string; teamId: string }>(
      t.ctx.database,
      sql`select tm.athlete_id as id, tm.team_id as "teamId" from team_members tm
        where tm.athlete_id <> ${medallist?.id ?? ''} order by tm.team_id, tm.athlete_id limit 1`,
    )
    if (!medallist || !member) throw new Error('the demo has no medallist with results or no team member')
    const a = await athleteRow(medallist.id)
    const m = await athleteRow(member.id)
    const org = a.organisationCode
    // The team member may be of the same delegation: both then leave its count.
    const leaving = m.organisationCode === org ? 2 : 1

    const everyone = (await json<AthletePage>('/api/v1/athletes?pageSize=1')).total
    const delegation = await json<Delegation>(`/api/v1/organisations/${org}`)
    const inDelegation = (await listed(org)).total
    expect(delegation.athletes.total).toBe(inDelegation)
    expect(ids(await listed(org))).toContain(a.id)
    expect(ids(await searched(a))).toContain(a.id)
    expect((await teamOf(member.teamId, m.organisationCode))?.members.map((x) => x.id)).toContain(m.id)
    const profileBefore = await json<AthleteProfile>(`/api/v1/athletes/${a.id}`)
    expect(profileBefore.withdrawn).toBe(false)
    const medalsBefore = await json<unknown>('/api/v1/medals')
    const resultsBefore = await db().select().from(results).where(eq(results.athleteId, a.id))
    const [start] = await db().select().from(startListEntries).where(eq(startListEntries.athleteId, a.id)).limit(1)
    if (!start) throw new Error('no start list entry')
    const events = await liveCount()

    const withdraw = odf('DT_PARTIC', 'PARTIC-WITHDRAWALS', 1, participant(a, 'false') + participant(m, 'false'))
    const res = await post(withdraw)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ applied: true })
    expect(await liveCount()).toBe(events + 1)
    const [last] = await db().select().from(liveEvents).orderBy(desc(liveEvents.id)).limit(1)
    expect(last).toMatchObject({ kind: 'reset', payload: { source: 'odf', documentType: 'DT_PARTIC', athletes: 2 } })
    expect(await lastAudit(a.id)).toMatchObject({
      actor: 'odf-feed',
      action: 'athlete.withdraw',
      before: { withdrawn: false, name: a.name, organisationCode: org },
      after: { withdrawn: true, name: a.name, organisationCode: org },
    })

    // Out of the lists: the athletes list, a search for the name, the delegation (its count too), the team's members.
    expect((await json<AthletePage>('/api/v1/athletes?pageSize=1')).total).toBe(everyone - 2)
    expect(ids(await listed(org))).not.toContain(a.id)
    expect((await listed(org)).total).toBe(inDelegation - leaving)
    expect(ids(await searched(a))).not.toContain(a.id)
    await vi.waitFor(async () => {
      const d = await json<Delegation>(`/api/v1/organisations/${org}`)
      expect(d.athletes.total).toBe(inDelegation - leaving)
      expect(d.athletes.items.map((x) => x.id)).not.toContain(a.id)
    })
    expect((await teamOf(member.teamId, m.organisationCode))?.members.map((x) => x.id)).not.toContain(m.id)
    // What they did stays: results, the start list (by name on the unit page), medals, and the profile, marked.
    expect(await db().select().from(results).where(eq(results.athleteId, a.id))).toEqual(resultsBefore)
    const unit = await json<UnitDetail>(`/api/v1/units/${start.unitCode}`)
    expect(unit.startList.map((e) => e.athlete?.id)).toContain(a.id)
    expect(await json<unknown>('/api/v1/medals')).toEqual(medalsBefore)
    await vi.waitFor(async () => {
      const profile = await json<AthleteProfile>(`/api/v1/athletes/${a.id}`)
      expect(profile.withdrawn).toBe(true)
      expect(profile.events).toEqual(profileBefore.events)
    })

    // An older or the same Version changes nothing (Version rule): still withdrawn, no audit row, no live event.
    const audits = await auditCount()
    const stale = await post(odf('DT_PARTIC', 'PARTIC-WITHDRAWALS', 1, participant(a, 'true')))
    expect(await stale.json()).toMatchObject({ applied: false, currentVersion: 1 })
    expect((await athleteRow(a.id)).withdrawn).toBe(true)
    expect(await auditCount()).toBe(audits)
    expect(await liveCount()).toBe(events + 1)

    // A newer Version with Current="true" (or no Current: current) restores them.
    const restore = odf('DT_PARTIC', 'PARTIC-WITHDRAWALS', 2, participant(a, 'true') + participant(m, null))
    expect((await post(restore)).status).toBe(200)
    expect((await athleteRow(a.id)).withdrawn).toBe(false)
    expect((await athleteRow(m.id)).withdrawn).toBe(false)
    expect(await lastAudit(m.id)).toMatchObject({
      action: 'athlete.reinstate',
      before: { withdrawn: true },
      after: { withdrawn: false },
    })
    expect((await json<AthletePage>('/api/v1/athletes?pageSize=1')).total).toBe(everyone)
    expect(ids(await searched(a))).toContain(a.id)
    expect((await teamOf(member.teamId, m.organisationCode))?.members.map((x) => x.id)).toContain(m.id)
    await vi.waitFor(async () => {
      expect((await json<Delegation>(`/api/v1/organisations/${org}`)).athletes.total).toBe(inDelegation)
      expect((await json<AthleteProfile>(`/api/v1/athletes/${a.id}`)).withdrawn).toBe(false)
    })
  })

  it('parses a message off the event loop: health answers while 480,000 attributes are read (issue 37)', async () => {
    const attributes = Array.from({ length: 100 }, (_, i) => ` a${i}="${i}"`).join('')
    const participants = Array.from({ length: 4_800 }, (_, i) => `<Participant Code="HEAVY${i}"${attributes}/>`)
    const heavy = odf('DT_PARTIC', 'HEAVY', 1, participants.join(''))
    expect(heavy.length).toBeGreaterThan(4_000_000)
    let answered = false
    const sent = post(heavy).finally(() => {
      answered = true
    })
    let slowest = 0
    for (let asked = 0; !answered && asked < 10_000; asked++) {
      const started = performance.now()
      expect((await t.request('/api/v1/health')).status).toBe(200)
      slowest = Math.max(slowest, performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect((await sent).status).toBeLessThan(500)
    expect(slowest).toBeLessThan(500)
  })

  it('decodes entities in names and says where broken XML breaks (issues 37 and 42)', async () => {
    const named = `<Participant Code="ODFENT1" GivenName="Ana &amp; Bea" FamilyName="O&apos;Neil &#233;&#x00E9;" Gender="W" Organisation="BRA"/>`
    const msg = parseOdf(odf('DT_PARTIC', 'P', 1, named))
    const who = msg.documentType === 'DT_PARTIC' ? msg.participants[0] : undefined
    expect([who?.GivenName, who?.FamilyName]).toEqual(['Ana & Bea', "O'Neil éé"])
    const broken = await post('<?xml version="1.0"?>\n<OdfBody DocumentCode="X">\n  <Competition>\n</OdfBody>')
    expect(broken.status).toBe(400)
    expect((await errorOf(broken)).error.message).toMatch(/line 4, column \d+/)
  })

  it('reads Current as an XML boolean and refuses anything else with 422, writing nothing', async () => {
    const base = `<Participant Code="ODFCUR1" FamilyName="Odfcur" Gender="M" Organisation="BRA"`
    const parsed = (current: string) => {
      const msg = parseOdf(odf('DT_PARTIC', 'P', 1, `${base} Current="${current}"/>`))
      return msg.documentType === 'DT_PARTIC' ? msg.participants[0]?.Current : undefined
    }
    expect([parsed('true'), parsed('1'), parsed('false'), parsed('0')]).toEqual([true, true, false, false])
    const absent = parseOdf(odf('DT_PARTIC', 'P', 1, `${base}/>`))
    expect(absent.documentType === 'DT_PARTIC' && absent.participants[0]?.Current).toBe(true)
    const res = await post(odf('DT_PARTIC', 'PARTIC-BAD-CURRENT', 1, `${base} Current="no"/>`))
    expect(res.status).toBe(422)
    expect((await errorOf(res)).error.fields).toEqual({ 'Participant.0.Current': ['must be true or false'] })
    expect(await db().select().from(athletes).where(eq(athletes.id, 'ODFCUR1'))).toEqual([])
  })

  it('a new participant sent withdrawn is stored, with a profile, and listed nowhere', async () => {
    const xml = `<Participant Code="ODFCUR2" GivenName="Rui" FamilyName="Odfnovo" Gender="M" Organisation="BRA" Current="false"/>`
    expect((await post(odf('DT_PARTIC', 'PARTIC-NEW-WITHDRAWN', 1, xml))).status).toBe(200)
    expect(await lastAudit('ODFCUR2')).toMatchObject({ action: 'athlete.create', after: { withdrawn: true } })
    expect((await json<AthleteProfile>('/api/v1/athletes/ODFCUR2')).withdrawn).toBe(true)
    expect((await json<AthletePage>('/api/v1/athletes?search=odfnovo')).total).toBe(0)
  })
})

describe('POST /api/v1/odf — DT_MEDALLISTS and DT_MEDALS', () => {
  const EVENT = 'TRIXRELAY-3D'
  const competitor = (medal: string, code: string, type: 'A' | 'T', org: string) =>
    `<Medal Code="${medal}"><Competitor Code="${code}" Type="${type}" Organisation="${org}"/></Medal>`

  it("replaces an event's medallists; a team medal counts once in GET /api/v1/medals", async () => {
    const before = await eventMedallists(EVENT)
    const gold = before.find((m) => m.medal === 'GOLD')
    const silver = before.find((m) => m.medal === 'SILVER')
    if (!gold?.team || !silver?.team) throw new Error(`the demo's ${EVENT} has no team gold and silver`)
    const tableBefore = await medalTableNow()
    const count = (rows: MedalRow[], org: string) => rows.find((r) => r.organisation.code === org)
    // Swap gold and silver; no bronze.
    const xml = odf(
      'DT_MEDALLISTS',
      `${EVENT}-MEDALLISTS`,
      3,
      `<Event Code="${EVENT}">${competitor('ME_GOLD', silver.team, 'T', silver.org)}${competitor('ME_SILVER', gold.team, 'T', gold.org)}</Event>`,
    )
    const res = await post(xml)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ documentType: 'DT_MEDALLISTS', applied: true })
    const members = await db().select().from(teamMembers).where(eq(teamMembers.teamId, silver.team))
    const after = await eventMedallists(EVENT)
    expect(after.filter((m) => m.medal === 'GOLD')).toHaveLength(members.length)
    expect(after.every((m) => m.medal !== 'BRONZE')).toBe(true)
    expect(new Set(after.filter((m) => m.medal === 'GOLD').map((m) => m.team))).toEqual(new Set([silver.team]))
    const [last] = await db().select().from(liveEvents).orderBy(desc(liveEvents.id)).limit(1)
    expect(last).toMatchObject({ kind: 'medal', payload: { eventCode: EVENT, source: 'odf' } })
    await vi.waitFor(async () => {
      const table = await medalTableNow()
      expect(count(table, silver.org)?.gold).toBe((count(tableBefore, silver.org)?.gold ?? 0) + 1)
      expect(count(table, gold.org)?.gold ?? 0).toBe((count(tableBefore, gold.org)?.gold ?? 0) - 1)
    })
  })

  it('an older Version changes nothing; an unknown competitor is refused with 422 and writes nothing', async () => {
    const before = await eventMedallists(EVENT)
    const events = await liveCount()
    const audits = await auditCount()
    const [someone] = await db().select().from(athletes).limit(1)
    const older = odf(
      'DT_MEDALLISTS',
      `${EVENT}-MEDALLISTS`,
      2,
      `<Event Code="${EVENT}">${competitor('ME_GOLD', someone?.id ?? '', 'A', someone?.organisationCode ?? '')}</Event>`,
    )
    const ignored = await post(older)
    expect(ignored.status).toBe(200)
    expect(await ignored.json()).toMatchObject({ applied: false, currentVersion: 3 })
    const unknown = await post(
      odf(
        'DT_MEDALLISTS',
        `${EVENT}-MEDALLISTS`,
        4,
        `<Event Code="${EVENT}">${competitor('ME_GOLD', 'NOBODY-1', 'A', 'BRA')}</Event>`,
      ),
    )
    expect(unknown.status).toBe(422)
    expect((await errorOf(unknown)).error.message).toBe('Unknown athlete NOBODY-1.')
    const unknownEvent = await post(odf('DT_MEDALLISTS', 'NOEVENT-MEDALLISTS', 1, '<Event Code="NOEVENT"/>'))
    expect(unknownEvent.status).toBe(422)
    expect(await eventMedallists(EVENT)).toEqual(before)
    expect(await liveCount()).toBe(events)
    expect(await auditCount()).toBe(audits)
  })

  it('reads ODF proper: medals under Competition for the DocumentCode event, Medal Type, Gender F', () => {
    const proper = parseOdf(
      odf(
        'DT_MEDALLISTS',
        'EV1',
        1,
        `<Medal Code="ME_BRONZE"><Competitor Code="A1" Type="A"/></Medal>${competitor('GOLD', 'T1', 'T', 'BRA')}`,
      ),
    )
    expect(proper).toMatchObject({
      events: [
        { eventCode: 'EV1', medals: [{ medal: 'BRONZE' }, { medal: 'GOLD', competitor: { Code: 'T1', Type: 'T' } }] },
      ],
    })
    const partic = parseOdf(
      odf('DT_PARTIC', 'P', 1, '<Participant Code="X1" FamilyName="Lee" Gender="F" Organisation="KOR"/>'),
    )
    expect(partic).toMatchObject({ participants: [{ Code: 'X1', Gender: 'W' }] })
    expect(() =>
      parseOdf(odf('DT_MEDALLISTS', 'EV1', 1, '<Medal Code="ME_TIN"><Competitor Code="A1"/></Medal>')),
    ).toThrow('An Event or Medal is invalid.')
  })

  it('DT_MEDALS compares the standings with the medal table and writes nothing', async () => {
    const table = await medalTableNow()
    const [first, second] = table
    if (!first || !second) throw new Error('the demo has too few medals')
    const line = (r: MedalRow, goldDelta = 0) =>
      `<MedalLine Organisation="${r.organisation.code}"><MedalNumber Type="TOT" Gold="${r.gold + goldDelta}" Silver="${r.silver}" Bronze="${r.bronze}" Total="${r.total + goldDelta}"/></MedalLine>`
    const events = await liveCount()
    const match = await post(
      odf('DT_MEDALS', 'MEDALS-STANDINGS', 1, `<MedalStandings>${table.map((r) => line(r)).join('')}</MedalStandings>`),
    )
    expect(match.status).toBe(200)
    expect(await match.json()).toEqual({
      documentCode: 'MEDALS-STANDINGS',
      documentType: 'DT_MEDALS',
      version: 1,
      applied: false,
      mismatches: [],
    })
    // One more gold for the first and the second left out; the same Version again is still compared.
    const lines = `<MedalLine Organisation="${first.organisation.code}" Gold="${first.gold + 1}" Silver="${first.silver}" Bronze="${first.bronze}"/>${table
      .slice(2)
      .map((r) => line(r))
      .join('')}`
    const res = await post(odf('DT_MEDALS', 'MEDALS-STANDINGS', 1, `<MedalStandings>${lines}</MedalStandings>`))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { applied: boolean; mismatches: unknown[] }
    expect(body.applied).toBe(false)
    const podium = (r: MedalRow) => ({ gold: r.gold, silver: r.silver, bronze: r.bronze })
    expect(body.mismatches).toEqual(
      [
        {
          organisation: first.organisation.code,
          feed: { ...podium(first), gold: first.gold + 1 },
          podium: podium(first),
        },
        { organisation: second.organisation.code, feed: { gold: 0, silver: 0, bronze: 0 }, podium: podium(second) },
      ].sort((a, b) => a.organisation.localeCompare(b.organisation)),
    )
    expect(await db().select().from(odfDocuments).where(eq(odfDocuments.documentCode, 'MEDALS-STANDINGS'))).toEqual([])
    expect(await liveCount()).toBe(events)
  })
})
