import { prepareSearchEntries, SEARCH_KINDS, type SearchIndex, SearchIndexSchema, searchEntries } from '@podium/domain'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { disciplines, units } from '../../db/schema.ts'
import { publishLiveEvent } from '../../live/journal.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const index = async (lang: string): Promise<SearchIndex> => {
  const res = await t.request(`/api/v1/search-index?lang=${lang}`)
  expect(res.status).toBe(200)
  return SearchIndexSchema.parse(await res.json())
}

describe('GET /api/v1/search-index', () => {
  it('names every kind, each with the page about it, in the language asked', async () => {
    const [pt, en] = [await index('pt'), await index('en')]
    expect(new Set(pt.items.map((i) => i.kind))).toEqual(new Set(SEARCH_KINDS))
    const swimming = (list: SearchIndex) =>
      list.items.find((i) => i.kind === 'discipline' && i.path.endsWith('/swimming'))
    expect(swimming(pt)?.name).toBe('Natação')
    expect(swimming(en)?.name).toBe('Swimming')
    expect(swimming(await index('az'))?.name).toBe('Üzgüçülük')
    // Every athlete still taking part is there once, with its profile's address.
    const [row] = await queryRows<{ count: number }>(
      t.ctx.database,
      sql`select count(*)::int as count from athletes where not withdrawn`,
    )
    const athletes = pt.items.filter((i) => i.kind === 'athlete')
    expect(athletes).toHaveLength(row?.count ?? -1)
    expect(athletes.every((a) => /^\/participants\/profile\/[^/]+$/.test(a.path))).toBe(true)
    const unit = pt.items.find((i) => i.kind === 'unit')
    expect(unit?.path).toMatch(/^\/discipline\/[a-z-]+\/results\/[^/]+$/)
    expect(pt.items.find((i) => i.kind === 'delegation')?.path).toMatch(/^\/participants\/delegations\/[A-Z]{3}$/)
  })

  it('keeps the accents of the names, and the search finds them without', async () => {
    const [athlete] = await queryRows<{ id: string; name: string }>(
      t.ctx.database,
      sql`select id, name from athletes where search_name like '%hernandez%' and not withdrawn order by id limit 1`,
    )
    if (!athlete) throw new Error('the demo has a Hernández')
    expect(athlete.name).toMatch(/HERNÁNDEZ/)
    const { items } = await index('es')
    const found = searchEntries(prepareSearchEntries(items), 'hernandez', 1000)
      .find((g) => g.kind === 'athlete')
      ?.entries.map((e) => e.path)
    expect(found).toContain(`/participants/profile/${athlete.id}`)
  })

  it('is cached: ETag, Cache-Control, 304, and gzip', async () => {
    const first = await t.request('/api/v1/search-index?lang=en', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const etag = first.headers.get('etag') ?? ''
    const again = await t.request('/api/v1/search-index?lang=en', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  it('is dropped by the live event that renames what it shows', async () => {
    const [unit] = await t.ctx.database.db.select().from(units).where(sql`${units.eventCode} is not null`).limit(1)
    if (!unit) throw new Error('the demo has units')
    const before = await index('en')
    expect(before.items.some((i) => i.name === 'Renamed heat')).toBe(false)
    await t.ctx.database.db.transaction(async (tx) => {
      await tx
        .update(units)
        .set({ names: { ...unit.names, en: 'Renamed heat' } })
        .where(eq(units.code, unit.code))
      await publishLiveEvent(tx, 'unit', { unitCode: unit.code })
    })
    await vi.waitFor(async () => {
      const after = await index('en')
      expect(after.items.find((i) => i.name === 'Renamed heat')?.path).toMatch(new RegExp(`/${unit.code}$`))
    })
  })

  it('follows an import: a discipline renamed by a bundle shows its new name after the reset', async () => {
    await index('pt')
    await t.ctx.database.db.transaction(async (tx) => {
      await tx
        .update(disciplines)
        .set({ names: sql`jsonb_set(${disciplines.names}, '{pt}', '"Natação pura"')` })
        .where(eq(disciplines.key, 'swimming'))
      await publishLiveEvent(tx, 'reset', { source: 'bundle-import' })
    })
    await vi.waitFor(async () => {
      const after = await index('pt')
      expect(after.items.find((i) => i.kind === 'discipline' && i.path === '/discipline/swimming')?.name).toBe(
        'Natação pura',
      )
    })
  })
})
