/**
 * The back office's official photos (decision 042): staff upload a photo (stored at 1600 px and a 480 px thumbnail),
 * caption it in four languages, give it a discipline and a games day, replace its picture and delete it; the public
 * /api/v1/media?kind=photo follows at once; everyone else is refused with nothing written; a stale version is a 409.
 */
import { type AdminPhoto, type AdminPhotos, type MediaDto, VALIDATION_MESSAGES } from '@podium/domain'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'
import { jpegWithExif, picture } from './image-fixtures.ts'

let t: TestApp
let staff: Record<string, string>
let volunteer: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  volunteer = { cookie: await loginCookie(t, 'demo-volunteer') }
})
afterAll(() => t.close())

const finish = {
  captions: { pt: 'Chegada dos 100 m livres', en: '100 m freestyle finish' },
  disciplineCode: 'SWM',
  day: '2026-07-15',
}

function upload(metadata: unknown, file: Uint8Array | null, headers: Record<string, string>, method = 'POST') {
  const body = new FormData()
  body.set('metadata', JSON.stringify(metadata))
  if (file) body.set('file', new File([file], 'chegada.jpg', { type: 'image/jpeg' }))
  return { method, body, headers }
}

const publicPhoto = async (lang: string, id: number) =>
  ((await (await t.request(`/api/v1/media?kind=photo&lang=${lang}`)).json()) as { items: MediaDto[] }).items.find(
    (m) => m.id === id,
  )

const count = async (table: 'media' | 'stored_files') =>
  Number(
    (await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n,
  )

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; fields?: Record<string, string[]> } }).error

