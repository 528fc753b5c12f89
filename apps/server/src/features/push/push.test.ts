import { readFile } from 'node:fs/promises'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, movableClock, type TestApp } from '../../../test/helpers.ts'
import { type FakeBrowser, type PushReceiver, startPushReceiver } from '../../../test/push-receiver.ts'
import { athletes, events, pushSubscriptions, startListEntries, teams, units } from '../../db/schema.ts'
import { vapidKeys } from './push.service.ts'
import { PushDispatcher } from './push-dispatcher.ts'
import { DECISION_WORDS } from './push-summary-words.ts'
import { webPushTransport } from './push-transport.ts'

let t: TestApp
let receiver: PushReceiver
const dispatchers: PushDispatcher[] = []
beforeAll(async () => {
  receiver = await startPushReceiver()
  t = await createTestApp({ pushOrigins: [receiver.origin] })
})
afterAll(async () => {
  for (const d of dispatchers) await d.stop()
  await t.close()
  await receiver.close()
})

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = admin) =>
  t.request(path, { method, headers, body: JSON.stringify(body) })
const db = () => t.ctx.database.db

type Follow = { kind: string; code: string }
const subscribe = (
  browser: FakeBrowser,
  settings: Partial<{ locale: string; kinds: string[]; leadMinutes: number; spoilerFree: boolean; follows: Follow[] }>,
) =>
  send(
    'PUT',
    '/api/v1/push/subscription',
    {
      subscription: browser.subscription,
      locale: 'en',
      kinds: ['soon', 'started', 'result', 'medal'],
      leadMinutes: 15,
      spoilerFree: false,
      follows: [],
      ...settings,
    },
    { 'Content-Type': 'application/json' },
  )

/** An instance's dispatcher, as startServer makes it, on the test's database and live hub. */
async function dispatcher(clock = t.ctx.clock) {
  const d = new PushDispatcher({
    db: db(),
    live: t.ctx.live,
    clock,
    transport: webPushTransport(await vapidKeys(t.ctx), 'mailto:test@podium.invalid'),
  })
  dispatchers.push(d)
  return d
}

/** A scheduled medal unit with a start list, its competitors' delegations. */
async function scheduledFinal() {
  const [row] = await db()
    .select({ code: units.code, disciplineCode: units.disciplineCode, startAt: units.startAt })
    .from(units)
    .innerJoin(startListEntries, eq(startListEntries.unitCode, units.code))
    .where(and(eq(units.scheduleStatus, 'SCHEDULED'), isNotNull(units.eventCode), eq(units.medal, 'GOLD')))
    .orderBy(asc(units.startAt), asc(units.code))
    .limit(1)
  if (!row) throw new Error('the demo has no scheduled final')
  const entries = await db()
    .select()
    .from(startListEntries)
    .where(eq(startListEntries.unitCode, row.code))
    .orderBy(asc(startListEntries.startOrder))
  return { ...row, entries }
}

/** Waits until the live hub has handed every change to the dispatchers and they have sent what it meant. */
async function settle() {
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    await Promise.all(dispatchers.map((d) => d.idle()))
  }
}

