import type { Medallists } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { ReadModelCache } from '../src/http/cached-json.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

/**
 * Issue 14, item 2: every made-up `discipline` or `event` on the medal routes kept a read model (~25 KB) forever.
 * Keys built from a query value must name something that exists, and the cache is bounded by bytes.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** A made-up key, letters only (the query schemas' shape): zzab, zzac… */
const made = (i: number) => `zz${String.fromCharCode(97 + (Math.floor(i / 26) % 26), 97 + (i % 26))}`

describe('read-model keys from query values', () => {
  it('keeps one read model for every unknown discipline of the medal table, not one each', async () => {
    const first = await t.request('/api/v1/medals?includeEmpty=true&discipline=nothing-here&lang=en')
    expect(first.status).toBe(200)
    const expected = await first.text()
    const before = t.ctx.cache.size
    for (let i = 0; i < 40; i++) {
      const res = await t.request(`/api/v1/medals?includeEmpty=true&discipline=${made(i)}&lang=en`)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe(expected)
    }
    expect(t.ctx.cache.size).toBe(before)
  })

  it('answers unknown event, delegation and discipline filters of the medallists without keeping them', async () => {
    const before = t.ctx.cache.size
    for (let i = 0; i < 40; i++) {
      for (const query of [
        `event=${made(i).toUpperCase()}`,
        `discipline=${made(i)}`,
        `organisation=Q${made(i).slice(-2).toUpperCase()}`,
      ]) {
        const res = await t.request(`/api/v1/medallists?${query}&lang=en`)
        expect(res.status).toBe(200)
        expect(((await res.json()) as Medallists).items).toEqual([])
      }
    }
    expect(t.ctx.cache.size).toBe(before)
  })

  it('still keeps the medallists of events and delegations that exist, with or without medals', async () => {
    const [medalled] = await queryRows<{ code: string }>(
      t.ctx.database,
      sql`select event_code as code from medallists limit 1`,
    )
    const [bare] = await queryRows<{ code: string }>(
      t.ctx.database,
      sql`select code from events where code not in (select event_code from medallists) limit 1`,
    )
    if (!medalled || !bare) throw new Error('the seed has events with and without medals')
    const before = t.ctx.cache.size
    const withMedals = await t.request(`/api/v1/medallists?event=${medalled.code}`)
    expect(((await withMedals.json()) as Medallists).items.length).toBeGreaterThan(0)
    const without = await t.request(`/api/v1/medallists?event=${bare.code}`)
    expect(((await without.json()) as Medallists).items).toEqual([])
    expect(t.ctx.cache.size).toBe(before + 2)
  })
})

describe('the read-model budget', () => {
  it('holds the bytes within the budget over many real keys, and keeps the hot medal table', async () => {
    const budget = 256 * 1024
    const cache = new ReadModelCache(budget)
    const app = createApp({ ...t.ctx, cache })
    const get = (path: string) => app.request(`http://127.0.0.1${path}`)
    const codes = await queryRows<{ code: string }>(t.ctx.database, sql`select code from organisations order by code`)
    const hot = await get('/api/v1/medals?lang=pt')
    const etag = hot.headers.get('etag') ?? ''
    await get('/api/v1/medals?lang=pt')
    let reads = 0
    for (const lang of ['pt', 'en', 'es', 'az']) {
      for (const { code } of codes) {
        for (const rank of ['gold', 'total']) {
          const res = await get(
            `/api/v1/medals?includeEmpty=true&rank=${rank}&lang=${lang}&gender=${code < 'M' ? 'M' : 'W'}`,
          )
          expect(res.status).toBe(200)
          await get(`/api/v1/medallists?organisation=${code}&lang=${lang}`)
          reads += 2
          expect(cache.bytes).toBeLessThanOrEqual(budget)
        }
        // The hot read, as the medals page asks for it between everyone else's filters.
        const again = await get('/api/v1/medals?lang=pt')
        expect(again.headers.get('etag')).toBe(etag)
      }
    }
    expect(reads).toBeGreaterThan(100)
    expect(cache.has('medals:table:pt:all:::gold:false')).toBe(true)
  })
})
