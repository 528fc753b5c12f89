/** Decision 070: defaults of PODIUM_LIVE_MAX_STREAMS and PODIUM_LIVE_MAX_STREAMS_PER_ADDRESS (env.ts says why). */
export const DEFAULT_LIVE_STREAMS = { total: 10_000, perAddress: 2_000 }

export type StreamTaken = { ok: true; release: () => void } | { ok: false; over: 'total' | 'address' }

/**
 * Live streams held by this instance, in all and per client address. Each stream holds a file descriptor for as long
 * as the client stays; without a budget one address could open streams until the process could accept nothing else.
 */
export class StreamBudget {
  private total = 0
  private readonly byAddress = new Map<string, number>()

  constructor(private readonly limits: () => { total: number; perAddress: number }) {}

  get open(): number {
    return this.total
  }

  /** A place for a stream from `address`, released once by the returned function; or which limit is reached. */
  take(address: string): StreamTaken {
    const limits = this.limits()
    if (this.total >= limits.total) return { ok: false, over: 'total' }
    const mine = this.byAddress.get(address) ?? 0
    if (mine >= limits.perAddress) return { ok: false, over: 'address' }
    this.total++
    this.byAddress.set(address, mine + 1)
    let released = false
    return {
      ok: true,
      release: () => {
        if (released) return
        released = true
        this.total--
        const left = (this.byAddress.get(address) ?? 1) - 1
        if (left > 0) this.byAddress.set(address, left)
        else this.byAddress.delete(address)
      },
    }
  }
}