describe('push subscriptions', () => {
  it('gives the server key, the same on every read', async () => {
    const first = (await (await t.request('/api/v1/push/key')).json()) as { publicKey: string }
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    const again = (await (await t.request('/api/v1/push/key')).json()) as { publicKey: string }
    expect(again.publicKey).toBe(first.publicKey)
  })

  it('refuses an endpoint that is not a push service, an unknown follow kind and bad keys; stores nothing', async () => {
    const browser = receiver.browser()
    const before = await db().select().from(pushSubscriptions)
    const refused = await subscribe(
      { ...browser, subscription: { ...browser.subscription, endpoint: 'http://10.0.0.1/push/x' } },
      {},
    )
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('push_endpoint_refused')
    expect((await subscribe(browser, { follows: [{ kind: 'venue', code: 'X' }] })).status).toBe(400)
    expect((await subscribe(browser, { leadMinutes: 7 })).status).toBe(400)
    expect(
      (await subscribe({ ...browser, subscription: { ...browser.subscription, keys: { p256dh: 'x', auth: 'y' } } }, {}))
        .status,
    ).toBe(400)
    expect(await db().select().from(pushSubscriptions)).toEqual(before)
  })

  it('lets only the browser holding the secret change or remove a subscription', async () => {
    const browser = receiver.browser()
    expect((await subscribe(browser, {})).status).toBe(200)
    const thief = {
      ...browser,
      subscription: { ...browser.subscription, keys: { ...browser.subscription.keys, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
    }
    expect((await subscribe(thief, { locale: 'pt' })).status).toBe(409)
    const wrong = await send('DELETE', '/api/v1/push/subscription', {
      endpoint: browser.subscription.endpoint,
      auth: 'AAAAAAAAAAAAAAAAAAAAAA',
    })
    expect(wrong.status).toBe(404)
    const [kept] = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint))
    expect(kept?.locale).toBe('en')
    const gone = await send(
      'DELETE',
      '/api/v1/push/subscription',
      browser.subscription.keys && { endpoint: browser.subscription.endpoint, auth: browser.subscription.keys.auth },
    )
    expect(gone.status).toBe(204)
    expect(
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint)),
    ).toEqual([])
  })

  it('answers a flood from one address with 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 125; i++) {
      const browser = receiver.browser()
      const res = await t.requestFrom('203.0.113.9', '/api/v1/push/subscription', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          subscription: browser.subscription,
          locale: 'en',
          kinds: ['result'],
          leadMinutes: 15,
          spoilerFree: false,
          follows: [],
        }),
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(120).every((s) => s === 429)).toBe(true)
    await db().delete(pushSubscriptions)
  })
})

