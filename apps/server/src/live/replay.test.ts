import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/helpers.ts'
import { openSse, serveForTest, waitUntil } from '../../test/sse.ts'
import { LiveHub, MAX_REPLAY } from './hub.ts'
import { publishLiveEvent } from './journal.ts'

/**
 * Issue 14, item 9 (replay): 300 anonymous reconnects with `Last-Event-ID: 1` pulled 50 MB of replay, each read
 * from the journal. Replay now comes from the hub's recent frames (no query), at most MAX_REPLAY of them, within a
 * per-instance budget; a client further behind gets one small `reset` carrying the latest id.
 */
let t: TestApp
let server: { url: string; close: () => Promise<void> }
let latest = 0

beforeAll(async () => {
  t = await createTestApp()
  server = await serveForTest(t.app)
  for (let i = 0; i < MAX_REPLAY + 20; i++)
    latest = await publishLiveEvent(t.ctx.database.db, 'unit', { unitCode: `U-${i}` })
  await waitUntil(() => t.ctx.live.latestId === latest, 'the hub to read the journal')
})
afterAll(async () => {
  await server.close()
  await t.close()
})

/** Connects as a reconnecting EventSource would, and returns what arrived before a marker event sent after it. */
async function reconnect(lastEventId: number) {
  const sse = await openSse(`${server.url}/api/v1/live`, { 'Last-Event-ID': String(lastEventId) })
  const marker = await publishLiveEvent(t.ctx.database.db, 'unit', { unitCode: 'MARKER' })
  latest = marker
  await sse.waitFor((m) => m.id === String(marker))
  sse.close()
  return sse.messages.filter((m) => m.id !== String(marker))
}

describe('GET /api/v1/live replay', () => {
  it('replays a few missed events exactly, in order', async () => {
    const from = latest - 3
    const missed = await reconnect(from)
    expect(missed.map((m) => Number(m.id))).toEqual([from + 1, from + 2, from + 3])
  })

  it('sends a client further behind than the recent frames one reset with the latest id, and nothing else', async () => {
    const before = latest
    const missed = await reconnect(1)
    expect(missed).toEqual([{ id: String(before), event: 'reset', data: '{}' }])
  })

  it('300 reconnects from Last-Event-ID 1 cost a few bytes each', async () => {
    let bytes = 0
    for (let round = 0; round < 15; round++) {
      const streams = await Promise.all(
        Array.from({ length: 20 }, () => openSse(`${server.url}/api/v1/live`, { 'Last-Event-ID': '1' })),
      )
      await Promise.all(streams.map((sse) => sse.waitFor((m) => m.event === 'reset')))
      for (const sse of streams) {
        bytes += sse.received()
        sse.close()
      }
    }
    // The opening lines and one reset frame: under 100 bytes each (a825b9a sent every event since id 1).
    expect(bytes).toBeLessThan(300 * 100)
  })

  it('past the instance’s replay budget, a reconnecting client gets a reset instead of a replay', async () => {
    const hub = new LiveHub(t.ctx.database, { replayBudget: { burst: 10, perSecond: 0 } })
    await hub.start()
    try {
      const decoder = new TextDecoder()
      const replay = (lastEventId: number) => {
        const frames: string[] = []
        hub.connect({ send: (frame) => frames.push(decoder.decode(frame)) }, lastEventId)()
        return frames
      }
      const from = hub.latestId - 4
      expect(replay(from)).toHaveLength(4)
      expect(replay(from)).toHaveLength(4)
      const third = replay(from)
      expect(third).toHaveLength(1)
      expect(third[0]).toBe(`id: ${hub.latestId}\nevent: reset\ndata: {}\n\n`)
    } finally {
      await hub.stop()
    }
  })
})
