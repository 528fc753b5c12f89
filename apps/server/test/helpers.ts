import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_LOCALE_STRATEGY, type LocaleStrategy } from '@podium/domain'
import { type SQL, sql } from 'drizzle-orm'
import pg from 'pg'
import { inject } from 'vitest'
import { createApp } from '../src/app.ts'
import { GamesCalendar } from '../src/calendar.ts'
import { type Clock, dayInTimeZone, fixedClock } from '../src/clock.ts'
import type { AppContext } from '../src/context.ts'
import { type Database, openDatabase } from '../src/db/client.ts'
import { AccessLogger } from '../src/features/access-log/access-logger.ts'
import { ReadModelCache } from '../src/http/cached-json.ts'
import { trustedProxies } from '../src/http/client-address.ts'
import { keepReadModelsFresh } from '../src/live/freshness.ts'
import { LiveHub } from '../src/live/hub.ts'
import type { ReadModels } from '../src/live/read-models.ts'
import { RuntimeSettings } from '../src/settings.ts'
import { TEST_ADMIN_TOKEN, TEST_NOW } from './constants.ts'

export interface TestDatabase {
  database: Database
  /** Connection string on PostgreSQL, or the PGlite folder. */
  location: { databaseUrl?: string; dataDir?: string }
  destroy(): Promise<void>
}

let counter = 0

/** A private copy of the seeded test database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('templateDatabase')
  const baseUrl = process.env.DATABASE_URL
  if (template && baseUrl) {
    const name = `podium_test_${process.pid}_${Date.now()}_${counter++}`
    const admin = new pg.Client({ connectionString: baseUrl })
    await admin.connect()
    await admin.query(`create database ${name} template ${template}`)
    const url = new URL(baseUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ databaseUrl: url.toString() })
    return {
      database,
      location: { databaseUrl: url.toString() },
      async destroy() {
        await database.close()
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      },
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-test-'))
  cpSync(inject('snapshotDir'), dataDir, { recursive: true })
  const database = await openDatabase({ dataDir })
  return {
    database,
    location: { dataDir },
    async destroy() {
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface TestApp {
  app: ReturnType<typeof createApp>
  ctx: AppContext
  db: TestDatabase
  /** Sends a request to the app as a client would. */
  request(path: string, init?: RequestInit): Promise<Response>
  /** The same, as if the TCP peer were `address` (what the Node adapter reports as the socket's remote address). */
  requestFrom(address: string, path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

export async function createTestApp(
  options: {
    clock?: Clock
    loginEnabled?: boolean
    webDir?: string | null
    localeStrategy?: LocaleStrategy
    /** PODIUM_TRUSTED_PROXIES entries (none by default). */
    trustedProxies?: string[]
    /** Log requests (flushed by the test through ctx.accessLog.flush(), no timer). */
    accessLog?: { retentionDays: number }
    /** PODIUM_PUSH_ORIGINS: a loopback push service's origin. */
    pushOrigins?: string[]
    /** PODIUM_LIVE_GATHER_MS (0 by default: a notification is read at once). */
    liveGatherMs?: number
    /** A migrated database with nothing in it (no games, no accounts): a clean install before its first start. */
    empty?: boolean
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase()
  if (options.empty) await emptyAllTables(db.database)
  const cache: ReadModels = new ReadModelCache()
  const live = new LiveHub(db.database, { gatherMs: options.liveGatherMs ?? 0 })
  const calendar = await GamesCalendar.load(db.database.db, 'America/Sao_Paulo')
  const settings = await RuntimeSettings.load(db.database.db)
  keepReadModelsFresh(live, { cache, calendar, settings })
  await live.start()
  const clock = options.clock ?? fixedClock(TEST_NOW, 'America/Sao_Paulo')
  const ctx: AppContext = {
    database: db.database,
    clock,
    calendar,
    cache,
    settings,
    live,
    accessLog: options.accessLog && new AccessLogger(db.database.db, clock, options.accessLog),
    config: {
      loginEnabled: options.loginEnabled ?? true,
      adminToken: TEST_ADMIN_TOKEN,
      webDir: options.webDir ?? null,
      localeStrategy: options.localeStrategy ?? DEFAULT_LOCALE_STRATEGY,
      trustedProxies: trustedProxies(options.trustedProxies ?? []),
      pushOrigins: options.pushOrigins ?? [],
    },
  }
  const app = createApp(ctx)
  return {
    app,
    ctx,
    db,
    request: async (path, init) => app.request(`http://127.0.0.1${path}`, init),
    requestFrom: async (address, path, init) =>
      app.request(`http://127.0.0.1${path}`, init, { incoming: { socket: { remoteAddress: address } } }),
    close: async () => {
      await live.stop()
      await db.destroy()
    },
  }
}

/** Empties every table of the copy (a migrated database without games), in a second. */
export async function emptyAllTables(database: Database): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(
    database,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )
  await database.db.execute(
    sql.raw(`truncate ${tables.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`),
  )
}

/** Rows of a raw SQL query, typed by the caller (both drivers return `{ rows }`). */
export async function queryRows<Row>(database: Database, query: SQL): Promise<Row[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

/** A stopped clock the test moves by hand (`advance(ms)`), so delays and lifetimes pass without sleeping. */
export function movableClock(start: Date, timeZone = 'America/Sao_Paulo'): { clock: Clock; advance(ms: number): void } {
  let nowMs = start.getTime()
  return {
    clock: {
      now: () => new Date(nowMs),
      today: () => dayInTimeZone(new Date(nowMs), timeZone),
      timeZone,
    },
    advance: (ms) => {
      nowMs += ms
    },
  }
}
