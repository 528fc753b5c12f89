/**
 * The back office's ambassadors (decision 042): staff and admins create, edit and delete ambassadors with a photo
 * through the image pipeline; everyone else is refused with nothing written; a stale version is a 409; markup, an
 * unknown delegation or a day outside the games is a 400; every write is audited, announced live, and the public
 * /ambassadors list shows it at once, Portuguese standing in for an empty language.
 */
import {
  type AdminAmbassador,
  type AdminAmbassadors,
  type AmbassadorDto,
  type AuditEntry,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'
import { picture } from './image-fixtures.ts'

let t: TestApp
let staff: Record<string, string>
let admin: Record<string, string>
let roles: Record<string, Record<string, string>>

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  admin = { cookie: await loginCookie(t, 'demo-admin') }
  roles = {
    volunteer: { cookie: await loginCookie(t, 'demo-volunteer') },
    guest: { cookie: await loginCookie(t, 'demo-guest') },
    athlete: { cookie: await loginCookie(t, 'demo-athlete') },
    referee: { cookie: await loginCookie(t, 'demo-referee') },
  }
})
afterAll(() => t.close())

const joana = {
  name: 'Joana Teste',
  disciplineCode: 'SWM',
  organisationCode: 'BRA',
  bio: { pt: 'Nadadora olímpica e embaixadora.', en: 'Olympic swimmer and ambassador.' },
  days: ['2026-07-20', '2026-07-18', '2026-07-20'],
}

function upload(
  metadata: unknown,
  file: Uint8Array | null,
  headers: Record<string, string>,
  method = 'POST',
  name = 'joana.jpg',
): RequestInit {
  const body = new FormData()
  body.set('metadata', JSON.stringify(metadata))
  if (file) body.set('file', new File([file], name, { type: 'image/jpeg' }))
  return { method, body, headers }
}

const publicAmbassador = async (lang: string, name: string) =>
  ((await (await t.request(`/api/v1/ambassadors?lang=${lang}`)).json()) as { items: AmbassadorDto[] }).items.find(
    (a) => a.name === name,
  )

