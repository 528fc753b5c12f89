import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('GET /api/v1/share/{kind}/{id}.png', () => {
  it('draws a 1200×630 PNG of a unit, the medal table, an athlete and a delegation, in each language', async () => {
    const [unit] = await queryRows<{ code: string }>(
      t.ctx.database,
      sql`select unit_code as code from results group by unit_code order by unit_code limit 1`,
    )
    const [athlete] = await queryRows<{ id: string }>(
      t.ctx.database,
      sql`select athlete_id as id from medallists where athlete_id is not null order by athlete_id limit 1`,
    )
    if (!unit || !athlete) throw new Error('the demo has results and medallists')
    const sizes: number[] = []
    for (const path of [
      `/api/v1/share/unit/${unit.code}.png?lang=en`,
      '/api/v1/share/medals/all.png?lang=pt',
      '/api/v1/share/medals/all.png?lang=az',
      `/api/v1/share/athlete/${athlete.id}.png?lang=es`,
      '/api/v1/share/delegation/BRA.png?lang=pt',
    ]) {
      const res = await t.request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
      // Text and shapes on a flat background: tens of kilobytes, not a blank nor a photograph.
      expect(bytes.length, path).toBeGreaterThan(8_000)
      expect(bytes.length, path).toBeLessThan(400_000)
      sizes.push(bytes.length)
    }
    // The medal table in two languages is two pictures (the games' name is translated, so are the delegations).
    expect(sizes[1]).not.toBe(sizes[2])
  })

  it('is cached: the same bytes again with their ETag, and 304 to a client that has them', async () => {
    const first = await t.request('/api/v1/share/medals/all.png?lang=en')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const again = await t.request('/api/v1/share/medals/all.png?lang=en')
    expect(again.headers.get('etag')).toBe(etag)
    const revalidated = await t.request('/api/v1/share/medals/all.png?lang=en', { headers: { 'If-None-Match': etag } })
    expect(revalidated.status).toBe(304)
  })

  it('answers 404 for what does not exist and for malformed addresses', async () => {
    for (const path of [
      '/api/v1/share/athlete/NOBODY-HERE.png',
      '/api/v1/share/delegation/QQQ.png',
      '/api/v1/share/unit/NO-SUCH-UNIT.png',
      '/api/v1/share/team/BRA.png',
      '/api/v1/share/athlete/A0001.jpg',
    ]) {
      expect((await t.request(path)).status, path).toBe(404)
    }
  })
})
