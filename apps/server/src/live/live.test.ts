import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/helpers.ts'
import { openSse, waitUntil } from '../../test/sse.ts'
import { createApp } from '../app.ts'
import { type Database, openDatabase } from '../db/client.ts'
import { ReadModelCache } from '../http/cached-json.ts'
import { LiveHub } from './hub.ts'
import { publishLiveEvent } from './journal.ts'

/** Serves an app on a free loopback port, as the real server does. */
async function listen(app: ReturnType<typeof createApp>) {
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            ;(server as unknown as { closeAllConnections(): void }).closeAllConnections()
          }),
      })
    })
  })
}

let t: TestApp
let first: { url: string; close: () => Promise<void> }
// A second instance on the same database: its own connection (on PostgreSQL) and its own hub.
let secondDatabase: Database
let secondHub: LiveHub
let second: { url: string; close: () => Promise<void> }

beforeAll(async () => {
  t = await createTestApp()
  first = await listen(t.app)
  secondDatabase = t.db.location.databaseUrl ? await openDatabase(t.db.location) : t.db.database
  secondHub = new LiveHub(secondDatabase, 200)
  await secondHub.start()
  second = await listen(createApp({ ...t.ctx, database: secondDatabase, live: secondHub, cache: new ReadModelCache() }))
})

afterAll(async () => {
  await first.close()
  await second.close()
  await secondHub.stop()
  if (secondDatabase !== t.db.database) await secondDatabase.close()
  await t.close()
})

