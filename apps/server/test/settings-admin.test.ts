/**
 * The games settings (decision 041): an admin changes the games' name, city, time zone, dates and the login flag;
 * staff and everyone else are refused with nothing written; a stale version is a 409; bad values are 400s with the
 * domain's messages; the public config, the login routes and the calendar follow at once, and the change is audited
 * and announced live.
 */
import type { AppConfig, AuditEntry, GamesSettings } from '@podium/domain'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
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
  shortNames: s.shortNames,
  brandColour: s.brandColour,
  features: s.features,
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
      [
        { shortNames: { pt: 'Jogos Escolares da Juventude' } },
        'shortNames.pt',
        'The short name must not be longer than 24 characters',
      ],
      [{ shortNames: { pt: 'JEJ <26>' } }, 'shortNames.pt', 'Text must not contain < or >'],
      [{ brandColour: 'blue' }, 'brandColour', 'Enter a colour as #RRGGBB'],
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

  it('Brazilian Portuguese (decision 085): the config says so, the sports take their Brazilian names, and back', async () => {
    const disciplines = async (lang: string) =>
      (
        (await (await t.request(`/api/v1/disciplines?lang=${lang}`)).json()) as {
          items: { code: string; name: string }[]
        }
      ).items
    const nameOf = async (code: string, lang = 'pt') => (await disciplines(lang)).find((d) => d.code === code)?.name
    expect(await nameOf('HBL')).toBe('Andebol') // warms the read model the write must drop
    const before = await read()
    expect(before.portugueseVariant).toBe('pt-PT')
    const res = await t.request(
      '/api/v1/admin/settings',
      json({ ...bodyOf(before), portugueseVariant: 'pt-BR' }, admin, 'PUT'),
    )
    expect(res.status).toBe(200)
    const saved = (await res.json()) as GamesSettings
    expect(saved.portugueseVariant).toBe('pt-BR')
    expect((await config('pt')).portugueseVariant).toBe('pt-BR')
    expect(await nameOf('HBL')).toBe('Handebol')
    expect(await nameOf('BKB')).toBe('Basquete')
    expect(await nameOf('ATH')).toBe('Atletismo')
    // Only Portuguese changes.
    expect(await nameOf('HBL', 'en')).toBe('Handball')
    // The discipline's page names it so everywhere (its units' discipline too); a unit's own name is the organiser's.
    const page = (await (await t.request('/api/v1/disciplines/handball?lang=pt')).json()) as {
      discipline: { name: string }
      schedule: { disciplineName: string }[]
    }
    expect(page.discipline.name).toBe('Handebol')
    expect(new Set(page.schedule.map((item) => item.disciplineName))).toEqual(new Set(['Handebol']))

    const back = await t.request(
      '/api/v1/admin/settings',
      json({ ...bodyOf(saved), portugueseVariant: 'pt-PT' }, admin, 'PUT'),
    )
    expect(back.status).toBe(200)
    expect((await config('pt')).portugueseVariant).toBe('pt-PT')
    expect(await nameOf('HBL')).toBe('Andebol')
    expect(await nameOf('TTE')).toBe('Ténis de Mesa')
  })

  it('refuses a Portuguese variant it does not know, nothing written', async () => {
    const before = await read()
    const res = await t.request(
      '/api/v1/admin/settings',
      json({ ...bodyOf(before), portugueseVariant: 'pt-AO' }, admin, 'PUT'),
    )
    expect(res.status).toBe(400)
    expect((await read()).version).toBe(before.version)
  })

  it('a short name, a brand colour and features switched off reach the config; a feature off answers 404 on its API', async () => {
    const current = await read()
    expect(current.features.trivia).toBe(true)
    // The demo comes with a short name (its settings are at version 0: nobody edited them).
    expect((await config('pt')).games).toMatchObject({ shortName: 'JEJ Rio 2026', brandColour: null, logoUrl: null })
    const res = await t.request(
      '/api/v1/admin/settings',
      json(
        {
          ...bodyOf(current),
          shortNames: { pt: 'JEJ Rio 2026', en: 'Rio Youth Games' },
          brandColour: '#00A859',
          features: { trivia: false, ranking: false },
        },
        admin,
        'PUT',
      ),
    )
    expect(res.status).toBe(200)
    const saved = (await res.json()) as GamesSettings
    expect(saved.brandColour).toBe('#00a859')
    expect(saved.features).toMatchObject({ trivia: false, ranking: false, transport: true })
    expect((await config('pt')).games).toMatchObject({ shortName: 'JEJ Rio 2026', brandColour: '#00a859' })
    expect((await config('en')).games.shortName).toBe('Rio Youth Games')
    expect((await config('es')).games.shortName).toBe('JEJ Rio 2026')
    expect((await config('pt')).features).toMatchObject({ trivia: false, ranking: false, sponsors: true })

    const off = await t.request('/api/v1/trivia')
    expect(off.status).toBe(404)
    expect(((await off.json()) as { error: { code: string } }).error.code).toBe('feature_off')
    expect((await t.request('/api/v1/ranking')).status).toBe(404)
    expect((await t.request('/api/v1/sponsors')).status).toBe(200)
    // The back office keeps its trivia manager, so the content can be prepared before the feature opens.
    expect((await t.request('/api/v1/admin/trivia', { headers: staff })).status).toBe(200)

    // A client that does not know the new fields keeps them as they are.
    const { shortNames: _s, brandColour: _b, features: _f, ...older } = bodyOf(saved)
    const kept = await t.request('/api/v1/admin/settings', json(older, admin, 'PUT'))
    expect(kept.status).toBe(200)
    expect((await kept.json()) as GamesSettings).toMatchObject({ brandColour: '#00a859', features: { trivia: false } })

    const back = await t.request(
      '/api/v1/admin/settings',
      json(
        {
          ...bodyOf(await read()),
          shortNames: { pt: '', en: '', es: '', az: '' },
          brandColour: null,
          features: { trivia: true, ranking: true },
        },
        admin,
        'PUT',
      ),
    )
    expect(back.status).toBe(200)
    // Open again: the trivia API answers as before (it needs a login).
    expect((await t.request('/api/v1/trivia')).status).toBe(401)
    expect((await config('pt')).games).toMatchObject({ shortName: null, brandColour: null })
  })

  it('an admin uploads, replaces and removes the games logo; the config serves it; staff are refused', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#00a859' } })
      .png()
      .toBuffer()
    const upload = (version: number, headers: Record<string, string>) => {
      const body = new FormData()
      body.set('version', String(version))
      body.set('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }))
      return { method: 'POST', body, headers }
    }
    const current = await read()
    expect((await t.request('/api/v1/admin/settings/logo', upload(current.version, staff))).status).toBe(403)
    expect((await t.request('/api/v1/admin/settings/logo', upload(current.version + 5, admin))).status).toBe(409)
    const res = await t.request('/api/v1/admin/settings/logo', upload(current.version, admin))
    expect(res.status).toBe(200)
    const saved = (await res.json()) as GamesSettings
    expect(saved.logoUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/)
    expect((await config('pt')).games.logoUrl).toBe(saved.logoUrl)
    const file = await t.request(saved.logoUrl ?? '')
    const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256])

    const removed = await t.request(`/api/v1/admin/settings/logo?version=${saved.version}`, {
      method: 'DELETE',
      headers: admin,
    })
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as GamesSettings).logoUrl).toBeNull()
    expect((await t.request(saved.logoUrl ?? '')).status).toBe(404)
    expect((await config('pt')).games.logoUrl).toBeNull()
  })
})
