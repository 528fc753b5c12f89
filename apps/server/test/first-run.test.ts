/**
 * An import over the demo replaces it whole or not at all (decision 067): without `replaceDemo=true` a 409 names
 * what would go and nothing is read or written; with it, no demo row, account, setting or content is left, the games
 * row comes from the bundle, the importing admin stays signed in (with a password of its own), a refused bundle
 * leaves the demo as it was, and the simulator stops playing the games it replaced.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type BundleImportResult, BundleImportResultSchema, DemoReplaceRequiredSchema } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../src/clock.ts'
import { Simulator } from '../src/data/simulator.ts'
import { DEMO_PASSWORD } from '../src/features/accounts/demo-accounts.ts'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { TEST_NOW } from './constants.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

const GAMES = join(import.meta.dirname, 'fixtures/odf/games')
const files = Object.fromEntries(
  readdirSync(GAMES).map((name) => [name, new TextEncoder().encode(readFileSync(join(GAMES, name), 'utf8'))]),
)
const keysOf = (file: string) =>
  new TextDecoder()
    .decode(files[file])
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0])
    .sort()

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await createTestApp()
  admin = await loginCookie(t, 'demo-admin')
})
afterAll(() => t.close())

const importZip = (body: Uint8Array, query = '') =>
  t.request(`/api/v1/admin/import${query}`, {
    method: 'POST',
    headers: { cookie: admin, 'Content-Type': 'application/zip' },
    body,
  })

const count = async (table: string) =>
  Number((await queryRows<{ n: string }>(t.db.database, sql.raw(`select count(*)::text as n from "${table}"`)))[0]?.n)
const column = async (query: string) =>
  (await queryRows<{ v: string }>(t.db.database, sql.raw(query))).map((row) => row.v).sort()

describe('an import over the demo games', () => {
  it('answers 409 naming what it would replace, and writes nothing, without replaceDemo=true', async () => {
    const athletes = await count('athletes')
    const res = await importZip(zipSync(files))
    expect(res.status).toBe(409)
    const body = DemoReplaceRequiredSchema.parse(await res.json())
    expect(body.error.replaces).toMatchObject({
      delegations: await count('organisations'),
      athletes,
      units: await count('units'),
      // Every account but the importing admin's.
      accounts: (await count('users')) - 1,
    })
    expect(body.error.replaces.content).toBeGreaterThan(0)
    expect(body.error.replaces.games).not.toBe('')
    expect(body.error.message).toContain('replaceDemo=true')
    expect(await count('athletes')).toBe(athletes)
    expect(await column(`select demo_seed::text as v from games`)).not.toEqual([null])
  })

  it('leaves the demo whole when the bundle is refused, even with replaceDemo=true', async () => {
    const before = { athletes: await count('athletes'), users: await count('users'), places: await count('places') }
    const broken = { ...files, 'units.csv': new TextEncoder().encode('code,start,type\nX-1,14/07/2026,meeting\n') }
    const res = await importZip(zipSync(broken), '?replaceDemo=true')
    expect(res.status).toBe(422)
    expect({ athletes: await count('athletes'), users: await count('users'), places: await count('places') }).toEqual(
      before,
    )
    expect(
      (await t.request('/api/v1/auth/login', json({ username: 'demo-staff', password: DEMO_PASSWORD }))).status,
    ).toBe(200)
  })

  it('replaces it whole with replaceDemo=true: no demo row, account, setting or content; the importer stays', async () => {
    const logs: string[] = []
    const simulator = new Simulator({
      database: t.ctx.database,
      clock: fixedClock(TEST_NOW, 'America/Sao_Paulo'),
      speed: 1,
      log: (line) => logs.push(line),
    })
    expect(await simulator.load()).toBe(true)

    const res = await importZip(zipSync(files), '?replaceDemo=true')
    expect(res.status).toBe(200)
    const result: BundleImportResult = BundleImportResultSchema.parse(await res.json())
    expect(result).toMatchObject({ unchanged: false, demoReplaced: true, demoAccountsRetired: true })

    // Sports data: exactly the bundle's rows.
    expect(await column('select code as v from organisations')).toEqual(keysOf('organisations.csv'))
    expect(await column('select id as v from athletes')).toEqual(keysOf('athletes.csv'))
    expect(await column('select code as v from units')).toEqual(keysOf('units.csv'))
    expect(await column('select code as v from venues')).toEqual(keysOf('venues.csv'))
    expect(await column('select code as v from events')).toEqual(keysOf('events.csv'))
    for (const table of ['phases', 'play_by_play', 'start_list_entries']) {
      expect(await count(table), table).toBe(0)
    }
    // Content, settings, route rules, certificates, feedback, attempts: none of the demo's.
    for (const table of [
      'places',
      'documents',
      'stored_files',
      'sponsors',
      'ambassadors',
      'courses',
      'volunteer_info',
      'media',
      'trivia',
      'trivia_attempts',
      'transport_lines',
      'award_ceremonies',
      'certificates',
      'certificate_awards',
      'feedback',
      'route_rules',
      'app_settings',
      'points_ledger',
      'follows',
    ]) {
      expect(await count(table), table).toBe(0)
    }
    // The games row comes from the bundle: neutral name, the units' offset and days, not the demo's.
    const [games] = await queryRows<{ name: string; time_zone: string; starts_on: string; demo_seed: number | null }>(
      t.db.database,
      sql`select names->>'pt' as name, time_zone, starts_on::text, demo_seed from games`,
    )
    expect(games).toEqual({ name: 'Podium', time_zone: 'Etc/GMT+3', starts_on: '2026-07-12', demo_seed: null })
    const config = (await (await t.request('/api/v1/config')).json()) as { games: { timeZone: string } }
    expect(config.games.timeZone).toBe('Etc/GMT+3')
    // Only the audit row of this import.
    expect(await column(`select action as v from audit_log`)).toEqual(['bundle.import'])

    // The importing admin is still signed in, as an admin, and is the only account left.
    const me = await t.request('/api/v1/auth/me', { headers: { cookie: admin } })
    expect(((await me.json()) as { user: { username: string; userType: string } | null }).user).toMatchObject({
      username: 'demo-admin',
      userType: 'admin',
    })
    expect(await column('select username as v from users')).toEqual(['demo-admin'])
    // The demo's public password no longer opens it; the one shown once does.
    expect(result.importerPassword).toMatch(/^[A-Za-z0-9]{16}$/)
    const login = (password: string) => t.request('/api/v1/auth/login', json({ username: 'demo-admin', password }))
    expect((await login(DEMO_PASSWORD)).status).toBe(401)
    expect((await login(result.importerPassword ?? '')).status).toBe(200)

    // The simulator stops playing the replaced demo.
    expect(await simulator.tick(TEST_NOW)).toBe(0)
    expect(logs).toContain('Simulator: the demo games were replaced; nothing to simulate.')
    expect(await simulator.load()).toBe(false)

    // Real games now: the next import merges, without a question.
    const again = await importZip(zipSync(files))
    expect(again.status).toBe(200)
    expect(BundleImportResultSchema.parse(await again.json())).toMatchObject({ unchanged: true, demoReplaced: false })
  }, 120_000)
})
