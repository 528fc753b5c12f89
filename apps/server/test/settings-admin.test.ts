/**
 * The games settings (decision 041): an admin changes the games' name, city, time zone, dates and the login flag;
 * staff and everyone else are refused with nothing written; a stale version is a 409; bad values are 400s with the
 * domain's messages; the public config, the login routes and the calendar follow at once, and the change is audited
 * and announced live.
 */
import type { AppConfig, AuditEntry, GamesSettings } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../src/features/accounts/demo-accounts.ts'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

let t: TestApp
let admin: Record<string, string>
let staff: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  admin = { cookie: await loginCookie(t, 'demo-admin') }
  staff = { cookie: await loginCookie(t, 'demo-staff') }
})
afterAll(() => t.close())

const read = async () => (await (await t.request('/api/v1/admin/settings', { headers: admin })).json()) as GamesSettings
const config = async (lang: string) => (await (await t.request(`/api/v1/config?lang=${lang}`)).json()) as AppConfig
const bodyOf = (s: GamesSettings) => ({
  names: s.names,
  hostCity: s.hostCity,
  timeZone: s.timeZone,
  startsOn: s.startsOn,
  endsOn: s.endsOn,
  loginEnabled: s.loginEnabled,
  version: s.version,
})
const gamesRow = async () =>
  (await queryRows<{ host_city: string; names: { pt: string } }>(t.db.database, sql`select * from games`))[0]

describe('games settings', () => {
  it('an admin renames the games in two languages; the config answers the new name at once, audited and live', async () => {
    const before = await read()
    expect(before.version).toBe(0)
    expect(before.loginEnabledStored).toBe(false)
    await config('en') // warms the read model the write must drop
    const names = { pt: 'Jogos da Juventude Teste', en: 'Test Youth Games', es: '', az: '' }
    const res = await t.request(
      '/api/v1/admin/settings',
      json({ ...bodyOf(before), names, hostCity: 'Niterói' }, admin, 'PUT'),
    )
    expect(res.status).toBe(200)
    const saved = (await res.json()) as GamesSettings
    expect(saved).toMatchObject({ names, hostCity: 'Niterói', version: 1 })
    expect((await config('pt')).games.name).toBe('Jogos da Juventude Teste')
    expect((await config('en')).games.name).toBe('Test Youth Games')
    // Spanish is empty: it falls back to Portuguese.
    expect((await config('es')).games.name).toBe('Jogos da Juventude Teste')
    expect((await config('pt')).games.hostCity).toBe('Niterói')

    const audit = (await (await t.request('/api/v1/audit-log?entity=settings', { headers: admin })).json()) as {
      entries: AuditEntry[]
    }
    expect(audit.entries[0]).toMatchObject({ action: 'settings.update', entityId: 'games' })
    const live = await queryRows<{ payload: { version: number } }>(
      t.db.database,
      sql`select payload from live_events where kind = 'settings' order by id desc limit 1`,
    )
    expect(live[0]?.payload.version).toBe(1)
    // Put the name back for the other tests of this file.
    const back = await t.request(
      '/api/v1/admin/settings',
      json({ ...bodyOf(saved), names: before.names, hostCity: before.hostCity }, admin, 'PUT'),
    )
    expect(back.status).toBe(200)
  })

  it('the login flag stored by an admin wins over the start-up default, for the config and the login route', async () => {
    const current = await read()
    const off = await t.request(
      '/api/v1/admin/settings',
      json({ ...bodyOf(current), loginEnabled: false }, admin, 'PUT'),
    )
    expect(off.status).toBe(200)
    expect(((await off.json()) as GamesSettings).loginEnabledStored).toBe(true)
    expect((await config('pt')).loginEnabled).toBe(false)
    const login = await t.request('/api/v1/auth/login', json({ username: 'demo-athlete', password: DEMO_PASSWORD }))
    expect(login.status).toBe(404)
    const on = await t.request(
      '/api/v1/admin/settings',
      json({ ...bodyOf(await read()), loginEnabled: true }, admin, 'PUT'),
    )
    expect(on.status).toBe(200)
    expect((await config('pt')).loginEnabled).toBe(true)
    const again = await t.request('/api/v1/auth/login', json({ username: 'demo-athlete', password: DEMO_PASSWORD }))
    expect(again.status).toBe(200)
  })

  it('refuses staff, an athlete and nobody (403/401) with nothing written', async () => {
    const current = await read()
    const row = await gamesRow()
    const body = { ...bodyOf(current), hostCity: 'Refused City' }
    expect((await t.request('/api/v1/admin/settings', json(body, staff, 'PUT'))).status).toBe(403)
    expect((await t.request('/api/v1/admin/settings', { headers: staff })).status).toBe(403)
    const athlete = { cookie: await loginCookie(t, 'demo-athlete') }
    expect((await t.request('/api/v1/admin/settings', json(body, athlete, 'PUT'))).status).toBe(403)
    expect((await t.request('/api/v1/admin/settings', json(body, {}, 'PUT'))).status).toBe(401)
    expect(await gamesRow()).toEqual(row)
    expect((await read()).version).toBe(current.version)
  })

  it('a stale version is a conflict; bad values are 400s naming the field, nothing written', async () => {
    const current = await read()
    const stale = await t.request(
      '/api/v1/admin/settings',
      json({ ...bodyOf(current), version: current.version - 1 }, admin, 'PUT'),
    )
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('conflict')

    const cases: [Record<string, unknown>, string, string][] = [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone (use a name like America/Sao_Paulo)'],
      [{ startsOn: '2026-02-30' }, 'startsOn', 'Invalid date'],
      [{ endsOn: '2026-07-01', startsOn: '2026-07-10' }, 'endsOn', 'The last day must not be before the first day'],
      [{ startsOn: '2026-01-01', endsOn: '2026-12-31' }, 'endsOn', 'The games must not last more than 60 days'],
      [{ names: { pt: '<b>Jogos</b>' } }, 'names.pt', 'Text must not contain < or >'],
      [{ names: { pt: ' ' } }, 'names.pt', 'The Portuguese text is required'],
      [{ hostCity: '' }, 'hostCity', 'This field is required'],
    ]
    const row = await gamesRow()
    for (const [change, field, message] of cases) {
      const res = await t.request('/api/v1/admin/settings', json({ ...bodyOf(current), ...change }, admin, 'PUT'))
      expect(res.status, field).toBe(400)
      const body = (await res.json()) as { error: { fields: Record<string, string[]> } }
      expect(body.error.fields[field], JSON.stringify(body.error)).toContain(message)
    }
    expect(await gamesRow()).toEqual(row)
  })

  it('new dates and time zone reach the calendar the clock and the schedule use', async () => {
    const current = await read()
    const res = await t.request(
      '/api/v1/admin/settings',
      json({ ...bodyOf(current), timeZone: 'Europe/Lisbon', endsOn: current.endsOn }, admin, 'PUT'),
    )
    expect(res.status).toBe(200)
    expect(t.ctx.calendar.timeZone).toBe('Europe/Lisbon')
    expect((await config('pt')).games.timeZone).toBe('Europe/Lisbon')
    const back = await t.request(
      '/api/v1/admin/settings',
      json({ ...bodyOf(await read()), timeZone: current.timeZone }, admin, 'PUT'),
    )
    expect(back.status).toBe(200)
    expect(t.ctx.calendar.timeZone).toBe(current.timeZone)
  })
})
