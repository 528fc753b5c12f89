import { describe, expect, it } from 'vitest'
import { notKept, ReadModelCache } from './cached-json.ts'

/** A body of about `bytes` bytes that gzip cannot shrink much (so the gzip copy counts too). */
const body = (bytes: number, seed: number) => ({
  text: Array.from({ length: bytes / 8 }, (_, i) => ((seed * 7919 + i * 104729) % 99_999_989).toString(36)).join(''),
})
type Body = ReturnType<typeof body>

describe('ReadModelCache', () => {
  it('says whether a version sent earlier is still the current one: not after a drop, expiry or eviction', async () => {
    let now = 1_000
    const cache = new ReadModelCache(64 * 1024, () => now)
    const first = await cache.get<Body>('a', async () => body(1_000, 1))
    expect(cache.isCurrentVersion(first)).toBe(true)
    cache.invalidate('a')
    expect(cache.isCurrentVersion(first)).toBe(false)
    const second = await cache.get<Body>('a', async () => body(1_000, 2))
    expect(cache.isCurrentVersion(second)).toBe(true)
    expect(cache.isCurrentVersion(first)).toBe(false)

    const timed = await cache.get<Body>('clock', async () => body(1_000, 3), 5_000)
    expect(cache.isCurrentVersion(timed)).toBe(true)
    now += 5_000
    expect(cache.isCurrentVersion(timed)).toBe(false)

    const once = await cache.get<Body>('gone', async () => body(1_000, 4))
    for (let i = 0; i < 20; i++) await cache.get<Body>(`flood:${i}`, async () => body(8_000, i))
    expect(cache.has('gone')).toBe(false)
    expect(cache.isCurrentVersion(once)).toBe(false)
    // A key naming nothing is answered, never kept, so never current.
    const none = await cache.get<Body>('none', async () => notKept(body(8, 5)))
    expect(cache.isCurrentVersion(none)).toBe(false)
  })

  it('keeps the bytes of its read models within the budget, whatever the number of keys', async () => {
    const budget = 1024 * 1024
    const cache = new ReadModelCache(budget)
    for (let i = 0; i < 1_000; i++) {
      await cache.get<Body>(`flood:${i}`, async () => body(10_000, i))
      expect(cache.bytes).toBeLessThanOrEqual(budget)
    }
    expect(cache.bytes).toBeGreaterThan(budget / 2)
    expect(cache.size).toBeLessThan(200)
  })

  it('does not let a flood of keys read once evict the keys read often', async () => {
    const cache = new ReadModelCache(1024 * 1024)
    const hot = ['hot:medals', 'hot:schedule', 'hot:now']
    let builds = 0
    const build = async () => {
      builds++
      return body(20_000, 0)
    }
    const readHot = () => Promise.all(hot.map((key) => cache.get<Body>(key, build)))
    await readHot()
    await readHot()
    for (let i = 0; i < 2_000; i++) {
      await cache.get<Body>(`flood:${i}`, async () => body(10_000, i))
      if (i % 500 === 0) await readHot()
    }
    expect(builds).toBe(hot.length)
    for (const key of hot) expect(cache.has(key)).toBe(true)
    expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024)
  })

  it('counts an entry once built, and frees its bytes when invalidated', async () => {
    const cache = new ReadModelCache()
    let release: () => void = () => {}
    const pending = cache.get<Body>(
      'medals:a',
      () => new Promise((resolve) => (release = () => resolve(body(4_000, 1)))),
    )
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(0)
    release()
    await pending
    expect(cache.bytes).toBeGreaterThan(4_000)
    await cache.get<Body>('schedule:b', async () => body(4_000, 2))
    const bytes = cache.bytes
    cache.invalidate('medals:')
    expect(cache.has('medals:a')).toBe(false)
    expect(cache.has('schedule:b')).toBe(true)
    // The previous version stays (counted) to answer the reads that arrive while its rebuild runs.
    expect(cache.bytes).toBe(bytes)
    const rebuilt = await cache.get<Body>('medals:a', async () => body(800, 3))
    expect(rebuilt.age).toBeUndefined()
    expect(cache.has('medals:a')).toBe(true)
    expect(cache.bytes).toBeLessThan(bytes)
    cache.invalidate()
    expect(cache.has('medals:a') || cache.has('schedule:b')).toBe(false)
  })

  it('serves the previous version with its age to reads arriving while the one rebuild runs', async () => {
    let now = 1_000_000
    const cache = new ReadModelCache(undefined, () => now)
    await cache.get<{ v: number }>('medals:all', async () => ({ v: 1 }))
    cache.invalidate('medals:')
    now += 7_500
    let release: () => void = () => {}
    let builds = 0
    const build = () => {
      builds++
      return new Promise<{ v: number }>((resolve) => (release = () => resolve({ v: 2 })))
    }
    const first = cache.get<{ v: number }>('medals:all', build)
    const others = await Promise.all(Array.from({ length: 50 }, () => cache.get<{ v: number }>('medals:all', build)))
    expect(builds).toBe(1)
    expect(cache.staleServed).toBe(50)
    for (const other of others) {
      expect(other.body.toString()).toBe('{"v":1}')
      expect(other.age).toBe(7)
    }
    release()
    expect((await first).body.toString()).toBe('{"v":2}')
    expect((await cache.get<{ v: number }>('medals:all', build)).age).toBeUndefined()
    expect(cache.builds).toBe(2)
  })

  it('answers a build marked not kept, and a failed build, without keeping them', async () => {
    const cache = new ReadModelCache()
    const prepared = await cache.get<{ items: string[] }>('medals:nothing', async () => notKept({ items: [] }))
    expect(prepared.body.toString()).toBe('{"items":[]}')
    expect(cache.has('medals:nothing')).toBe(false)
    await expect(cache.get<Body>('medals:broken', async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    )
    expect(cache.has('medals:broken')).toBe(false)
    expect(cache.bytes).toBe(0)
  })

  it('shares one build between concurrent misses', async () => {
    const cache = new ReadModelCache()
    let builds = 0
    const build = async () => {
      builds++
      return { n: 1 }
    }
    const [a, b] = await Promise.all([cache.get<{ n: number }>('k', build), cache.get<{ n: number }>('k', build)])
    expect(builds).toBe(1)
    expect(a).toBe(b)
  })

  it('checks at compile time that a build answers the type its call names', async () => {
    const cache = new ReadModelCache()
    // @ts-expect-error a build answering a renamed field is not a `{ n: number }`
    await cache.get<{ n: number }>('renamed', async () => ({ count: 1 }))
    // @ts-expect-error the answer's type must be named: it is not inferred from the build
    await cache.get('unnamed', async () => ({ n: 1 }))
    // @ts-expect-error an answer not kept is still of the named type
    await cache.get<{ n: number }>('not-kept', async () => notKept({ count: 1 }))
    // Types are compile-time only: at run time each answer is sent as built (the one not kept is not kept).
    expect(cache.size).toBe(2)
  })
})
