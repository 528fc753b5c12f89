import { describe, expect, it } from 'vitest'
import { StaleWhileRebuild } from './stale-while-rebuild.ts'

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
})
