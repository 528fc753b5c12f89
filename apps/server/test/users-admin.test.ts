/**
 * The back office's users (decision 038): admins list, search and change users; staff are refused with nothing
 * written; deactivating ends the sessions at once; an admin cannot demote or deactivate themselves; a password reset
 * returns a new password once; a referee enters results only for the disciplines assigned to them.
 */
import type { AdminUser, AdminUsers, AuditEntry, PasswordReset } from '@podium/domain'
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

const list = async (query: string, headers = admin) => {
  const res = await t.request(`/api/v1/admin/users${query}`, { headers })
  expect(res.status).toBe(200)
  return (await res.json()) as AdminUsers
}

const userNamed = async (username: string) => {
  const found = (await list(`?q=${username}`)).items.find((u) => u.username === username)
  if (!found) throw new Error(`no user ${username}`)
  return found
}

const put = (id: number, body: unknown, headers = admin) =>
  t.request(`/api/v1/admin/users/${id}`, json(body, headers, 'PUT'))

const me = (cookie: string) => t.request('/api/v1/auth/me', { headers: { cookie } })

const auditOf = async (id: number) => {
  const res = await t.request(`/api/v1/audit-log?entity=user&entityId=${id}`, { headers: staff })
  return ((await res.json()) as { entries: AuditEntry[] }).entries
}

const storedUser = async (id: number) =>
  (
    await queryRows<{ user_type: string; active: boolean; referee_disciplines: string[]; password_hash: string }>(
      t.db.database,
      sql`select user_type, active, referee_disciplines, password_hash from users where id = ${id}`,
    )
  )[0]

describe('users in the back office', () => {
  it('admins list, search and filter users; no hash, the CPF masked; the disciplines for assignments', async () => {
    const all = await list('')
    expect(all.total).toBeGreaterThanOrEqual(8)
    expect(all.disciplines.length).toBeGreaterThan(1)
    for (const user of all.items) {
      expect(JSON.stringify(user)).not.toMatch(/scrypt|password/i)
      expect(user.cpf).toMatch(/^•+\d{2}$/)
    }
    const searched = await list('?q=REFEREE@demo')
    expect(searched.items.map((u) => u.username)).toEqual(['demo-referee'])
    const referees = await list('?type=referee')
    expect(referees.items.every((u) => u.userType === 'referee')).toBe(true)
    expect(referees.items.map((u) => u.username)).toContain('demo-referee')
    const paged = await list('?pageSize=2&page=2')
    expect(paged.items).toHaveLength(2)
    expect(paged.items[0]?.username).toBe(all.items[2]?.username)
  })

  it('staff and athletes are refused (403) and nothing is written', async () => {
    const volunteer = await userNamed('demo-volunteer')
    const athlete = { cookie: await loginCookie(t, 'demo-athlete') }
    for (const headers of [staff, athlete]) {
      expect((await t.request('/api/v1/admin/users', { headers })).status).toBe(403)
      expect(
        (await put(volunteer.id, { userType: 'admin', refereeDisciplines: [], active: true }, headers)).status,
      ).toBe(403)
      expect((await t.request(`/api/v1/admin/users/${volunteer.id}/password`, json({}, headers))).status).toBe(403)
    }
    expect(await storedUser(volunteer.id)).toMatchObject({ user_type: 'volunteer', active: true })
    expect(await auditOf(volunteer.id)).toEqual([])
  })

  it('deactivating a user ends their session at once and refuses their login; the audit row keeps no secret', async () => {
    const manager = await userNamed('demo-manager')
    const cookie = await loginCookie(t, 'demo-manager')
    expect((await me(cookie)).status).toBe(200)

    const res = await put(manager.id, { userType: 'manager', refereeDisciplines: [], active: false })
    expect(res.status).toBe(200)
    expect(((await res.json()) as AdminUser).active).toBe(false)
    expect((await me(cookie)).status).toBe(401)
    const login = await t.request('/api/v1/auth/login', json({ username: 'demo-manager', password: DEMO_PASSWORD }))
    expect(login.status).toBe(401)
    // Its holder is told the account is deactivated (a code the screen translates), not that the password is wrong.
    expect(((await login.json()) as { error: { code: string } }).error.code).toBe('account_inactive')
    const wrong = await t.request('/api/v1/auth/login', json({ username: 'demo-manager', password: 'not-the-pass' }))
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials')

    const [entry] = await auditOf(manager.id)
    expect(entry).toMatchObject({ action: 'user.update', before: { active: true }, after: { active: false } })
    expect(JSON.stringify(entry)).not.toMatch(/scrypt|cpf|password/i)

    expect((await put(manager.id, { userType: 'manager', refereeDisciplines: [], active: true })).status).toBe(200)
    expect((await me(await loginCookie(t, 'demo-manager'))).status).toBe(200)
  })

  it('an admin cannot demote or deactivate themselves', async () => {
    const self = await userNamed('demo-admin')
    const demote = await put(self.id, { userType: 'staff', refereeDisciplines: [], active: true })
    expect(demote.status).toBe(400)
    expect(((await demote.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
      userType: ['You cannot remove your own administrator access'],
    })
    const deactivate = await put(self.id, { userType: 'admin', refereeDisciplines: [], active: false })
    expect(deactivate.status).toBe(400)
    expect(await storedUser(self.id)).toMatchObject({ user_type: 'admin', active: true })
    expect((await me(admin.cookie ?? '')).status).toBe(200)
  })

  it('an unknown discipline is a 400 and nothing is written; assignments are kept for referees only', async () => {
    const guest = await userNamed('demo-guest')
    const unknown = await put(guest.id, { userType: 'referee', refereeDisciplines: ['ZZZ'], active: true })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
      refereeDisciplines: ['Unknown discipline'],
    })
    expect(await storedUser(guest.id)).toMatchObject({ user_type: 'guest', referee_disciplines: [] })

    const [code] = (await list('')).disciplines.map((d) => d.code)
    const guestWithCodes = await put(guest.id, { userType: 'guest', refereeDisciplines: [code], active: true })
    expect(((await guestWithCodes.json()) as AdminUser).refereeDisciplines).toEqual([])
  })

  it('a password reset returns a new password once: it logs in, the old one no longer does', async () => {
    const coach = await userNamed('demo-coach')
    const cookie = await loginCookie(t, 'demo-coach')
    const before = await storedUser(coach.id)
    const res = await t.request(`/api/v1/admin/users/${coach.id}/password`, json({}, admin))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const { password } = (await res.json()) as PasswordReset
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/)

    const after = await storedUser(coach.id)
    expect(after?.password_hash).not.toBe(before?.password_hash)
    expect(after?.password_hash).not.toContain(password)
    expect((await me(cookie)).status).toBe(401)
    const old = await t.request('/api/v1/auth/login', json({ username: 'demo-coach', password: DEMO_PASSWORD }))
    expect(old.status).toBe(401)
    expect((await me(await loginCookie(t, 'demo-coach', password))).status).toBe(200)
    const [entry] = await auditOf(coach.id)
    expect(entry).toMatchObject({ action: 'user.password' })
    expect(JSON.stringify(entry)).not.toContain(password)
  })
})

