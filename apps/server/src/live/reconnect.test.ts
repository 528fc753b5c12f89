import type { MedalTable } from '@podium/domain'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, queryRows, type TestApp } from '../../test/helpers.ts'
import { openSse, type SseConnection, serveForTest, waitUntil } from '../../test/sse.ts'
import { createApp } from '../app.ts'
import type { AppContext } from '../context.ts'
import { type Database, LISTEN_APPLICATION_NAME, type ListenState, openDatabase } from '../db/client.ts'
import { ReadModelCache } from '../http/cached-json.ts'
import { LiveHub } from './hub.ts'
import { invalidateOnLiveEvents } from './invalidation.ts'
import { publishLiveEvent } from './journal.ts'

/**
 * Issue 14, item 3: on PostgreSQL the LISTEN client logged an error and never reconnected, so after
 * pg_terminate_backend (or a restart) every SSE stream stayed silent and every read model stale, while the health
 * check said ok. Now the connection comes back with backoff, the journal is read meanwhile and after, the read
 * models are dropped, and readiness tells.
 */

/** Takes one individual gold away, as a results correction would, and announces it. Returns its event. */
async function removeOneGold(database: Database): Promise<string> {
  return database.db.transaction(async (tx) => {
    const [row] = (
      (await tx.execute(
        sql`delete from medallists where id = (
          select id from medallists where medal = 'GOLD' and team_id is null order by id limit 1)
        returning event_code`,
      )) as unknown as { rows: { event_code: string }[] }
    ).rows
    if (!row) throw new Error('the seed has individual gold medals')
    await publishLiveEvent(tx, 'medal', { eventCode: row.event_code })
    return row.event_code
  })
}

const golds = async (url: string) => {
  const res = await fetch(`${url}/api/v1/medals?lang=en`)
  return ((await res.json()) as MedalTable).items.reduce((sum, item) => sum + item.gold, 0)
}
const readiness = async (url: string) => {
  const res = await fetch(`${url}/api/v1/health/ready`)
  return { status: res.status, body: (await res.json()) as { status: string; live: { state: string } } }
}
const medalFrame = (sse: SseConnection, eventCode: string) =>
  sse.waitFor((m) => m.event === 'medal' && m.data.includes(`"eventCode":"${eventCode}"`), 10_000)

/** A second instance on the same database: its own connections (on PostgreSQL), hub and read models. */
async function secondInstance(t: TestApp, database: Database, options: ConstructorParameters<typeof LiveHub>[1] = {}) {
  const cache = new ReadModelCache()
  const live = new LiveHub(database, options)
  invalidateOnLiveEvents(live, cache)
  await live.start()
  const ctx: AppContext = { ...t.ctx, database, live, cache }
  const server = await serveForTest(createApp(ctx))
  return {
    ctx,
    url: server.url,
    async close() {
      await server.close()
      await live.stop()
    },
  }
}

