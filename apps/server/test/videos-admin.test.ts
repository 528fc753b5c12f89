/**
 * The back office's videos, live videos and safe-sport video (decision 044): staff and admins create, edit and
 * delete videos; a URL must be on a host the app can play; a live video's window runs from a time to a later one;
 * everyone else is refused with nothing written; a stale version is a 409; /videos and /safe-sport follow at once.
 */
import type { AdminVideo, AdminVideos, MediaDto, SafeSport, SafeSportSettings } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAFE_SPORT } from '../src/features/accounts/safe-sport-video.ts'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

let t: TestApp
let staff: Record<string, string>
let admin: Record<string, string>
let spectator: Record<string, string>
let referee: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  admin = { cookie: await loginCookie(t, 'demo-admin') }
  spectator = { cookie: await loginCookie(t, 'demo-guest') }
  referee = { cookie: await loginCookie(t, 'demo-referee') }
})
afterAll(() => t.close())

const text = (pt: string, en = '') => ({ pt, en, es: '', az: '' })
const clip = {
  kind: 'video',
  titles: text('Resumo da natação', 'Swimming highlights'),
  url: 'https://www.youtube-nocookie.com/embed/abc123',
  disciplineCode: 'SWM',
  day: '2026-07-14',
}

const publicMedia = async (kind: string, lang = 'en') =>
  ((await (await t.request(`/api/v1/media?kind=${kind}&lang=${lang}`)).json()) as { items: MediaDto[] }).items

