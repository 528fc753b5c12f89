import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

export type Schema = typeof schema
/** The Drizzle database, whichever driver is under it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Db
  kind: DatabaseKind
  /** Subscribes to a NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  notify(channel: string, payload: string): Promise<void>
  close(): Promise<void>
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

export interface OpenDatabaseOptions {
  /** Use a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string | undefined
  /** PGlite's data folder; absent means in memory. */
  dataDir?: string | undefined
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir)
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = new PGlite(dataDir)
  await client.waitReady
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      return client.listen(channel, onPayload)
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload])
    },
    async close() {
      if (!client.closed) await client.close()
    },
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // A pool error (e.g. the server went away) must not crash the process; queries will fail and be answered 5xx.
  pool.on('error', (error) => console.error('[db] pool error:', error.message))
  await pool.query('select 1')
  const db = drizzlePg(pool, { schema }) as unknown as Db
  const listeners = new Set<pg.Client>()
  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      // LISTEN needs a dedicated connection that stays open.
      const client = new pg.Client({ connectionString: url })
      client.on('error', (error) => console.error('[db] listen error:', error.message))
      await client.connect()
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
      })
      await client.query(`listen ${pg.escapeIdentifier(channel)}`)
      listeners.add(client)
      return async () => {
        listeners.delete(client)
        await client.end()
      }
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload])
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end()))
      listeners.clear()
      await pool.end()
    },
  }
}

/** Applies the Drizzle migrations (the same SQL for PGlite and PostgreSQL). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type that Db erases.
    await migratePglite(database.db as any, { migrationsFolder: MIGRATIONS_FOLDER })
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    await migratePg(database.db as any, { migrationsFolder: MIGRATIONS_FOLDER })
  }
}
