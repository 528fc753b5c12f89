/**
 * The first admin of a clean start, made in the product (decision 067): the setup screen's API is open only while no
 * admin exists, takes the code the server printed, makes one admin even when two setups arrive at once, signs them
 * in, and is closed for good afterwards. The demo (which has an admin) never offers it.
 */
import { SetupStatusSchema } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareSetup, startEmptyGames } from '../src/features/accounts/setup.service.ts'
import { json } from '../src/features/accounts/test-session.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

let clean: TestApp
let demo: TestApp
let code = ''
const logged: string[] = []

beforeAll(async () => {
  ;[clean, demo] = await Promise.all([createTestApp({ empty: true }), createTestApp()])
  await startEmptyGames(clean.ctx.database.db, '2026-07-14')
  code = (await prepareSetup(clean.ctx.database.db, 'http://127.0.0.1:3000', (line) => logged.push(line))) ?? ''
})
afterAll(() => Promise.all([clean.close(), demo.close()]))

const account = (username: string, setupCode = code) => ({
  code: setupCode,
  username,
  name: `Admin ${username}`,
  email: `${username}@games.example`,
  password: 'a long enough password',
})
const status = async (t: TestApp) => SetupStatusSchema.parse(await (await t.request('/api/v1/setup')).json()).open
const admins = async () =>
  (
    await queryRows<{ username: string }>(clean.db.database, sql`select username from users where user_type = 'admin'`)
  ).map((row) => row.username)

describe('setup of a clean start', () => {
  it('prints a one-time code at start while there is no admin, and keeps it across starts', async () => {
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/)
    expect(logged).toEqual([`No administrator yet: open http://127.0.0.1:3000/setup and enter the setup code ${code}`])
    // A second instance (or a restart) prints the same code.
    expect(await prepareSetup(clean.ctx.database.db, 'http://x', () => {})).toBe(code)
    expect(await status(clean)).toBe(true)
    // Empty games: no demo, a config the app can start with.
    expect((await clean.request('/api/v1/config')).status).toBe(200)
    const organisations = (await (await clean.request('/api/v1/organisations')).json()) as { items: unknown[] }
    expect(organisations.items).toEqual([])
  })

  it('refuses a wrong code (403, naming the field) and makes nothing', async () => {
    const res = await clean.request('/api/v1/setup', json(account('intruder', 'AAAA-BBBB-CCCC-DDDD')))
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      error: {
        code: 'setup_code_wrong',
        message: 'This is not the setup code the server printed',
        fields: { code: ['This is not the setup code the server printed'] },
      },
    })
    expect(await admins()).toEqual([])
    const invalid = await clean.request('/api/v1/setup', json({ ...account('x'), password: 'short' }))
    expect(invalid.status).toBe(400)
  })

  it('makes one admin when two setups arrive at once, signs them in, and closes for good', async () => {
    // The code as typed by a person: lower case, spaces instead of dashes.
    const typed = code.toLowerCase().replaceAll('-', ' ')
    const answers = await Promise.all([
      clean.request('/api/v1/setup', json(account('first-admin', typed))),
      clean.request('/api/v1/setup', json(account('second-admin'))),
    ])
    const statuses = answers.map((res) => res.status).sort()
    expect(statuses).toEqual([201, 409])
    const won = answers.find((res) => res.status === 201)
    const lost = answers.find((res) => res.status === 409)
    if (!won || !lost) throw new Error('one setup must win and one lose')
    expect(((await lost.json()) as { error: { code: string } }).error.code).toBe('setup_closed')
    const made = await admins()
    expect(made).toHaveLength(1)

    // Signed in as that admin: the back office answers.
    const cookie = (won.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const body = (await won.json()) as { user: { username: string; userType: string } }
    expect(body.user).toMatchObject({ username: made[0], userType: 'admin' })
    expect((await clean.request('/api/v1/admin/users', { headers: { cookie } })).status).toBe(200)

    // Closed for good: the code is gone, a later setup is refused, the next start prints nothing.
    expect(await status(clean)).toBe(false)
    const later = await clean.request('/api/v1/setup', json(account('late-admin')))
    expect(later.status).toBe(409)
    expect(await prepareSetup(clean.ctx.database.db, 'http://x', (line) => logged.push(line))).toBeUndefined()
    expect(logged).toHaveLength(1)
    expect(await admins()).toHaveLength(1)
  })

  it('is never open on the demo, which has its admin', async () => {
    expect(await status(demo)).toBe(false)
    const res = await demo.request('/api/v1/setup', json(account('demo-taker', 'AAAA-BBBB-CCCC-DDDD')))
    expect(res.status).toBe(409)
  })
})
