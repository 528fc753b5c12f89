import { COMPETITION_ITEM_TYPES } from '@podium/domain'
import { count, inArray } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, migrateDatabase, openDatabase } from '../../db/client.ts'
import * as schema from '../../db/schema.ts'
import { DatabaseNotEmptyError, type DemoSummary, isDatabaseEmpty, seedDemo } from './seed.ts'

let database: Database
let summary: DemoSummary
let seconds: number

beforeAll(async () => {
  database = await openDatabase({})
  await migrateDatabase(database)
  expect(await isDatabaseEmpty(database.db)).toBe(true)
  const started = performance.now()
  summary = await seedDemo(database.db, { today: '2026-07-16' })
  seconds = (performance.now() - started) / 1000
})

afterAll(async () => {
  await database?.close()
})

async function rows(table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table)
  return row?.n ?? 0
}

describe('seedDemo on PGlite', () => {
  // How long it takes is a figure, not an assertion (a starved CI run takes several times longer): printed here.
  it('fills the database with a whole games', async () => {
    console.info(`seedDemo took ${seconds.toFixed(1)} s`, summary)
    expect(await isDatabaseEmpty(database.db)).toBe(false)
    expect(await rows(schema.games)).toBe(1)
    expect(await rows(schema.disciplines)).toBe(18)
    expect(await rows(schema.organisations)).toBeGreaterThanOrEqual(40)
    expect(await rows(schema.athletes)).toBeGreaterThanOrEqual(1500)
    expect(await rows(schema.venues)).toBeGreaterThanOrEqual(12)
    const [competition] = await database.db
      .select({ n: count() })
      .from(schema.units)
      .where(inArray(schema.units.type, [...COMPETITION_ITEM_TYPES]))
    expect(competition?.n).toBeGreaterThanOrEqual(600)
  })

  it('reports what it wrote', async () => {
    expect(summary.disciplines).toBe(18)
    expect(summary.athletes).toBe(await rows(schema.athletes))
    expect(summary.units).toBe(await rows(schema.units))
    expect(summary.medallists).toBe(await rows(schema.medallists))
    expect(summary.documents).toBe(await rows(schema.documents))
  })

  it('moves the id sequences past the ids it set', async () => {
    const [sponsor] = await database.db
      .insert(schema.sponsors)
      .values({ name: 'New sponsor', tier: 'supplier' })
      .returning({ id: schema.sponsors.id })
    // The demo sets sponsor ids 1..16 itself; a new sponsor must not collide with them.
    expect(sponsor?.id).toBeGreaterThan(16)
    await database.db.delete(schema.sponsors).where(inArray(schema.sponsors.id, [sponsor?.id ?? 0]))
  })

  it('refuses to seed a database that holds games, and changes nothing', async () => {
    const before = await rows(schema.athletes)
    await expect(seedDemo(database.db, { today: '2026-07-16' })).rejects.toBeInstanceOf(DatabaseNotEmptyError)
    expect(await rows(schema.athletes)).toBe(before)
    expect(await rows(schema.games)).toBe(1)
  })
})
