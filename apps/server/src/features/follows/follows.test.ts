import { type AthletePage, type Follows, FollowsSchema, MAX_FOLLOWS } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { json, loginCookie } from '../accounts/test-session.ts'
import { selectFollowerIds } from './follows.repo.ts'

let t: TestApp
let cookie: string
let athlete: AthletePage['items'][number]
beforeAll(async () => {
  t = await createTestApp()
  cookie = await loginCookie(t, 'demo-volunteer')
  const page = (await (await t.request('/api/v1/athletes?pageSize=1')).json()) as AthletePage
  athlete = page.items[0] as AthletePage['items'][number]
})
afterAll(() => t.close())

const write = (method: string, path: string, headers: Record<string, string> = { cookie }) =>
  t.request(`/api/v1/me/follows/${path}`, { method, headers })
const mine = async () =>
  FollowsSchema.parse(await (await t.request('/api/v1/me/follows', { headers: { cookie } })).json()).items

describe('/api/v1/me/follows', () => {
  it('needs an account; a guest follows on the device', async () => {
    expect((await t.request('/api/v1/me/follows')).status).toBe(401)
    expect((await write('PUT', 'delegation/POR', {})).status).toBe(401)
    const guest = await loginCookie(t, 'demo-guest')
    expect((await write('PUT', 'delegation/POR', { cookie: guest })).status).toBe(403)
  })

  it('follows and unfollows an athlete and a delegation, newest first, idempotently', async () => {
    const org = athlete.organisation.code
    expect((await write('PUT', `delegation/${org}`)).status).toBe(200)
    const res = await write('PUT', `athlete/${athlete.id}`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as Follows).items).toEqual([
      { kind: 'athlete', code: athlete.id },
      { kind: 'delegation', code: org },
    ])
    expect((await write('PUT', `athlete/${athlete.id}`)).status).toBe(200)
    expect(await mine()).toHaveLength(2)
    expect(await selectFollowerIds(t.ctx.database.db, [{ kind: 'delegation', code: org }])).toHaveLength(1)
    expect((await write('DELETE', `athlete/${athlete.id}`)).status).toBe(200)
    expect(await mine()).toEqual([{ kind: 'delegation', code: org }])
  })

  it('refuses an unknown kind or code and stores nothing', async () => {
    const before = await mine()
    const unknownKind = await write('PUT', 'venue/X')
    expect(unknownKind.status).toBe(400)
    expect(((await unknownKind.json()) as { error: { code: string } }).error.code).toBe('invalid_request')
    const unknownCode = await write('PUT', 'delegation/NOWHERE')
    expect(unknownCode.status).toBe(422)
    expect(((await unknownCode.json()) as { error: { code: string } }).error.code).toBe('unknown_follow_target')
    expect((await write('PUT', 'athlete/a%20b')).status).toBe(400)
    expect(await mine()).toEqual(before)
  })

  it('merges a device once: known follows added, unknown dropped, the cap kept', async () => {
    const res = await t.request(
      '/api/v1/me/follows/merge',
      json(
        {
          items: [
            { kind: 'discipline', code: 'SWM' },
            { kind: 'delegation', code: 'NOWHERE' },
            { kind: 'athlete', code: athlete.id },
          ],
        },
        { cookie },
      ),
    )
    expect(res.status).toBe(200)
    const items = ((await res.json()) as Follows).items
    expect(items.map((f) => `${f.kind}:${f.code}`).sort()).toEqual(
      [`athlete:${athlete.id}`, `delegation:${athlete.organisation.code}`, 'discipline:SWM'].sort(),
    )
    const flood = Array.from({ length: MAX_FOLLOWS + 1 }, (_, i) => ({ kind: 'athlete', code: `X${i}` }))
    expect((await t.request('/api/v1/me/follows/merge', json({ items: flood }, { cookie }))).status).toBe(400)
  })
})
