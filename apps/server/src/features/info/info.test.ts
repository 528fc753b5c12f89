import type { AmbassadorDto, CourseDto, MediaDto, SponsorsDto } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const json = async <T>(path: string) => {
  const res = await t.request(path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

describe('GET /api/v1/ambassadors', () => {
  it('lists every ambassador with a localized bio, or those present on a day', async () => {
    const all = (await json<{ items: AmbassadorDto[] }>('/api/v1/ambassadors?lang=en')).items
    expect(all).toHaveLength(10)
    const marina = all.find((a) => a.name === 'Marina Albuquerque')
    expect(marina?.bio).toContain('South American champion')
    expect(marina?.organisationCode).toBe('BRA')
    const day = (await json<{ items: AmbassadorDto[] }>('/api/v1/ambassadors?day=2026-07-20')).items
    expect(day.map((a) => a.name)).toEqual(['Chiamaka Okafor'])
    expect(day[0]?.days).toContain('2026-07-20')
    expect((await json<{ items: AmbassadorDto[] }>('/api/v1/ambassadors?day=2030-01-01')).items).toEqual([])
    expect((await t.request('/api/v1/ambassadors?day=x')).status).toBe(400)
  })

  it('serves each ambassador’s photo as an SVG avatar, 404 for an unknown id', async () => {
    const res = await t.request('/api/v1/ambassadors/1/photo.svg')
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    expect(await res.text()).toContain('<svg')
    expect((await t.request('/api/v1/ambassadors/999/photo.svg')).status).toBe(404)
    expect((await t.request('/api/v1/ambassadors/..%2f1/photo.svg')).status).toBe(404)
  })
})

describe('GET /api/v1/sponsors', () => {
  it('groups sponsors by tier, master first, with logo URLs that answer SVG', async () => {
    const body = await json<SponsorsDto>('/api/v1/sponsors')
    expect(body.tiers.map((x) => x.tier)).toEqual(['master', 'official', 'supporter', 'supplier'])
    expect(body.tiers[0]?.sponsors.map((s) => s.name)).toEqual(['Aurora Energia', 'Banco Horizonte'])
    const logo = await t.request(body.tiers[0]?.sponsors[0]?.logoUrl ?? '')
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toContain('image/svg+xml')
    const etag = logo.headers.get('etag') ?? ''
    expect((await t.request('/api/v1/sponsors/1/logo.svg', { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })
})

describe('GET /api/v1/courses', () => {
  it('lists the courses in order, localized', async () => {
    const items = (await json<{ items: CourseDto[] }>('/api/v1/courses?lang=en')).items
    expect(items[0]).toMatchObject({ title: 'Safeguarding in sport', durationMinutes: 30 })
    expect(items.length).toBe(6)
  })
})

describe('GET /api/v1/media', () => {
  it('lists photos, videos and live videos; a live video is on air by the server clock', async () => {
    const photos = (await json<{ items: MediaDto[] }>('/api/v1/media?kind=photo')).items
    expect(photos.length).toBeGreaterThan(10)
    expect(photos.every((m) => m.kind === 'photo')).toBe(true)
    const videos = (await json<{ items: MediaDto[] }>('/api/v1/media?kind=video')).items
    expect(videos.length).toBeGreaterThan(1)
    const live = (await json<{ items: MediaDto[] }>('/api/v1/media?kind=live-video&lang=en')).items
    // 12:00 in Rio on day 4: the channel (08–22) and the morning swimming (09–13) are on, athletics (15–21) not yet.
    expect(Object.fromEntries(live.map((m) => [m.title, m.onAir]))).toEqual({
      'Podium Channel – live': true,
      'Swimming – morning session': true,
      'Athletics – evening session': false,
    })
    expect((await t.request('/api/v1/media?kind=audio')).status).toBe(400)
  })

  it('serves a generated picture for each item, labelled in the asked language', async () => {
    const [photo] = (await json<{ items: MediaDto[] }>('/api/v1/media?kind=photo&lang=en')).items
    const res = await t.request(photo?.imageUrl ?? '')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    expect(await res.text()).toContain('<svg')
    expect((await t.request('/api/v1/media/0/image.svg')).status).toBe(404)
  })
})
