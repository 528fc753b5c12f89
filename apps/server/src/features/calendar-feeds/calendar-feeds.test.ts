import { and, asc, eq, isNotNull, ne } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { awardCeremonies, disciplines, organisations, startListEntries, units, venues } from '../../db/schema.ts'
import { json, loginCookie } from '../accounts/test-session.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // A delegation with nobody entered, stored before any feed is read (a direct insert announces nothing).
  await t.ctx.database.db
    .insert(organisations)
    .values({ code: 'ZZQ', names: { pt: 'Zuqlândia', en: 'Zuqland', es: 'Zuqlandia', az: 'Zuqland' } })
})
afterAll(() => t.close())

const db = () => t.ctx.database.db

interface ParsedEvent {
  uid: string
  summary: string
  location: string | null
  start: string
  end: string
  sequence: number
  status: string
  geo: unknown
  url: string | null
}

/** Parses a feed with an RFC 5545 parser (ical.js) and answers its name and events. */
function parseFeed(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(calendar.name).toBe('vcalendar')
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    const dtstart = vevent.getFirstPropertyValue('dtstart') as ICAL.Time
    const dtend = vevent.getFirstPropertyValue('dtend') as ICAL.Time
    // Times in UTC: the parser reads the Z form as the UTC zone.
    expect(dtstart.zone?.tzid).toBe('UTC')
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy()
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      start: dtstart.toJSDate().toISOString(),
      end: dtend.toJSDate().toISOString(),
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      geo: vevent.getFirstPropertyValue('geo'),
      url: vevent.getFirstPropertyValue('url') as string | null,
    }
  })
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events }
}

async function getFeed(path: string, headers: Record<string, string> = {}) {
  const res = await t.request(path, { headers })
  return { res, text: res.status === 200 ? await res.text() : '' }
}

/** A competition unit with a start list, at a venue with coordinates, and one delegation and athlete on it. */
async function unitWithStartList() {
  const [row] = await db()
    .select({
      code: units.code,
      startAt: units.startAt,
      venueNames: venues.names,
      latitude: venues.latitude,
      organisationCode: startListEntries.organisationCode,
      athleteId: startListEntries.athleteId,
      disciplineKey: disciplines.key,
    })
    .from(units)
    .innerJoin(startListEntries, eq(startListEntries.unitCode, units.code))
    .innerJoin(venues, eq(venues.code, units.venueCode))
    .innerJoin(disciplines, eq(disciplines.code, units.disciplineCode))
    .where(and(eq(units.scheduleStatus, 'SCHEDULED'), isNotNull(startListEntries.athleteId)))
    .orderBy(asc(units.startAt), asc(units.code))
    .limit(1)
  if (!row?.athleteId) throw new Error('the demo has no such unit')
  return { ...row, athleteId: row.athleteId }
}

