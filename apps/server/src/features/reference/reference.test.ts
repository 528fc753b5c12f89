import { gunzipSync } from 'node:zlib'
import { DISCIPLINES, type DisciplineDto, type OrganisationDto, type VenueDto } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const items = async <T>(res: Response) => ((await res.json()) as { items: T[] }).items

describe('GET /api/v1/disciplines', () => {
  it('lists the 18 disciplines in Portuguese by default', async () => {
    const res = await t.request('/api/v1/disciplines')
    expect(res.status).toBe(200)
    const list = await items<DisciplineDto>(res)
    expect(list.map((d) => d.code).sort()).toEqual(DISCIPLINES.map((d) => d.code).sort())
    expect(list.find((d) => d.code === 'SWM')?.name).toBe('Natação')
  })

  it('translates by ?lang= (two- or three-letter code) and by Accept-Language', async () => {
    const en = await items<DisciplineDto>(await t.request('/api/v1/disciplines?lang=en'))
    expect(en.find((d) => d.code === 'SWM')?.name).toBe('Swimming')
    const spa = await items<DisciplineDto>(await t.request('/api/v1/disciplines?lang=spa'))
    expect(spa.find((d) => d.code === 'SWM')?.name).toBe('Natación')
    const az = await items<DisciplineDto>(
      await t.request('/api/v1/disciplines', { headers: { 'Accept-Language': 'az-AZ,az;q=0.9,en;q=0.5' } }),
    )
    expect(az.find((d) => d.code === 'SWM')?.name).toBe('Üzgüçülük')
    const unknown = await items<DisciplineDto>(
      await t.request('/api/v1/disciplines', { headers: { 'Accept-Language': 'fr-FR' } }),
    )
    expect(unknown.find((d) => d.code === 'SWM')?.name).toBe('Natação')
  })

  it('is cacheable: ETag, Cache-Control, Vary and 304 on a matching If-None-Match', async () => {
    const first = await t.request('/api/v1/disciplines?lang=en')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers.get('cache-control')).toContain('public')
    // ?lang= names the language: the header does not matter (decision 095); without it, it does.
    expect(first.headers.get('vary') ?? '').not.toContain('Accept-Language')
    expect((await t.request('/api/v1/disciplines')).headers.get('vary')).toContain('Accept-Language')
    const again = await t.request('/api/v1/disciplines?lang=en', { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    const otherLanguage = await t.request('/api/v1/disciplines?lang=pt', { headers: { 'If-None-Match': etag ?? '' } })
    expect(otherLanguage.status).toBe(200)
  })

  it('sends gzip to clients that accept it, with the same content', async () => {
    const plain = await t.request('/api/v1/organisations?lang=en')
    const zipped = await t.request('/api/v1/organisations?lang=en', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    const text = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')
    expect(JSON.parse(text)).toEqual(await plain.json())
  })
})

describe('GET /api/v1/organisations', () => {
  it('lists at least 40 delegations with real codes and a flag image', async () => {
    const list = await items<OrganisationDto>(await t.request('/api/v1/organisations?lang=en'))
    expect(list.length).toBeGreaterThanOrEqual(40)
    const brazil = list.find((o) => o.code === 'BRA')
    expect(brazil).toMatchObject({ name: 'Brazil', countryIso2: 'BR' })
    expect(brazil?.flagUrl).toMatch(/br/i)
    for (const o of list) {
      expect(o.code).toMatch(/^[A-Z]{3}$/)
      expect(o.flagUrl).toBeTruthy()
    }
  })
})

describe('GET /api/v1/venues', () => {
  it('lists at least 12 venues with coordinates in Rio de Janeiro', async () => {
    const list = await items<VenueDto>(await t.request('/api/v1/venues'))
    expect(list.length).toBeGreaterThanOrEqual(12)
    for (const v of list) {
      expect(v.latitude).toBeGreaterThan(-23.2)
      expect(v.latitude).toBeLessThan(-22.7)
      expect(v.longitude).toBeGreaterThan(-43.8)
      expect(v.longitude).toBeLessThan(-43.0)
    }
  })
})