describe('alerts', () => {
  it('sends one encrypted alert per change of a followed unit, in each subscriber language, from one of two instances', async () => {
    const final = await scheduledFinal()
    const delegation = final.entries[0]?.organisationCode ?? ''
    const english = receiver.browser()
    const portuguese = receiver.browser()
    const shielded = receiver.browser()
    const stranger = receiver.browser()
    const revoked = receiver.browser()
    revoked.answer = 410
    expect(
      (await subscribe(english, { locale: 'en', follows: [{ kind: 'delegation', code: delegation }] })).status,
    ).toBe(200)
    expect(
      (
        await subscribe(portuguese, {
          locale: 'pt',
          kinds: ['result'],
          follows: [{ kind: 'discipline', code: final.disciplineCode ?? '' }],
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await subscribe(shielded, {
          locale: 'es',
          spoilerFree: true,
          follows: [{ kind: 'delegation', code: delegation }],
        })
      ).status,
    ).toBe(200)
    expect((await subscribe(stranger, { follows: [{ kind: 'delegation', code: 'NOBODY' }] })).status).toBe(200)
    expect((await subscribe(revoked, { follows: [{ kind: 'delegation', code: delegation }] })).status).toBe(200)
    // Two instances hear every change; the alert's claim makes one of them send it.
    ;(await dispatcher()).start()
    ;(await dispatcher()).start()

    expect((await send('PATCH', `/api/v1/units/${final.code}`, { scheduleStatus: 'RUNNING' })).status).toBe(200)
    await settle()
    const rows = final.entries.map((e, i) => ({
      ...(e.teamId ? { teamId: e.teamId } : { athleteId: e.athleteId }),
      rank: i + 1,
      result: String(10 + i),
    }))
    expect(
      (await send('PUT', `/api/v1/units/${final.code}/results`, { results: rows, resultStatus: 'UNOFFICIAL' })).status,
    ).toBe(200)
    await settle()
    expect(
      (await send('PUT', `/api/v1/units/${final.code}/results`, { results: rows, resultStatus: 'OFFICIAL' })).status,
    ).toBe(200)
    await settle()

    // The official result and its medals are one change: two alerts that either instance may claim, so they may
    // arrive in either order (a phone shows both); the start came one change earlier.
    const kinds = (b: FakeBrowser) => b.messages.map((m) => (m.payload as { kind: string }).kind)
    const inOrderOfChanges = (b: FakeBrowser) => [kinds(b)[0], ...kinds(b).slice(1).sort()]
    expect(inOrderOfChanges(english)).toEqual(['started', 'medal', 'result'])
    expect(kinds(portuguese)).toEqual(['result'])
    expect(inOrderOfChanges(shielded)).toEqual(['started', 'medal', 'result'])
    expect(kinds(stranger)).toEqual([])

    type Alert = { kind: string; title: string; body: string; url: string; tag: string }
    const ofKind = (b: FakeBrowser, kind: string) => b.messages.find((m) => (m.payload as Alert).kind === kind)
    const [started, result, medal] = ['started', 'result', 'medal'].map(
      (kind) => ofKind(english, kind)?.payload as Alert | undefined,
    )
    expect(started?.body).toMatch(/^Started/)
    expect(started?.url).toBe(`/schedule/unit/${final.code}`)
    expect(started?.tag).toBe(final.code)
    // The winner, then the result as its sport reads it when there is more to say (decision 093).
    expect(result?.body).toMatch(/^Official result · 1st .+ \([A-Z]{3}\)( · [^·]+)?$/)
    expect(medal?.body).toMatch(/^Podium · 1st /)
    expect((portuguese.messages[0]?.payload as { body: string } | undefined)?.body).toMatch(
      /^Resultado oficial · 1\.º /,
    )
    expect((ofKind(shielded, 'result')?.payload as Alert | undefined)?.body).toBe(
      'Resultado oficial · Toca para ver (escudo antispoiler activado)',
    )
    expect((ofKind(shielded, 'medal')?.payload as Alert | undefined)?.body).toBe(
      'Medallas entregadas · Toca para ver (escudo antispoiler activado)',
    )
    // Collapsed per unit on the push service, signed for the service (VAPID), short-lived when stale.
    const headers = english.messages.map((m) => m.headers)
    expect(new Set(headers.map((h) => h.topic)).size).toBe(1)
    expect(headers[0]?.authorization).toMatch(/^vapid t=.+, k=/)
    expect(headers[0]?.['content-encoding']).toBe('aes128gcm')
    expect(Number(ofKind(english, 'result')?.headers.ttl)).toBeGreaterThan(3600)
    // The browser whose user revoked the permission is forgotten.
    expect(
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, revoked.subscription.endpoint)),
    ).toEqual([])
  })

  it("words a volleyball result with its set scores, home first, in the subscriber's language", async () => {
    const [unit] = await db()
      .select({ code: units.code })
      .from(units)
      .innerJoin(startListEntries, eq(startListEntries.unitCode, units.code))
      .where(and(eq(units.disciplineCode, 'VVO'), eq(units.scheduleStatus, 'SCHEDULED')))
      .orderBy(asc(units.startAt), asc(units.code))
      .limit(1)
    if (!unit) throw new Error('the demo has no scheduled volleyball match')
    const entries = await db()
      .select()
      .from(startListEntries)
      .where(eq(startListEntries.unitCode, unit.code))
      .orderBy(asc(startListEntries.startOrder))
    const english = receiver.browser()
    const portuguese = receiver.browser()
    const follows = [{ kind: 'discipline', code: 'VVO' }]
    expect((await subscribe(english, { locale: 'en', kinds: ['result'], follows })).status).toBe(200)
    expect((await subscribe(portuguese, { locale: 'pt', kinds: ['result'], follows })).status).toBe(200)
    ;(await dispatcher()).start()
    const sets = (...scores: number[]) => scores.map((s, i) => ({ label: `S${i + 1}`, score: String(s) }))
    const results = [
      { teamId: entries[0]?.teamId, rank: 2, result: '1', score: '1-3', detail: { periods: sets(25, 23, 18, 19) } },
      {
        teamId: entries[1]?.teamId,
        rank: 1,
        result: '3',
        score: '1-3',
        detail: { periods: sets(21, 25, 25, 25), decision: 'sets' },
      },
    ]
    const put = await send('PUT', `/api/v1/units/${unit.code}/results`, { results, resultStatus: 'OFFICIAL' })
    expect(put.status).toBe(200)
    await settle()
    const body = (b: FakeBrowser) => (b.messages.at(-1)?.payload as { body: string } | undefined)?.body
    // Home first, as the schedule lists print it: the away side won 3-1.
    expect(body(english)).toMatch(/^Official result · 1st .+ \([A-Z]{3}\) · 1-3 \(25-21, 23-25, 18-25, 19-25\)$/)
    expect(body(portuguese)).toMatch(/^Resultado oficial · 1\.º .+ · 1-3 \(25-21, 23-25, 18-25, 19-25\)$/)
  })

  it("names a bout's decision as the web does, in every language", async () => {
    for (const locale of ['pt', 'en', 'es', 'az'] as const) {
      const web = JSON.parse(
        await readFile(new URL(`../../../../web/src/i18n/locales/${locale}.json`, import.meta.url), 'utf8'),
      )
      expect(DECISION_WORDS[locale], locale).toEqual(web.sportMatch.decisions)
    }
  })

  it('warns once before a followed unit starts, with the minutes left', async () => {
    await db().delete(pushSubscriptions)
    const final = await scheduledFinal()
    const { clock } = movableClock(new Date(final.startAt.getTime() - 12 * 60_000))
    const browser = receiver.browser()
    expect(
      (
        await subscribe(browser, {
          locale: 'pt',
          kinds: ['soon'],
          leadMinutes: 15,
          follows: [{ kind: 'discipline', code: final.disciplineCode ?? '' }],
        })
      ).status,
    ).toBe(200)
    const early = receiver.browser()
    expect(
      (
        await subscribe(early, {
          kinds: ['soon'],
          leadMinutes: 10,
          follows: [{ kind: 'discipline', code: final.disciplineCode ?? '' }],
        })
      ).status,
    ).toBe(200)
    const d = await dispatcher(clock)
    await d.checkStartingSoon()
    await d.checkStartingSoon()
    const bodies = browser.messages.map((m) => m.payload as { body: string; kind: string })
    expect(bodies.filter((b) => b.kind === 'soon' && b.body.startsWith('Começa dentro de 12 min'))).toHaveLength(1)
    // Ten minutes ahead is not yet.
    expect(early.messages).toEqual([])
  })
})