describe('an instance whose LISTEN connection drops and comes back (simulated, both drivers)', () => {
  let t: TestApp
  let deaf = false
  let report: ((state: ListenState) => void) | undefined
  let instance: Awaited<ReturnType<typeof secondInstance>>

  beforeAll(async () => {
    t = await createTestApp()
    const real = t.ctx.database
    // The same database, but its notifications can be cut and the drop reported, as db/client.ts does on PostgreSQL.
    const droppable: Database = {
      ...real,
      listen: (channel, onPayload, onState) => {
        report = onState
        return real.listen(channel, (payload) => {
          if (!deaf) onPayload(payload)
        })
      },
    }
    instance = await secondInstance(t, droppable, { pollWhileDeafMs: 100 })
  })
  afterAll(async () => {
    await instance.close()
    await t.close()
  })

  it('says not ready while deaf (liveness stays ok), keeps streaming from the journal, then drops every read model', async () => {
    expect(await readiness(instance.url)).toMatchObject({ status: 200, body: { status: 'ready' } })
    const sse = await openSse(`${instance.url}/api/v1/live`)
    const before = await golds(instance.url)

    deaf = true
    report?.('reconnecting')
    expect(await readiness(instance.url)).toMatchObject({
      status: 503,
      body: { status: 'not_ready', live: { state: 'reconnecting' } },
    })
    expect((await fetch(`${instance.url}/api/v1/health`)).status).toBe(200)

    // Written while deaf: the journal is read every 100 ms meanwhile, so it still reaches the client and drops
    // the stale table.
    const eventCode = await removeOneGold(t.ctx.database)
    await medalFrame(sse, eventCode)
    expect(await golds(instance.url)).toBe(before - 1)

    await fetch(`${instance.url}/api/v1/disciplines`)
    expect(instance.ctx.cache.current).toBeGreaterThan(0)
    deaf = false
    report?.('listening')
    // Every read model is stale (decision 058: kept only to answer reads while its one rebuild runs).
    expect(instance.ctx.cache.current).toBe(0)
    expect(await readiness(instance.url)).toMatchObject({ status: 200, body: { status: 'ready' } })

    const next = await removeOneGold(t.ctx.database)
    await medalFrame(sse, next)
    expect(await golds(instance.url)).toBe(before - 2)
    sse.close()
  })
})

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL: two instances and terminated LISTEN connections', () => {
  // PGlite LISTENs in-process: there is no connection to lose. CI's PostgreSQL run covers this.
  let t: TestApp
  let first: { url: string; close: () => Promise<void> }
  let secondDatabase: Database
  let second: Awaited<ReturnType<typeof secondInstance>>
  let databaseName: string

  /** Ends this test database's LISTEN backends (found by application_name, or by their last query on older code). */
  async function terminateListeners(): Promise<number> {
    const rows = await queryRows<{ pid: number }>(
      t.ctx.database,
      sql`select pg_terminate_backend(pid), pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and (application_name = ${LISTEN_APPLICATION_NAME} or query ilike 'listen %')`,
    )
    return rows.length
  }
  /** From the server's own database: PostgreSQL refuses this for the database one is connected to. */
  async function allowConnections(allow: boolean): Promise<void> {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      await admin.query(`alter database ${pg.escapeIdentifier(databaseName)} allow_connections ${allow}`)
    } finally {
      await admin.end()
    }
  }

  beforeAll(async () => {
    t = await createTestApp()
    first = await serveForTest(t.app)
    secondDatabase = await openDatabase(t.db.location)
    second = await secondInstance(t, secondDatabase)
    const [row] = await queryRows<{ name: string }>(t.ctx.database, sql`select current_database() as name`)
    databaseName = row?.name ?? ''
  })
  afterAll(async () => {
    await allowConnections(true)
    await first.close()
    await second.close()
    await secondDatabase.close()
    await t.close()
  })

  it('a write through one instance reaches the other instance’s clients and drops its read models', async () => {
    const a = await openSse(`${first.url}/api/v1/live`)
    const b = await openSse(`${second.url}/api/v1/live`)
    const before = await golds(second.url)
    const eventCode = await removeOneGold(t.ctx.database)
    await medalFrame(a, eventCode)
    await medalFrame(b, eventCode)
    expect(await golds(second.url)).toBe(before - 1)
    a.close()
    b.close()
  })

  it('after pg_terminate_backend: not ready while reconnecting, changes keep flowing, both instances resume', async () => {
    const instances = [first.url, second.url]
    const a = await openSse(`${first.url}/api/v1/live`)
    const b = await openSse(`${second.url}/api/v1/live`)
    const before = await golds(second.url)

    // Held deaf: PostgreSQL refuses new connections to this database until allowed again. Each pool opens a few
    // connections first, so reads and the journal poll meanwhile do not need a new one.
    await Promise.all(
      [t.ctx.database, secondDatabase].flatMap((database) =>
        Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
      ),
    )
    await allowConnections(false)
    try {
      expect(await terminateListeners()).toBe(2)
      await waitUntil(
        async () => (await Promise.all(instances.map(readiness))).every((r) => r.status === 503),
        'both instances to say they are not ready',
      )
      for (const url of instances) {
        expect((await readiness(url)).body).toMatchObject({ status: 'not_ready', live: { state: 'reconnecting' } })
      }
      const whileDeaf = await removeOneGold(t.ctx.database)
      await medalFrame(a, whileDeaf)
      await medalFrame(b, whileDeaf)
    } finally {
      await allowConnections(true)
    }
    await waitUntil(
      async () => (await Promise.all(instances.map(readiness))).every((r) => r.status === 200),
      'both instances to be ready again',
    )

    // The figure for decision 024: from the kill to the next change arriving at both instances' clients.
    const killedAt = Date.now()
    expect(await terminateListeners()).toBe(2)
    const afterKill = await removeOneGold(t.ctx.database)
    await Promise.all([medalFrame(a, afterKill), medalFrame(b, afterKill)])
    const seconds = (Date.now() - killedAt) / 1000
    console.log(`[live] updates resumed ${seconds.toFixed(2)} s after pg_terminate_backend of both LISTEN connections`)
    expect(seconds).toBeLessThan(10)

    await waitUntil(
      async () => (await Promise.all(instances.map(readiness))).every((r) => r.status === 200),
      'both instances to be ready again',
    )
    const last = await removeOneGold(t.ctx.database)
    await Promise.all([medalFrame(a, last), medalFrame(b, last)])
    for (const url of instances) expect(await golds(url)).toBe(before - 3)
    a.close()
    b.close()
  })
})