describe('calendar feeds (ICS)', () => {
  it('serves every kind of feed as valid iCalendar with stable UIDs, UTC times and the venue', async () => {
    const unit = await unitWithStartList()
    const [teamRow] = await db()
      .select({ teamId: startListEntries.teamId })
      .from(startListEntries)
      .where(isNotNull(startListEntries.teamId))
      .limit(1)
    const uid = `unit-${unit.code}@podium`
    const feeds = [
      `/api/v1/calendar/delegation/${unit.organisationCode}.ics?lang=en`,
      `/api/v1/calendar/discipline/${unit.disciplineKey}.ics?lang=en`,
      `/api/v1/calendar/athlete/${unit.athleteId}.ics?lang=en`,
    ]
    for (const path of feeds) {
      const { res, text } = await getFeed(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=1, stale-while-revalidate=1')
      expect(res.headers.get('etag')).toMatch(/^".+"$/)
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
      const feed = parseFeed(text)
      const event = feed.events.find((e) => e.uid === uid)
      expect(event, path).toBeDefined()
      expect(event?.start).toBe(unit.startAt.toISOString())
      expect(event?.location).toBe(unit.venueNames.en)
      if (unit.latitude !== null) expect(event?.geo).toBeTruthy()
      expect(event?.status).toBe('CONFIRMED')
      expect(event?.url).toMatch(
        new RegExp(`^http://[^/]+(/en)?/discipline/${unit.disciplineKey}/results/${unit.code}$`),
      )
      expect(event?.summary.split(' · ').length).toBeGreaterThanOrEqual(2)
      expect(new Set(feed.events.map((e) => e.uid)).size).toBe(feed.events.length)
    }

    expect(teamRow?.teamId).toBeTruthy()
    const team = await getFeed(`/api/v1/calendar/team/${teamRow?.teamId}.ics`)
    expect(team.res.status).toBe(200)
    expect(parseFeed(team.text).events.length).toBeGreaterThan(0)

    const medal = parseFeed((await getFeed('/api/v1/calendar/medal-events.ics?lang=pt')).text)
    const medalUnits = await db().select({ code: units.code }).from(units).where(isNotNull(units.medal))
    expect(medal.events.map((e) => e.uid).sort()).toEqual(medalUnits.map((u) => `unit-${u.code}@podium`).sort())
    expect(medal.name).toContain('Provas com medalhas')

    const ceremonies = parseFeed((await getFeed('/api/v1/calendar/ceremonies.ics?lang=es')).text)
    const ceremonyRows = await db().select({ eventCode: awardCeremonies.eventCode }).from(awardCeremonies)
    const awardEvents = ceremonies.events.filter((e) => e.uid.startsWith('ceremony-'))
    expect(awardEvents).toHaveLength(ceremonyRows.length)
    if (awardEvents.length) expect(awardEvents[0]?.summary).toMatch(/^Ceremonia de entrega de medallas · /)
  })

  it('keeps a unit’s UID across an edit, raises its SEQUENCE, and marks it cancelled', async () => {
    const unit = await unitWithStartList()
    const path = `/api/v1/calendar/delegation/${unit.organisationCode}.ics?lang=en`
    const first = await getFeed(path)
    const before = parseFeed(first.text).events.find((e) => e.uid === `unit-${unit.code}@podium`)
    expect(before?.status).toBe('CONFIRMED')
    const etag = first.res.headers.get('etag') ?? ''

    const notModified = await t.request(path, { headers: { 'If-None-Match': etag } })
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')

    const patch = await t.request(`/api/v1/units/${unit.code}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scheduleStatus: 'CANCELLED' }),
    })
    expect(patch.status).toBe(200)

    // The live event drops the cached feed: the old ETag no longer matches. On PostgreSQL the event arrives through
    // LISTEN after the write's answer, so the feed is asked again until it has.
    let changed = await t.request(path, { headers: { 'If-None-Match': etag } })
    for (let i = 0; i < 100 && changed.status === 304; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      changed = await t.request(path, { headers: { 'If-None-Match': etag } })
    }
    expect(changed.status).toBe(200)
    const after = parseFeed(await changed.text()).events.filter((e) => e.uid === `unit-${unit.code}@podium`)
    expect(after).toHaveLength(1)
    expect(after[0]?.status).toBe('CANCELLED')
    expect(after[0]?.sequence).toBeGreaterThan(before?.sequence ?? 0)
    expect(after[0]?.start).toBe(before?.start)
  })

  it('drops the ceremonies feed when a ceremony changes in the back office (a content event, decision 116)', async () => {
    const path = '/api/v1/calendar/ceremonies.ics?lang=en'
    const first = await getFeed(path)
    const etag = first.res.headers.get('etag') ?? ''
    const staff = { cookie: await loginCookie(t, 'demo-staff') }
    const [row] = await db().select({ eventCode: awardCeremonies.eventCode }).from(awardCeremonies).limit(1)
    const body = { eventCode: row?.eventCode, day: '2026-07-16', time: '06:01' }
    const created = await t.request('/api/v1/admin/award-ceremonies', json(body, staff))
    expect(created.status).toBe(201)
    // On PostgreSQL the event arrives through LISTEN after the write's answer, so the feed is asked again until it has.
    let changed = await t.request(path, { headers: { 'If-None-Match': etag } })
    for (let i = 0; i < 100 && changed.status === 304; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      changed = await t.request(path, { headers: { 'If-None-Match': etag } })
    }
    expect(changed.status).toBe(200)
    const count = (text: string) => parseFeed(text).events.filter((e) => e.uid.startsWith('ceremony-')).length
    expect(count(await changed.text())).toBe(count(first.text) + 1)
  })

  it('names an empty feed as such, and refuses unknown codes (404) and kinds (400)', async () => {
    const empty = await getFeed('/api/v1/calendar/delegation/ZZQ.ics?lang=en')
    expect(empty.res.status).toBe(200)
    const parsed = parseFeed(empty.text)
    expect(parsed.events).toHaveLength(0)
    expect(parsed.name).toMatch(/^Zuqland · .+ — no events published yet$/)
    expect(empty.text).toContain('NAME:Zuqland')

    for (const path of ['/api/v1/calendar/delegation/NOPE.ics', '/api/v1/calendar/athlete/nobody-here.ics']) {
      const res = await t.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.json()).toMatchObject({ error: { code: 'not_found', message: expect.any(String) } })
    }
    for (const path of ['/api/v1/calendar/planet/EARTH.ics', '/api/v1/calendar/everything.ics']) {
      const res = await t.request(path)
      expect(res.status, path).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_request' } })
    }
  })

  it('draws the QR code of a feed’s webcal address', async () => {
    const [org] = await db()
      .select({ code: organisations.code })
      .from(organisations)
      .where(ne(organisations.code, 'ZZQ'))
      .limit(1)
    const res = await t.request(`/api/v1/calendar/delegation/${org?.code}.svg?lang=pt`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await res.text()).toMatch(/^<svg /)
  })
})