describe('official photos in the back office', () => {
  it('staff upload, edit, replace and delete a photo; /media, the audit log and the live journal follow', async () => {
    await publicPhoto('pt', 0) // warms the read model, which a write must drop
    const files = await count('stored_files')
    const created = await t.request('/api/v1/admin/photos', upload(finish, await jpegWithExif(), staff))
    expect(created.status).toBe(201)
    const photo = (await created.json()) as AdminPhoto
    expect(photo).toMatchObject({ day: '2026-07-15', uploaded: true, version: 1, missing: ['es', 'az'] })
    expect(await count('stored_files')).toBe(files + 2)

    const pt = await publicPhoto('pt', photo.id)
    expect(pt).toMatchObject({ title: 'Chegada dos 100 m livres', url: photo.url, imageUrl: photo.thumbnailUrl })
    expect((await publicPhoto('en', photo.id))?.title).toBe('100 m freestyle finish')
    expect((await publicPhoto('az', photo.id))?.title).toBe('Chegada dos 100 m livres')
    const large = await sharp(new Uint8Array(await (await t.request(photo.url)).arrayBuffer())).metadata()
    const thumb = await sharp(new Uint8Array(await (await t.request(photo.thumbnailUrl)).arrayBuffer())).metadata()
    expect([large.width, thumb.width, large.exif, thumb.exif]).toEqual([800, 480, undefined, undefined])

    const edit = { ...finish, captions: { pt: 'Nova legenda' }, day: '2026-07-16', version: 1 }
    const kept = (await (
      await t.request(`/api/v1/admin/photos/${photo.id}`, upload(edit, null, staff, 'PUT'))
    ).json()) as AdminPhoto
    expect(kept).toMatchObject({ url: photo.url, day: '2026-07-16', version: 2 })
    expect((await publicPhoto('en', photo.id))?.title).toBe('Nova legenda')

    const replaced = (await (
      await t.request(
        `/api/v1/admin/photos/${photo.id}`,
        upload({ ...edit, version: 2 }, await picture('png', 2400, 1600), staff, 'PUT'),
      )
    ).json()) as AdminPhoto
    expect(replaced.url).not.toBe(photo.url)
    expect((await t.request(photo.url)).status).toBe(404)
    expect((await t.request(photo.thumbnailUrl)).status).toBe(404)
    expect(await count('stored_files')).toBe(files + 2)

    const deleted = await t.request(`/api/v1/admin/photos/${photo.id}?version=3`, { method: 'DELETE', headers: staff })
    expect(deleted.status).toBe(204)
    expect(await publicPhoto('pt', photo.id)).toBeUndefined()
    expect(await count('stored_files')).toBe(files)
    const audit = await queryRows<{ action: string }>(
      t.db.database,
      sql`select action from audit_log where entity = 'media' and entity_id = ${String(photo.id)} order by id`,
    )
    expect(audit.map((r) => r.action)).toEqual(['photo.create', 'photo.update', 'photo.update', 'photo.delete'])
    const live = await queryRows<{ n: number }>(
      t.db.database,
      sql`select count(*)::int as n from live_events where kind = 'content' and payload->>'kind' = 'photos'`,
    )
    expect(live[0]?.n).toBe(4)
  })

  it('lists only photos, newest first, with search, discipline filter and paging', async () => {
    const list = async (query: string) =>
      (await (await t.request(`/api/v1/admin/photos${query}`, { headers: staff })).json()) as AdminPhotos
    const all = await list('?pageSize=100')
    expect(all.total).toBeGreaterThan(0)
    const days = all.items.map((p) => p.day ?? '')
    expect(days).toEqual([...days].sort().reverse())
    const first = all.items[0] as AdminPhoto
    const word = first.captions.en.split(' ')[0] as string
    expect((await list(`?q=${encodeURIComponent(word)}`)).items.map((p) => p.id)).toContain(first.id)
    expect((await list('?pageSize=1&page=2')).items).toHaveLength(1)
    const media = (await (await t.request('/api/v1/media?kind=video')).json()) as { items: MediaDto[] }
    const video = media.items[0]
    if (video) expect(all.items.map((p) => p.id)).not.toContain(video.id)
    // A video is not a photo: the photos manager cannot edit it.
    if (video) {
      const res = await t.request(
        `/api/v1/admin/photos/${video.id}`,
        upload({ ...finish, version: 1 }, null, staff, 'PUT'),
      )
      expect(res.status).toBe(404)
    }
  })

  it('refuses a volunteer, a missing file, a day outside the games and a stale version, writing nothing', async () => {
    const before = await count('media')
    const files = await count('stored_files')
    expect((await t.request('/api/v1/admin/photos', upload(finish, await picture('png'), volunteer))).status).toBe(403)
    const none = await t.request('/api/v1/admin/photos', upload(finish, null, staff))
    expect(none.status).toBe(400)
    expect((await errorOf(none)).fields).toEqual({ file: ['Choose an image'] })
    const outside = await t.request(
      '/api/v1/admin/photos',
      upload({ ...finish, day: '2030-01-01' }, await picture('png'), staff),
    )
    expect((await errorOf(outside)).fields).toEqual({ day: [VALIDATION_MESSAGES.dayOutsideGames] })
    const markup = await t.request(
      '/api/v1/admin/photos',
      upload({ ...finish, captions: { pt: '<img src=x>' } }, await picture('png'), staff),
    )
    expect((await errorOf(markup)).fields).toEqual({ 'captions.pt': ['Text must not contain < or >'] })
    expect(await count('media')).toBe(before)
    expect(await count('stored_files')).toBe(files)

    const created = (await (
      await t.request('/api/v1/admin/photos', upload(finish, await picture('png'), staff))
    ).json()) as AdminPhoto
    const stale = await t.request(
      `/api/v1/admin/photos/${created.id}`,
      upload({ ...finish, version: 5 }, await picture('png'), staff, 'PUT'),
    )
    expect(stale.status).toBe(409)
    expect(await count('stored_files')).toBe(files + 2)
    await t.request(`/api/v1/admin/photos/${created.id}?version=1`, { method: 'DELETE', headers: staff })
  })
})
