/**
 * Issue 14, item 6: the public ranking named every account by its username and type (`demo-admin` included), a list
 * of logins to guess at. It now shows display names, and only the user types that play for points.
 */
import type { Ranking } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { json, loginCookie } from '../accounts/test-session.ts'
import { publicName } from './ranking.repo.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // Points for a coach and for the admin: a QR find is worth 50.
  for (const username of ['demo-coach', 'demo-admin']) {
    const cookie = await loginCookie(t, username)
    const res = await t.request('/api/v1/qr/scan', json({ code: 'podium-trivia-1' }, { cookie }))
    expect(res.status).toBe(200)
  }
})
afterAll(() => t.close())

const ranking = async (query = '') => (await (await t.request(`/api/v1/ranking${query}`)).json()) as Ranking

describe('the public ranking (item 6)', () => {
  it('names users by a display name, never by username or user type', async () => {
    const body = await ranking('?lang=en')
    const text = JSON.stringify(body)
    expect(text).not.toMatch(/demo-/)
    for (const row of body.items) {
      expect(Object.keys(row)).not.toContain('username')
      expect(Object.keys(row)).not.toContain('userType')
    }
    expect(body.items[0]).toMatchObject({ position: 1, generalPosition: 1, name: 'Demo C.', points: 50 })
  })

  it('leaves out organisers and guests, even with points, and refuses them as a filter', async () => {
    const excluded = await queryRows<{ id: number }>(
      t.db.database,
      sql`select id from users where user_type in ('admin', 'staff', 'guest')`,
    )
    expect(excluded.length).toBeGreaterThanOrEqual(3)
    const { items } = await ranking()
    const ids = items.map((row) => row.id)
    for (const { id } of excluded) expect(ids).not.toContain(id)
    // The admin's 50 points do not count; the coach is alone at the top.
    expect(items.filter((row) => row.points === 50)).toEqual([expect.objectContaining({ name: 'Demo C.' })])
    for (const userType of ['admin', 'staff', 'guest']) {
      expect((await t.request(`/api/v1/ranking?userType=${userType}`)).status, userType).toBe(400)
    }
  })

  it('shows a user without a name as no name, for the screen’s neutral label', async () => {
    const signup = await t.request(
      '/api/v1/auth/signup',
      json({
        username: 'quiet-fan',
        password: 'correct horse',
        repeatPassword: 'correct horse',
        email: 'quiet@example.org',
        cpf: 'AB123456',
      }),
    )
    expect(signup.status).toBe(201)
    const { user } = (await signup.json()) as { user: { id: number } }
    const body = await ranking('?userType=volunteer')
    expect(body.items).toContainEqual(expect.objectContaining({ id: user.id, name: null }))
  })
})

describe('publicName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(publicName('Maria da Silva Santos')).toBe('Maria S.')
    expect(publicName('  Ana  ')).toBe('Ana')
    expect(publicName('Ömer çelik')).toBe('Ömer Ç.')
    expect(publicName('   ')).toBeNull()
    expect(publicName(null)).toBeNull()
  })
})