describe('record alerts (decision 094)', () => {
  /** A scheduled unit of a timed event with a start list of two at least. */
  async function scheduledTimedUnit() {
    const [row] = await db()
      .select({ code: units.code, eventCode: units.eventCode, disciplineCode: units.disciplineCode })
      .from(units)
      .innerJoin(events, eq(events.code, units.eventCode))
      .innerJoin(startListEntries, eq(startListEntries.unitCode, units.code))
      .where(and(eq(units.scheduleStatus, 'SCHEDULED'), eq(events.resultKind, 'time'), isNotNull(units.eventCode)))
      .orderBy(asc(units.startAt), asc(units.code))
      .limit(1)
    if (!row?.eventCode) throw new Error('the demo has no scheduled timed unit')
    const entries = await db()
      .select()
      .from(startListEntries)
      .where(eq(startListEntries.unitCode, row.code))
      .orderBy(asc(startListEntries.startOrder))
    return { ...row, eventCode: row.eventCode, entries }
  }

  it('goes once to followers of the holder, their delegation or their sport who want it; not on a re-save or a correction', async () => {
    await db().delete(pushSubscriptions)
    const unit = await scheduledTimedUnit()
    const [a, b] = unit.entries
    if (!a || !b) throw new Error('a start list of two at least')
    const followOf = (e: typeof a): Follow =>
      e.teamId ? { kind: 'team', code: e.teamId } : { kind: 'athlete', code: e.athleteId ?? '' }
    const competitor = (e: typeof a) => (e.teamId ? { teamId: e.teamId } : { athleteId: e.athleteId })
    const [holderName] = a.teamId
      ? (await db().select({ name: teams.names }).from(teams).where(eq(teams.id, a.teamId))).map((r) => r.name.en)
      : (
          await db()
            .select({ name: athletes.name })
            .from(athletes)
            .where(eq(athletes.id, a.athleteId ?? ''))
        ).map((r) => r.name)

    const holderFan = receiver.browser()
    const delegationFan = receiver.browser()
    const sportFan = receiver.browser()
    const rivalFan = receiver.browser()
    const switchedOff = receiver.browser()
    const subscribed = [
      await subscribe(holderFan, { locale: 'en', kinds: ['record'], follows: [followOf(a)] }),
      await subscribe(delegationFan, {
        locale: 'pt',
        kinds: ['record'],
        spoilerFree: true,
        follows: [{ kind: 'delegation', code: a.organisationCode }],
      }),
      await subscribe(sportFan, {
        locale: 'es',
        kinds: ['record'],
        follows: [{ kind: 'discipline', code: unit.disciplineCode ?? '' }],
      }),
      // Follows the other swimmer only: a competitor in the unit, but not the one who broke the record.
      await subscribe(rivalFan, {
        kinds: ['record'],
        follows:
          b.organisationCode === a.organisationCode
            ? [followOf(b)]
            : [followOf(b), { kind: 'delegation', code: b.organisationCode }],
      }),
      // Follows the holder but turned record alerts off.
      await subscribe(switchedOff, { kinds: ['soon', 'started', 'medal'], follows: [followOf(a)] }),
    ]
    expect(subscribed.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    ;(await dispatcher()).start()

    expect(
      (
        await send('PUT', '/api/v1/records', {
          records: [{ eventCode: unit.eventCode, kind: 'GR', mark: '1:00.00', holder: 'Old Holder' }],
        })
      ).status,
    ).toBe(200)
    await settle()
    const write = (status: string, marks: [string, string], reason?: string) =>
      send('PUT', `/api/v1/units/${unit.code}/results`, {
        resultStatus: status,
        ...(reason ? { reason } : {}),
        results: [
          { rank: 1, ...competitor(a), result: marks[0], time: marks[0] },
          { rank: 2, ...competitor(b), result: marks[1], time: marks[1] },
        ],
      })
    expect((await write('UNOFFICIAL', ['59.10', '59.80'])).status).toBe(200)
    await settle()
    // Saved again as official, then corrected to a mark that still beats the record: the same record set.
    expect((await write('OFFICIAL', ['59.10', '59.80'])).status).toBe(200)
    await settle()
    expect((await write('OFFICIAL', ['59.05', '59.80'], 'The timing was read again')).status).toBe(200)
    await settle()
    // A correction that gives the record back sends nothing more.
    expect((await write('OFFICIAL', ['1:00.20', '1:00.80'], 'The touch pad had failed')).status).toBe(200)
    await settle()

    const payloads = (x: FakeBrowser) =>
      x.messages.map((m) => m.payload as { title: string; body: string; kind: string; url: string; tag: string })
    const [english] = payloads(holderFan)
    expect(payloads(holderFan)).toHaveLength(1)
    expect(english).toMatchObject({ kind: 'record', url: `/schedule/unit/${unit.code}`, tag: unit.code })
    expect(english?.body).toBe(`New games record · ${holderName} (${a.organisationCode}) · 59.10`)
    expect(payloads(delegationFan).map((m) => m.body)).toEqual([
      'Novo recorde dos Jogos · Toque para ver (escudo anti-spoiler ligado)',
    ])
    expect(payloads(sportFan).map((m) => m.body)).toEqual([
      `Nuevo récord de los Juegos · ${holderName} (${a.organisationCode}) · 59.10`,
    ])
    expect(rivalFan.messages).toEqual([])
    // Its other kinds still come (a medal, when the unit awards one); a record does not.
    expect(payloads(switchedOff).map((m) => m.kind)).not.toContain('record')
  })
})
