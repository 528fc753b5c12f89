import { getTableName, is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, queryRows, type TestDatabase } from '../../test/helpers.ts'
import { type Database, openDatabase } from './client.ts'
import { moveDatabase, schemaTablesInForeignKeyOrder, TargetNotEmptyError } from './move.ts'
import * as schema from './schema.ts'

describe('the tables a move copies', () => {
  it('are every table of the schema, each after the tables its foreign keys name', () => {
    const order = schemaTablesInForeignKeyOrder()
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))
    expect(new Set(order)).toEqual(new Set(tables.map((t) => getTableName(t))))
    for (const table of tables) {
      const { name, foreignKeys } = getTableConfig(table)
      for (const fk of foreignKeys) {
        const parent = getTableName(fk.reference().foreignTable)
        if (parent !== name) expect(order.indexOf(parent)).toBeLessThan(order.indexOf(name))
      }
    }
    for (const name of ['users', 'sessions', 'push_subscriptions', 'server_keys', 'live_events'])
      expect(order).toContain(name)
  })
})

const baseUrl = process.env.DATABASE_URL

// The target must be a PostgreSQL: this runs in CI's PostgreSQL API run (.ci/run).
describe.skipIf(!baseUrl)('moveDatabase: the embedded database to PostgreSQL', () => {
  let seeded: TestDatabase
  let embedded: Database
  let target: Database
  const name = `podium_move_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: baseUrl })

  beforeAll(async () => {
    await admin.connect()
    await admin.query(`create database ${name}`)
    // A seeded embedded database: the suite's seeded copy, moved into an in-memory PGlite by the same code.
    seeded = await createTestDatabase()
    await seeded.database.db.execute(sql`insert into client_errors (message, path) values ('seen', '/')`)
    embedded = await openDatabase({})
    await moveDatabase(seeded.database, embedded)
    const url = new URL(baseUrl ?? '')
    url.pathname = `/${name}`
    target = await openDatabase({ databaseUrl: url.toString() })
  }, 240_000)

  afterAll(async () => {
    await target?.close()
    await embedded?.close()
    await seeded?.destroy()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('copies every table with the same counts, sets the sequences, and refuses a non-empty target', async () => {
    const reported: string[] = []
    const moved = await moveDatabase(embedded, target, { onTable: ({ table }) => reported.push(table) })
    expect(reported).toEqual(schemaTablesInForeignKeyOrder())
    const count = async (db: Database, table: string) =>
      Number((await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${table}"`)))[0]?.n)
    for (const { table, rows } of moved) {
      expect(rows, table).toBe(await count(seeded.database, table))
      expect(rows, table).toBe(await count(embedded, table))
    }
    for (const table of ['users', 'units', 'results', 'client_errors'])
      expect(moved.find((m) => m.table === table)?.rows).toBeGreaterThan(0)
    // Sequences: the next row written on PostgreSQL takes the id after the largest moved.
    const [next] = await queryRows<{ id: number; max: number }>(
      target,
      sql`with added as (insert into client_errors (message) values ('after') returning id)
          select (select id from added)::int as id, (select max(id) from client_errors)::int as max`,
    )
    const [largest] = await queryRows<{ max: number }>(embedded, sql`select max(id)::int as max from client_errors`)
    expect(next?.id).toBe((largest?.max ?? 0) + 1)

    await expect(moveDatabase(embedded, target)).rejects.toBeInstanceOf(TargetNotEmptyError)
    const again = await moveDatabase(embedded, target, { force: true })
    expect(again.find((m) => m.table === 'client_errors')?.rows).toBe(await count(embedded, 'client_errors'))
  }, 240_000)
})