describe('referee assignments', () => {
  /** A scheduled unit of each of two disciplines. */
  async function unitsOfTwoDisciplines() {
    const rows = await queryRows<{ code: string; discipline_code: string; schedule_status: string }>(
      t.db.database,
      sql`select distinct on (discipline_code) code, discipline_code, schedule_status from units
          where schedule_status = 'SCHEDULED' and discipline_code is not null
          order by discipline_code, start_at, code limit 2`,
    )
    const [mine, other] = rows
    if (!mine || !other) throw new Error('the demo needs scheduled units in two disciplines')
    return { mine, other }
  }

  const statusOf = async (code: string) =>
    (await queryRows<{ s: string }>(t.db.database, sql`select schedule_status as s from units where code = ${code}`))[0]
      ?.s

  it('a referee assigned to one discipline enters results there and gets 403 on another’s unit, nothing written', async () => {
    const { mine, other } = await unitsOfTwoDisciplines()
    const referee = { cookie: await loginCookie(t, 'demo-referee') }
    const patch = (code: string) =>
      t.request(`/api/v1/units/${code}`, json({ scheduleStatus: 'GETTING_READY' }, referee, 'PATCH'))

    // None assigned yet: refused everywhere.
    expect((await patch(mine.code)).status).toBe(403)

    const user = await userNamed('demo-referee')
    const assigned = await put(user.id, {
      userType: 'referee',
      refereeDisciplines: [mine.discipline_code],
      active: true,
    })
    expect(assigned.status).toBe(200)
    const meAnswer = (await (await me(referee.cookie)).json()) as { user: { disciplines: string[] } }
    expect(meAnswer.user.disciplines).toEqual([mine.discipline_code])

    expect((await patch(mine.code)).status).toBe(200)
    expect(await statusOf(mine.code)).toBe('GETTING_READY')

    const refused = await patch(other.code)
    expect(refused.status).toBe(403)
    expect(await statusOf(other.code)).toBe('SCHEDULED')
    const put403 = await t.request(`/api/v1/units/${other.code}/results`, json({ results: [] }, referee, 'PUT'))
    expect(put403.status).toBe(403)
  })
})