const mediaCount = async () =>
  Number((await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from media`))[0]?.n)

describe('videos in the back office', () => {
  it('staff create, edit and delete a video; /videos, the audit log and the live journal follow', async () => {
    await publicMedia('video') // warms the read model, which a write must drop
    const created = await t.request('/api/v1/admin/videos', json(clip, staff))
    expect(created.status).toBe(201)
    const video = (await created.json()) as AdminVideo
    expect(video).toMatchObject({ kind: 'video', day: '2026-07-14', liveFrom: null, version: 1, missing: ['es', 'az'] })
    expect((await publicMedia('video')).find((m) => m.id === video.id)).toMatchObject({
      title: 'Swimming highlights',
      url: clip.url,
    })
    expect((await publicMedia('video', 'es')).find((m) => m.id === video.id)?.title).toBe('Resumo da natação')

    const live = { ...clip, kind: 'live-video', liveFrom: '20:00', liveUntil: '22:30', version: 1 }
    const updated = await t.request(`/api/v1/admin/videos/${video.id}`, json(live, staff, 'PUT'))
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({
      kind: 'live-video',
      liveFrom: '20:00',
      liveUntil: '22:30',
      version: 2,
    })
    const aired = (await publicMedia('live-video')).find((m) => m.id === video.id)
    // 20:00 in Rio is 23:00 UTC.
    expect(aired).toMatchObject({ liveFrom: '2026-07-14T23:00:00.000Z', liveUntil: '2026-07-15T01:30:00.000Z' })
    expect((await publicMedia('video')).find((m) => m.id === video.id)).toBeUndefined()

    const deleted = await t.request(`/api/v1/admin/videos/${video.id}?version=2`, { method: 'DELETE', headers: admin })
    expect(deleted.status).toBe(204)
    expect((await publicMedia('live-video')).find((m) => m.id === video.id)).toBeUndefined()

    const audit = await t.request(`/api/v1/audit-log?entity=media&entityId=${video.id}`, { headers: staff })
    expect(((await audit.json()) as { entries: { action: string }[] }).entries.map((e) => e.action)).toEqual([
      'video.delete',
      'video.update',
      'video.create',
    ])
    const events = await queryRows<{ payload: { change: string } }>(
      t.db.database,
      sql`select payload from live_events where kind = 'content' and payload->>'kind' = 'videos' order by id`,
    )
    expect(events.map((r) => r.payload.change)).toEqual(['created', 'updated', 'deleted'])
  })

  it('lists videos and live videos only (never photos), by kind and search', async () => {
    const list = (await (
      await t.request('/api/v1/admin/videos?pageSize=100', { headers: staff })
    ).json()) as AdminVideos
    expect(list.items.length).toBeGreaterThan(0)
    expect(list.items.every((v) => v.kind === 'video' || v.kind === 'live-video')).toBe(true)
    const lives = (await (
      await t.request('/api/v1/admin/videos?kind=live-video', { headers: staff })
    ).json()) as AdminVideos
    expect(lives.items.every((v) => v.kind === 'live-video')).toBe(true)
    const [photo] = await publicMedia('photo')
    const edit = await t.request(`/api/v1/admin/videos/${photo?.id}`, json({ ...clip, version: 1 }, staff, 'PUT'))
    expect(edit.status).toBe(404)
  })

  it('refuses a URL the app cannot play, a bad window, markup, an unknown discipline (400), writing nothing', async () => {
    const before = await mediaCount()
    const fields = async (body: unknown) => {
      const res = await t.request('/api/v1/admin/videos', json(body, staff))
      expect(res.status).toBe(400)
      return ((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields
    }
    const badUrl = ['The address must be https:// on a video host the app can play']
    expect((await fields({ ...clip, url: 'https://evil.example/x.mp4' })).url).toEqual(badUrl)
    expect((await fields({ ...clip, url: 'http://www.youtube-nocookie.com/embed/x' })).url).toEqual(badUrl)
    expect((await fields({ ...clip, url: 'javascript:alert(1)' })).url).toEqual(badUrl)
    const window = { ...clip, kind: 'live-video', liveFrom: '22:00', liveUntil: '21:00' }
    expect((await fields(window)).liveUntil).toEqual(['The broadcast must end after it starts'])
    expect((await fields({ ...clip, kind: 'live-video' })).liveFrom).toEqual(['The time must be HH:MM'])
    expect((await fields({ ...clip, titles: text('<img src=x>') }))['titles.pt']).toEqual([
      'Text must not contain < or >',
    ])
    expect((await fields({ ...clip, titles: text('', 'Only English') }))['titles.pt']).toEqual([
      'The Portuguese text is required',
    ])
    expect((await fields({ ...clip, disciplineCode: 'ZZZ' })).disciplineCode).toEqual(['Unknown discipline'])
    expect((await fields({ ...clip, day: '2030-01-01' })).day).toEqual(['The day is not a day of the games'])
    expect(await mediaCount()).toBe(before)
  })

  it('refuses a stale version (409)', async () => {
    const video = (await (await t.request('/api/v1/admin/videos', json(clip, staff))).json()) as AdminVideo
    const url = `/api/v1/admin/videos/${video.id}`
    expect((await t.request(url, json({ ...clip, version: 1 }, staff, 'PUT'))).status).toBe(200)
    const stale = await t.request(url, json({ ...clip, titles: text('Outro'), version: 1 }, admin, 'PUT'))
    expect(stale.status).toBe(409)
    expect((await t.request(`${url}?version=1`, { method: 'DELETE', headers: admin })).status).toBe(409)
  })

  it('refuses spectators and referees (403) and nobody (401), writing nothing', async () => {
    const before = await mediaCount()
    for (const [who, headers, status] of [
      ['spectator', spectator, 403],
      ['referee', referee, 403],
      ['nobody', {}, 401],
    ] as const) {
      expect((await t.request('/api/v1/admin/videos', { headers })).status, `${who} lists`).toBe(status)
      expect((await t.request('/api/v1/admin/videos', json(clip, headers))).status, `${who} creates`).toBe(status)
      const del = { method: 'DELETE', headers }
      expect((await t.request('/api/v1/admin/videos/1?version=1', del)).status, `${who} deletes`).toBe(status)
      const safe = json({ videoUrl: SAFE_SPORT.videoUrl, posterUrl: '/x.svg', version: 0 }, headers, 'PUT')
      expect((await t.request('/api/v1/admin/safe-sport', safe)).status, `${who} sets safe sport`).toBe(status)
    }
    expect(await mediaCount()).toBe(before)
    expect(((await (await t.request('/api/v1/safe-sport')).json()) as SafeSport).videoUrl).toBe(SAFE_SPORT.videoUrl)
  })
})

describe('the safe-sport video setting', () => {
  it('is the built-in video until an organiser stores another; /safe-sport then returns the stored one', async () => {
    const initial = (await (
      await t.request('/api/v1/admin/safe-sport', { headers: staff })
    ).json()) as SafeSportSettings
    expect(initial).toMatchObject({ isDefault: true, version: 0, videoUrl: SAFE_SPORT.videoUrl })
    expect(((await (await t.request('/api/v1/safe-sport')).json()) as SafeSport).videoUrl).toBe(SAFE_SPORT.videoUrl)

    const next = {
      videoUrl: 'https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerFun.mp4',
      posterUrl: '/images/safe-sport-poster.svg',
      version: 0,
    }
    const saved = await t.request('/api/v1/admin/safe-sport', json(next, staff, 'PUT'))
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ isDefault: false, version: 1, videoUrl: next.videoUrl })
    expect(await (await t.request('/api/v1/safe-sport')).json()).toEqual({
      videoUrl: next.videoUrl,
      posterUrl: next.posterUrl,
      points: SAFE_SPORT.points,
    })

    expect((await t.request('/api/v1/admin/safe-sport', json(next, admin, 'PUT'))).status).toBe(409)
    const embed = { ...next, videoUrl: 'https://www.youtube-nocookie.com/embed/x', version: 1 }
    expect((await t.request('/api/v1/admin/safe-sport', json(embed, staff, 'PUT'))).status).toBe(400)
    const poster = { ...next, posterUrl: 'https://evil.example/p.png', version: 1 }
    const refused = await t.request('/api/v1/admin/safe-sport', json(poster, staff, 'PUT'))
    expect(((await refused.json()) as { error: { fields: Record<string, string[]> } }).error.fields.posterUrl).toEqual([
      'The poster must be an image on this site (a path starting with /)',
    ])
  })
})
