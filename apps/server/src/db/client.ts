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

/**
 * A LISTEN subscription's state: `listening`, or `reconnecting` after its connection dropped (notifications sent
 * meanwhile are lost: the subscriber reads what it missed when it hears `listening` again).
 */
export type ListenState = 'listening' | 'reconnecting'

/** The `application_name` of LISTEN connections, to find them in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'podium-listen'

export interface Database {
  db: Db
  kind: DatabaseKind
  /**
   * Subscribes to a NOTIFY channel; returns an unsubscribe function. On PostgreSQL a dropped connection is
   * reconnected with backoff and `onState` hears `reconnecting`, then `listening` once subscribed again.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onState?: (state: ListenState) => void,
  ): Promise<() => Promise<void>>
  notify(channel: string, payload: string): Promise<void>
  close(): Promise<void>
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (absent on PGlite). */
  poolStats?(): { total: number; idle: number; waiting: number }
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
    // In-process: the subscription cannot drop, so its state never changes.
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
  const subscriptions = new Set<() => Promise<void>>()
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, onPayload, onState) {
      const unlisten = await listenWithReconnect(url, channel, onPayload, onState)
      const unsubscribe = async () => {
        subscriptions.delete(unsubscribe)
        await unlisten()
      }
      subscriptions.add(unsubscribe)
      return unsubscribe
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload])
    },
    async close() {
      await Promise.all([...subscriptions].map((unsubscribe) => unsubscribe()))
      await pool.end()
    },
  }
}

/** Reconnect delays: doubling from the first, capped, each drawn between half and all of it (jitter). */
const RECONNECT_FIRST_MS = 200
const RECONNECT_MAX_MS = 10_000

function reconnectDelay(attempt: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt)
  // Jitter: instances that lost PostgreSQL together do not all come back in the same millisecond.
  return ceiling / 2 + Math.random() * (ceiling / 2)
}

/**
 * LISTEN on a dedicated connection that stays open; when it drops (PostgreSQL restarted, the backend was
 * terminated, the network failed) it is replaced, with exponential backoff, until unsubscribed. The first
 * connection must succeed: a server that cannot LISTEN at start does not start.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState: ((state: ListenState) => void) | undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | null = null
  let attempt = 0

  const connect = async (): Promise<pg.Client> => {
    // keepAlive: a peer that vanished without closing is noticed by TCP rather than never.
    const next = new pg.Client({ connectionString: url, application_name: LISTEN_APPLICATION_NAME, keepAlive: true })
    next.on('error', (error) => {
      console.error('[db] listen error:', error.message)
      dropped(next)
    })
    next.on('end', () => dropped(next))
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
    })
    try {
      await next.connect()
      await next.query(`listen ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      next.end().catch(() => {})
      throw error
    }
    return next
  }

  const dropped = (which: pg.Client) => {
    if (stopped || which !== client) return
    client = null
    which.end().catch(() => {})
    onState?.('reconnecting')
    scheduleReconnect()
  }

  const scheduleReconnect = () => {
    if (stopped || retry) return
    retry = setTimeout(async () => {
      try {
        const next = await connect()
        retry = null
        if (stopped) {
          await next.end()
          return
        }
        client = next
        attempt = 0
        onState?.('listening')
      } catch (error) {
        retry = null
        attempt++
        console.error(`[db] listen reconnect failed (attempt ${attempt}):`, (error as Error).message)
        scheduleReconnect()
      }
    }, reconnectDelay(attempt))
    retry.unref()
  }

  client = await connect()
  return async () => {
    stopped = true
    if (retry) clearTimeout(retry)
    const last = client
    client = null
    await last?.end()
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
