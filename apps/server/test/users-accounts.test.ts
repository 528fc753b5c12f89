/**
 * Accounts from the back office (decision 067, on top of 038): admins create users with a one-time password, change
 * their username, name and e-mail; no write leaves the games without an active admin — demoting or deactivating the
 * last one is a 409 — also when two admins demote each other at the same moment (run this file on PostgreSQL too).
 */
import { type AdminUser, UserCreatedSchema } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { TEST_ADMIN_TOKEN } from './constants.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

let t: TestApp
let admin: Record<string, string>
const token = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }

beforeAll(async () => {
  t = await createTestApp()
  admin = { cookie: await loginCookie(t, 'demo-admin') }
})
afterAll(() => t.close())

const create = (body: unknown, headers = admin) => t.request('/api/v1/admin/users', json(body, headers))
const put = (id: number, body: unknown, headers: Record<string, string> = admin) =>
  t.request(`/api/v1/admin/users/${id}`, json(body, headers, 'PUT'))
const activeAdmins = async () =>
  (
    await queryRows<{ username: string }>(
      t.db.database,
      sql`select username from users where user_type = 'admin' and active order by username`,
    )
  ).map((row) => row.username)
const idOf = async (username: string) =>
  (await queryRows<{ id: number }>(t.db.database, sql`select id from users where username = ${username}`))[0]?.id ?? 0

describe('creating accounts', () => {
  it('creates a user with a password shown once, who can log in; the audit keeps no secret', async () => {
    const res = await create({
      username: 'ref-ana',
      name: 'Ana Árbitra',
      email: 'ana@games.example',
      userType: 'referee',
    })
    expect(res.status).toBe(201)
    const created = UserCreatedSchema.parse(await res.json())
    expect(created.user).toMatchObject({ username: 'ref-ana', name: 'Ana Árbitra', userType: 'referee', active: true })
    expect(created.password).toMatch(/^[A-Za-z0-9]{16}$/)
    const login = await t.request('/api/v1/auth/login', json({ username: 'ref-ana', password: created.password }))
    expect(login.status).toBe(200)
    const [audit] = await queryRows<{ action: string; after: unknown }>(
      t.db.database,
      sql`select action, after from audit_log where entity_id = ${String(created.user.id)} order by id desc limit 1`,
    )
    expect(audit?.action).toBe('user.create')
    expect(JSON.stringify(audit?.after)).not.toMatch(/scrypt|password/i)
  })

  it('refuses a username taken in another case (409, naming the field), bad input (400) and non-admins (403)', async () => {
    const taken = await create({ username: 'REF-ANA', name: 'Other', email: 'o@games.example', userType: 'staff' })
    expect(taken.status).toBe(409)
    expect(((await taken.json()) as { error: { code: string; fields: unknown } }).error).toMatchObject({
      code: 'username_taken',
      fields: { username: ['This username is already taken'] },
    })
    const bad = await create({ username: 'x', name: '', email: 'nope', userType: 'wizard' })
    expect(bad.status).toBe(400)
    const staff = { cookie: await loginCookie(t, 'demo-staff') }
    const refused = await create(
      { username: 'by-staff', name: 'S', email: 's@games.example', userType: 'admin' },
      staff,
    )
    expect(refused.status).toBe(403)
    expect(await idOf('by-staff')).toBe(0)
  })
})

describe('editing accounts', () => {
  it('changes username, name and e-mail; a taken username is a 409 and changes nothing', async () => {
    const id = await idOf('ref-ana')
    const res = await put(id, {
      userType: 'referee',
      refereeDisciplines: [],
      active: true,
      username: 'ref-ana-maria',
      name: 'Ana Maria',
      email: 'anamaria@games.example',
    })
    expect(res.status).toBe(200)
    expect((await res.json()) as AdminUser).toMatchObject({
      username: 'ref-ana-maria',
      name: 'Ana Maria',
      email: 'anamaria@games.example',
    })
    const taken = await put(id, { userType: 'referee', refereeDisciplines: [], active: true, username: 'Demo-Staff' })
    expect(taken.status).toBe(409)
    expect(await idOf('ref-ana-maria')).toBe(id)
  })
})

/**
 * Two admins acting on each other at once: one write wins (200), the other is refused — 409 last_admin when both
 * passed their sign-in check before either committed, 401 when the winner's commit came first and ended the loser's
 * admin session (a demoted or deactivated admin can no longer act). Which one depends on timing; both keep an admin.
 */
function expectOneWinner(statuses: number[]) {
  const sorted = [...statuses].sort()
  expect(sorted[0]).toBe(200)
  expect([401, 409]).toContain(sorted[1])
}

describe('at least one active admin remains', () => {
  it('refuses to demote or deactivate the last active admin (409 last_admin), even for the admin token', async () => {
    expect(await activeAdmins()).toEqual(['demo-admin'])
    const id = await idOf('demo-admin')
    const demote = await put(id, { userType: 'staff', refereeDisciplines: [], active: true }, token)
    expect(demote.status).toBe(409)
    expect(((await demote.json()) as { error: { code: string; fields: unknown } }).error).toEqual({
      code: 'last_admin',
      message: 'The games must keep at least one active administrator',
      fields: { userType: ['The games must keep at least one active administrator'] },
    })
    const deactivate = await put(id, { userType: 'admin', refereeDisciplines: [], active: false }, token)
    expect(deactivate.status).toBe(409)
    expect(await activeAdmins()).toEqual(['demo-admin'])
  })

  // Four accounts made and logged in: scrypt (N=2^17) takes seconds each on a busy 2-core machine.
  it('leaves one admin when two admins demote each other at the same moment', async () => {
    const made = UserCreatedSchema.parse(
      await (
        await create({ username: 'admin-two', name: 'Admin Two', email: 'two@games.example', userType: 'admin' })
      ).json(),
    )
    const two = { cookie: await loginCookie(t, 'admin-two', made.password) }
    const oneId = await idOf('demo-admin')
    const demoteTo = { userType: 'staff', refereeDisciplines: [], active: true }
    // Both writes are sent before either is answered: on PostgreSQL they run in two transactions at once.
    const answers = await Promise.all([put(made.user.id, demoteTo, admin), put(oneId, demoteTo, two)])
    expectOneWinner(answers.map((res) => res.status))
    expect(await activeAdmins()).toHaveLength(1)

    // Deactivating each other at once: the same.
    const left = (await activeAdmins())[0] ?? ''
    const leftCookie = left === 'demo-admin' ? admin : two
    const third = UserCreatedSchema.parse(
      await (
        await create(
          { username: 'admin-three', name: 'Three', email: 'three@games.example', userType: 'admin' },
          leftCookie,
        )
      ).json(),
    )
    const three = { cookie: await loginCookie(t, 'admin-three', third.password) }
    const off = { userType: 'admin', refereeDisciplines: [], active: false }
    const again = await Promise.all([put(third.user.id, off, leftCookie), put(await idOf(left), off, three)])
    expectOneWinner(again.map((res) => res.status))
    expect(await activeAdmins()).toHaveLength(1)
  }, 180_000)
})