describe('GET /api/v1/live', () => {
  it('streams as text/event-stream', async () => {
    const sse = await openSse(`${first.url}/api/v1/live`)
    expect(sse.status).toBe(200)
    sse.close()
  })

  it('delivers a committed change to the clients of both instances, with its id', async () => {
    const a = await openSse(`${first.url}/api/v1/live`)
    const b = await openSse(`${second.url}/api/v1/live`)
    const id = await t.ctx.database.db.transaction((tx) =>
      publishLiveEvent(tx, 'unit', { unitCode: 'TEST-UNIT-1', scheduleStatus: 'RUNNING' }),
    )
    for (const client of [a, b]) {
      const message = await client.waitFor((m) => m.id === String(id))
      expect(message.event).toBe('unit')
      expect(JSON.parse(message.data)).toMatchObject({ id, kind: 'unit', payload: { unitCode: 'TEST-UNIT-1' } })
    }
    a.close()
    b.close()
  })

  it('never delivers a change whose transaction rolled back', async () => {
    const a = await openSse(`${first.url}/api/v1/live`)
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        await publishLiveEvent(tx, 'unit', { unitCode: 'ROLLED-BACK' })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    const marker = await publishLiveEvent(t.ctx.database.db, 'unit', { unitCode: 'AFTER-ROLLBACK' })
    await a.waitFor((m) => m.id === String(marker))
    expect(a.messages.some((m) => m.data.includes('ROLLED-BACK'))).toBe(false)
    a.close()
  })

  it('sends the events one journal read finds as one write per client, in their order', async () => {
    const writes: string[] = []
    const disconnect = t.ctx.live.connect({ send: (frame) => writes.push(Buffer.from(frame).toString()) })
    try {
      const ids = await t.ctx.database.db.transaction(async (tx) => [
        await publishLiveEvent(tx, 'unit', { unitCode: 'STORM-1', scheduleStatus: 'FINISHED' }),
        await publishLiveEvent(tx, 'unit', { unitCode: 'STORM-2', scheduleStatus: 'RUNNING' }),
        await publishLiveEvent(tx, 'unit', { unitCode: 'STORM-3', scheduleStatus: 'RUNNING' }),
      ])
      await waitUntil(() => writes.some((w) => w.includes(`id: ${ids[2]}\n`)), 'the third event')
      const withEvents = writes.filter((w) => w.includes('id: '))
      expect(withEvents).toHaveLength(1)
      const sent = withEvents[0] ?? ''
      const positions = ids.map((id) => sent.indexOf(`id: ${id}\n`))
      expect(positions.every((position) => position >= 0)).toBe(true)
      expect(positions).toEqual([...positions].sort((a, b) => a - b))
      expect(sent.match(/\n\n/g)).toHaveLength(3)
    } finally {
      disconnect()
    }
  })

  it('with a gathering window, sends changes committed one after another as one write per client', async () => {
    const hub = new LiveHub(t.ctx.database, { gatherMs: 1_000 })
    await hub.start()
    const writes: string[] = []
    const disconnect = hub.connect({ send: (frame) => writes.push(Buffer.from(frame).toString()) })
    try {
      const ids: number[] = []
      for (const code of ['GATHER-1', 'GATHER-2', 'GATHER-3'])
        ids.push(await publishLiveEvent(t.ctx.database.db, 'unit', { unitCode: code, scheduleStatus: 'RUNNING' }))
      await waitUntil(() => writes.some((w) => w.includes(`id: ${ids[2]}\n`)), 'the third change')
      const withEvents = writes.filter((w) => w.includes('id: '))
      expect(withEvents).toHaveLength(1)
      for (const id of ids) expect(withEvents[0]).toContain(`id: ${id}\n`)
    } finally {
      disconnect()
      await hub.stop()
    }
  })

  it('reads the journal at once when a write asks, past the gathering window, listeners first', async () => {
    const hub = new LiveHub(t.ctx.database, { gatherMs: 3_600_000 })
    await hub.start()
    const order: string[] = []
    hub.onEvent((event) => order.push(`listener ${event.id}`))
    const disconnect = hub.connect({
      send: (frame) => {
        const id = /id: (\d+)\n/.exec(Buffer.from(frame).toString())?.[1]
        if (id) order.push(`client ${id}`)
      },
    })
    try {
      const id = await publishLiveEvent(t.ctx.database.db, 'unit', { unitCode: 'READ-NOW', scheduleStatus: 'RUNNING' })
      await hub.readNow()
      expect(order).toEqual([`listener ${id}`, `client ${id}`])
      // Two writes at once: each call resolves only after a read that began after it.
      const [a, b] = await Promise.all([
        publishLiveEvent(t.ctx.database.db, 'unit', { unitCode: 'READ-NOW-A', scheduleStatus: 'RUNNING' }),
        publishLiveEvent(t.ctx.database.db, 'unit', { unitCode: 'READ-NOW-B', scheduleStatus: 'RUNNING' }),
      ])
      await Promise.all([hub.readNow(), hub.readNow()])
      expect(order).toContain(`listener ${a}`)
      expect(order).toContain(`listener ${b}`)
    } finally {
      disconnect()
      await hub.stop()
    }
  })

  it('resumes from Last-Event-ID with what the client missed, in order', async () => {
    const before = await publishLiveEvent(t.ctx.database.db, 'result', { unitCode: 'MISSED-0' })
    const missed1 = await publishLiveEvent(t.ctx.database.db, 'result', { unitCode: 'MISSED-1' })
    const missed2 = await publishLiveEvent(t.ctx.database.db, 'medal', { eventCode: 'MISSED-2' })
    // Let both hubs learn of them before the client reconnects.
    await new Promise((r) => setTimeout(r, 300))
    const resumed = await openSse(`${second.url}/api/v1/live`, { 'Last-Event-ID': String(before) })
    await resumed.waitFor((m) => m.id === String(missed2))
    expect(resumed.messages.map((m) => Number(m.id))).toEqual([missed1, missed2])
    resumed.close()
  })

  it('after a replay, keeps every later change whole, once and in order on the socket (decision 100)', async () => {
    const before = await publishLiveEvent(t.ctx.database.db, 'unit', { unitCode: 'SOCKET-0' })
    const missed = await publishLiveEvent(t.ctx.database.db, 'unit', { unitCode: 'SOCKET-MISSED' })
    await new Promise((r) => setTimeout(r, 300))
    const resumed = await openSse(`${first.url}/api/v1/live`, { 'Last-Event-ID': String(before) })
    // Frames written from now on go straight to the socket, past the stream that carried the opening and replay.
    const later: number[] = []
    for (let i = 1; i <= 20; i++)
      later.push(await publishLiveEvent(t.ctx.database.db, 'unit', { unitCode: `SOCKET-${i}` }))
    const last = later.at(-1)
    await resumed.waitFor((m) => m.id === String(last))
    expect(resumed.messages.map((m) => Number(m.id))).toEqual([missed, ...later])
    expect(resumed.messages.map((m) => JSON.parse(m.data).payload.unitCode)).toEqual([
      'SOCKET-MISSED',
      ...later.map((_, i) => `SOCKET-${i + 1}`),
    ])
    resumed.close()
  })

  it('sends heartbeats on an idle stream', async () => {
    const b = await openSse(`${second.url}/api/v1/live`)
    await new Promise((r) => setTimeout(r, 500))
    expect(b.comments).toContain('heartbeat')
    b.close()
  })

  it('forgets a client that disconnected', async () => {
    const before = t.ctx.live.clientCount
    const a = await openSse(`${first.url}/api/v1/live`)
    await new Promise((r) => setTimeout(r, 100))
    expect(t.ctx.live.clientCount).toBe(before + 1)
    a.close()
    await new Promise((r) => setTimeout(r, 300))
    expect(t.ctx.live.clientCount).toBe(before)
  })
})