const count = async (table: 'ambassadors' | 'stored_files' | 'live_events') =>
  Number(
    (await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n,
  )

const auditOf = async (id: number) => {
  const res = await t.request(`/api/v1/audit-log?entity=ambassador&entityId=${id}`, { headers: staff })
  return ((await res.json()) as { entries: AuditEntry[] }).entries
}

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error

describe('ambassadors in the back office', () => {
  it('staff create, edit and delete an ambassador with a photo; /ambassadors, the audit log and the live journal follow', async () => {
    await publicAmbassador('pt', 'x') // warms the read model, which a write must drop
    const files = await count('stored_files')
    const created = await t.request(
      '/api/v1/admin/ambassadors',
      upload(joana, await picture('jpeg', 1200, 1600), staff),
    )
    expect(created.status).toBe(201)
    const ambassador = (await created.json()) as AdminAmbassador
    expect(ambassador).toMatchObject({
      name: 'Joana Teste',
      days: ['2026-07-18', '2026-07-20'],
      hasPhoto: true,
      version: 1,
      missing: ['es', 'az'],
    })
    expect(await count('stored_files')).toBe(files + 1)
    const pt = await publicAmbassador('pt', 'Joana Teste')
    expect(pt).toMatchObject({ bio: 'Nadadora olímpica e embaixadora.', photoUrl: ambassador.photoUrl })
    expect((await publicAmbassador('en', 'Joana Teste'))?.bio).toBe('Olympic swimmer and ambassador.')
    expect((await publicAmbassador('es', 'Joana Teste'))?.bio).toBe('Nadadora olímpica e embaixadora.')
    const photo = await t.request(ambassador.photoUrl)
    expect(photo.headers.get('content-type')).toBe('image/webp')

    // An edit without a file keeps the photo; removePhoto drops it and its file.
    const edit = { ...joana, name: 'Joana Teste Silva', bio: { pt: 'Nova bio.' }, version: 1 }
    const kept = (await (
      await t.request(`/api/v1/admin/ambassadors/${ambassador.id}`, upload(edit, null, staff, 'PUT'))
    ).json()) as AdminAmbassador
    expect(kept).toMatchObject({ name: 'Joana Teste Silva', photoUrl: ambassador.photoUrl, version: 2 })
    expect((await publicAmbassador('en', 'Joana Teste Silva'))?.bio).toBe('Nova bio.')
    const removed = await t.request(
      `/api/v1/admin/ambassadors/${ambassador.id}`,
      upload({ ...edit, version: 2, removePhoto: true }, null, staff, 'PUT'),
    )
    expect(((await removed.json()) as AdminAmbassador).photoUrl).toBe(`/api/v1/ambassadors/${ambassador.id}/photo.svg`)
    expect(await count('stored_files')).toBe(files)
    expect((await t.request(ambassador.photoUrl)).status).toBe(404)

    const deleted = await t.request(`/api/v1/admin/ambassadors/${ambassador.id}?version=3`, {
      method: 'DELETE',
      headers: admin,
    })
    expect(deleted.status).toBe(204)
    expect(await publicAmbassador('pt', 'Joana Teste Silva')).toBeUndefined()
    expect((await auditOf(ambassador.id)).map((e) => [e.action, e.actor])).toEqual([
      ['ambassador.delete', 'demo-admin'],
      ['ambassador.update', 'demo-staff'],
      ['ambassador.update', 'demo-staff'],
      ['ambassador.create', 'demo-staff'],
    ])
    const live = await queryRows<{ payload: { id: number; change: string } }>(
      t.db.database,
      sql`select payload from live_events where kind = 'content' and payload->>'kind' = 'ambassadors' order by id`,
    )
    expect(live.map((r) => r.payload.change)).toEqual(['created', 'updated', 'updated', 'deleted'])
  })

  it('lists with search, discipline filter and paging', async () => {
    const list = async (query: string) =>
      (await (await t.request(`/api/v1/admin/ambassadors${query}`, { headers: staff })).json()) as AdminAmbassadors
    const all = await list('?pageSize=3')
    expect(all.total).toBe(10)
    expect(all.items).toHaveLength(3)
    const names = all.items.map((a) => a.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect((await list('?pageSize=3&page=4')).items).toHaveLength(1)
    expect((await list('?q=marina')).items.map((a) => a.name)).toEqual(['Marina Albuquerque'])
    const marina = (await list('?q=marina')).items[0]
    expect((await list(`?discipline=${marina?.disciplineCode}`)).items.map((a) => a.name)).toContain(
      'Marina Albuquerque',
    )
    // Any ODF code filters (a games may bring its own disciplines, decision 074); one nobody has finds nobody.
    expect((await list('?discipline=XXX')).items).toEqual([])
    expect((await t.request('/api/v1/admin/ambassadors?discipline=swim', { headers: staff })).status).toBe(400)
  })

  it('refuses volunteers, guests (spectators), athletes and referees, with nothing written', async () => {
    const before = await count('ambassadors')
    const files = await count('stored_files')
    for (const [role, headers] of Object.entries(roles)) {
      const res = await t.request('/api/v1/admin/ambassadors', upload(joana, await picture('png'), headers))
      expect([role, res.status]).toEqual([role, 403])
      expect((await t.request('/api/v1/admin/ambassadors', { headers })).status).toBe(403)
    }
    expect(await count('ambassadors')).toBe(before)
    expect(await count('stored_files')).toBe(files)
  })

  it('refuses bad input with the error shape: markup, no Portuguese, unknown delegation, days outside the games, a bad photo', async () => {
    const before = await count('ambassadors')
    const files = await count('stored_files')
    const bad = await t.request(
      '/api/v1/admin/ambassadors',
      upload(
        { ...joana, name: '<b>Joana</b>', bio: { pt: '', en: 'ok' } },
        new TextEncoder().encode('GIF89a not allowed'),
        staff,
        'POST',
        'joana.png',
      ),
    )
    expect(bad.status).toBe(400)
    expect(await errorOf(bad)).toMatchObject({
      code: 'invalid_request',
      fields: {
        name: ['Text must not contain < or >'],
        'bio.pt': ['The Portuguese text is required'],
        file: ['The image must be a JPEG, PNG or WebP file'],
      },
    })
    const refs = await t.request(
      '/api/v1/admin/ambassadors',
      upload({ ...joana, organisationCode: 'ZZZ', days: ['2030-01-01'] }, null, staff),
    )
    expect(refs.status).toBe(400)
    expect((await errorOf(refs)).fields).toEqual({
      days: [VALIDATION_MESSAGES.dayOutsideGames],
      organisationCode: ['Unknown delegation'],
    })
    const json = await t.request('/api/v1/admin/ambassadors', {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify(joana),
    })
    expect(json.status).toBe(415)
    expect(await count('ambassadors')).toBe(before)
    expect(await count('stored_files')).toBe(files)
  })

  it('answers 409 on a stale version and 404 for an unknown ambassador', async () => {
    const created = (await (
      await t.request('/api/v1/admin/ambassadors', upload(joana, null, staff))
    ).json()) as AdminAmbassador
    const edit = { ...joana, version: 1 }
    expect((await t.request(`/api/v1/admin/ambassadors/${created.id}`, upload(edit, null, staff, 'PUT'))).status).toBe(
      200,
    )
    const stale = await t.request(`/api/v1/admin/ambassadors/${created.id}`, upload(edit, null, staff, 'PUT'))
    expect(stale.status).toBe(409)
    expect((await errorOf(stale)).code).toBe('conflict')
    const staleDelete = await t.request(`/api/v1/admin/ambassadors/${created.id}?version=1`, {
      method: 'DELETE',
      headers: staff,
    })
    expect(staleDelete.status).toBe(409)
    expect((await t.request('/api/v1/admin/ambassadors/99999', upload(edit, null, staff, 'PUT'))).status).toBe(404)
    await t.request(`/api/v1/admin/ambassadors/${created.id}?version=2`, { method: 'DELETE', headers: staff })
  })
})
