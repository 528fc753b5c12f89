import { describe, expect, it } from 'vitest'
import { type RebuildPace, StaleWhileRebuild } from './stale-while-rebuild.ts'

/** A build that resolves when told to: the rebuild "in flight" for as long as the test wants. */
function gate<V>() {
  const pending: Array<(value: V) => void> = []
  const failures: Array<(error: Error) => void> = []
  let started = 0
  return {
    build:
      (value: V, keep = true) =>
      () => {
        started++
        return new Promise<{ value: V; keep: boolean }>((resolve, reject) => {
          pending.push(() => resolve({ value, keep }))
          failures.push(reject)
        })
      },
    get started() {
      return started
    },
    release: (index = 0) => pending[index]?.(undefined as V),
    fail: (index = 0) => failures[index]?.(new Error('database gone')),
  }
}

function slotAt(start = 0) {
  const clock = { now: start }
  return { clock, slot: new StaleWhileRebuild<string>(() => clock.now) }
}

async function seeded(value = 'v1') {
  const { clock, slot } = slotAt()
  await slot.read(async () => ({ value, keep: true }))
  return { clock, slot }
}

describe('StaleWhileRebuild', () => {
  it('builds once for concurrent first reads: with no previous version, every read waits on that build', async () => {
    const { slot } = slotAt()
    const g = gate<string>()
    const reads = Array.from({ length: 20 }, () => slot.read(g.build('v1')))
    expect(g.started).toBe(1)
    g.release()
    const served = await Promise.all(reads)
    expect(served.every((s) => s.value === 'v1' && s.ageMs === undefined)).toBe(true)
    expect(slot.builds).toBe(1)
  })

  it('after a drop, the first read rebuilds and waits; reads meanwhile get the previous version and its age', async () => {
    const { clock, slot } = await seeded()
    slot.drop()
    clock.now = 4_200
    const g = gate<string>()
    const first = slot.read(g.build('v2'))
    const meanwhile = await Promise.all(Array.from({ length: 100 }, () => slot.read(g.build('v2'))))
    expect(g.started).toBe(1)
    expect(meanwhile.every((s) => s.value === 'v1' && s.ageMs === 4_200)).toBe(true)
    expect(slot.staleServed).toBe(100)
    g.release()
    expect(await first).toEqual({ value: 'v2' })
    expect(await slot.read(g.build('v3'))).toEqual({ value: 'v2' })
    expect(slot.builds).toBe(2)
  })

  it('a read that refuses stale copies waits for the rebuild in flight, and starts none of its own', async () => {
    const { slot } = await seeded()
    slot.drop()
    const g = gate<string>()
    const first = slot.read(g.build('v2'))
    const plain = await slot.read(g.build('x'))
    const refusing = slot.read(g.build('x'), Number.POSITIVE_INFINITY, false)
    expect(plain.value).toBe('v1')
    expect(g.started).toBe(1)
    g.release()
    expect(await refusing).toEqual({ value: 'v2' })
    expect(await first).toEqual({ value: 'v2' })
    expect(slot.builds).toBe(2)
  })

  it('a drop during a rebuild starts one more; the older rebuild finishing last does not replace the newer', async () => {
    const { slot } = await seeded()
    slot.drop()
    const g = gate<string>()
    const older = slot.read(g.build('v2'))
    slot.drop()
    const newer = slot.read(g.build('v3'))
    expect((await slot.read(g.build('x'))).value).toBe('v1')
    expect(g.started).toBe(2)
    g.release(1)
    expect((await newer).value).toBe('v3')
    g.release(0)
    expect((await older).value).toBe('v2')
    expect(await slot.read(g.build('x'))).toEqual({ value: 'v3' })
  })

  it('a failed rebuild keeps the previous version stale, and the next read tries again', async () => {
    const { slot } = await seeded()
    slot.drop()
    const g = gate<string>()
    const failing = slot.read(g.build('v2'))
    g.fail()
    await expect(failing).rejects.toThrow('database gone')
    expect(slot.value).toBe('v1')
    expect(slot.isCurrent).toBe(false)
    const retry = slot.read(g.build('v2'))
    expect(g.started).toBe(2)
    g.release(1)
    expect((await retry).value).toBe('v2')
  })

  it('treats an expired value as dropped, and forgets a value its build says not to keep', async () => {
    const { clock, slot } = slotAt()
    await slot.read(async () => ({ value: 'now-1', keep: true }), 1_000)
    clock.now = 999
    expect(slot.isCurrent).toBe(true)
    clock.now = 1_000
    expect(slot.isCurrent).toBe(false)
    const g = gate<string>()
    const rebuilding = slot.read(g.build('nothing', false), 1_000)
    expect(await slot.read(g.build('x'), 1_000)).toEqual({ value: 'now-1', ageMs: 1_000 })
    g.release()
    expect((await rebuilding).value).toBe('nothing')
    expect(slot.isEmpty).toBe(true)
  })

  describe('paced (decision 063)', () => {
    /** A pace of one rebuild a second whose timer the test fires. */
    function paced() {
      const clock = { now: 0 }
      const timers: Array<{ ms: number; fire: () => void }> = []
      const pace: RebuildPace = {
        minIntervalMs: 1_000,
        wait: (ms) => new Promise<void>((resolve) => timers.push({ ms, fire: resolve })),
      }
      const slot = new StaleWhileRebuild<string>(() => clock.now, undefined, pace)
      return { clock, timers, slot }
    }

    it('starts a rebuild no sooner than the interval after the last one; the first read waits, the rest get the previous version', async () => {
      const { clock, timers, slot } = paced()
      await slot.read(async () => ({ value: 'v1', keep: true }))
      const builds = gate<string>()
      clock.now = 300
      slot.drop()
      const first = slot.read(builds.build('v2'))
      expect(timers).toHaveLength(1)
      expect(timers[0]?.ms).toBe(700)
      expect(builds.started).toBe(0)
      expect(slot.isCurrent).toBe(true)
      clock.now = 400
      await expect(slot.read(builds.build('other'))).resolves.toEqual({ value: 'v1', ageMs: 400 })
      // A drop before the paced rebuild began: it will read the data after it, so no second build is started and
      // the first read since that drop waits for it too.
      slot.drop()
      const afterSecondDrop = slot.read(builds.build('other'))
      await expect(slot.read(builds.build('other'))).resolves.toMatchObject({ value: 'v1' })
      clock.now = 1_000
      timers[0]?.fire()
      await Promise.resolve()
      await Promise.resolve()
      expect(builds.started).toBe(1)
      builds.release()
      await expect(first).resolves.toEqual({ value: 'v2' })
      await expect(afterSecondDrop).resolves.toEqual({ value: 'v2' })
      expect(slot.builds).toBe(2)
      await expect(slot.read(builds.build('other'))).resolves.toEqual({ value: 'v2' })
    })

    it('rebuilds at once when the last rebuild started longer ago than the interval', async () => {
      const { clock, timers, slot } = paced()
      await slot.read(async () => ({ value: 'v1', keep: true }))
      clock.now = 1_500
      slot.drop()
      await expect(slot.read(async () => ({ value: 'v2', keep: true }))).resolves.toEqual({ value: 'v2' })
      expect(timers).toHaveLength(0)
    })
  })
})
