/** What a build hands back: the value, and whether it may be kept (a key naming nothing is answered, not kept). */
export interface Built<V> {
  value: V
  keep: boolean
}

/**
 * How often one value may be rebuilt: at most once per `minIntervalMs` (a storm of drops costs one rebuild per
 * interval, not one per drop), `wait` being the timer (injected in tests).
 */
export interface RebuildPace {
  minIntervalMs: number
  wait(ms: number): Promise<void>
}

/** No pacing: a rebuild starts at the first read after a drop. */
export const NO_PACE: RebuildPace = { minIntervalMs: 0, wait: async () => {} }

/** A value served: `ageMs` is set when it is the previous version, served while its rebuild runs. */
export interface Served<V> {
  value: V
  ageMs?: number
}

/** A rebuild in flight, or paced and waiting to start (`begun` false). */
interface Rebuild<V> {
  /** The drops it covers: those before it began reading. */
  generation: number
  begun: boolean
  promise: Promise<V>
}

interface Kept<V> {
  value: V
  /** When the build that made it started: the data it holds is at least this old. */
  builtAt: number
  generation: number
  expiresAt: number
}

/**
 * One read model's value: single-flight and stale-while-rebuild (decision 058). After a drop (a live event) or
 * expiry, the first read starts the one rebuild and waits for it, so a client reading after its own write sees it;
 * reads arriving while that rebuild runs get the previous version at once, with its age, or wait on the same
 * rebuild when there is none. A rebuild's cost is never paid by every waiting request at once.
 *
 * Pure: no I/O, the clock injected; `onChange` tells the owner (the cache's byte accounting) the kept value changed.
 */
export class StaleWhileRebuild<V> {
  private kept: Kept<V> | undefined
  private rebuild: Rebuild<V> | undefined
  /** When the latest rebuild started reading: pacing counts from there. */
  private lastStartedAt = Number.NEGATIVE_INFINITY
  private generation = 0
  /** Rebuilds started. */
  builds = 0
  /** Reads answered with the previous version while a rebuild ran. */
  staleServed = 0

  constructor(
    private readonly now: () => number = Date.now,
    private readonly onChange: () => void = () => {},
    private readonly pace: RebuildPace = NO_PACE,
  ) {}

  /** The value kept, fresh or not. */
  get value(): V | undefined {
    return this.kept?.value
  }

  /** Whether a read now would be answered without starting a rebuild: a current value, or a rebuild in flight. */
  get isCurrent(): boolean {
    const rebuild = this.rebuild
    return this.isFresh(this.now()) || (!!rebuild && (rebuild.generation === this.generation || !rebuild.begun))
  }

  /** Whether `value` is the version kept and still fresh: a read now would be answered with it, without its age. */
  holdsFresh(value: V): boolean {
    return this.kept?.value === value && this.isFresh(this.now())
  }

  /** Nothing kept and nothing in flight: the owner may forget this slot. */
  get isEmpty(): boolean {
    return !this.kept && !this.rebuild
  }

  /** The kept value no longer holds: the next read rebuilds it (the previous version stays for concurrent reads). */
  drop(): void {
    this.generation++
  }

  /**
   * `acceptStale` false (a request sent with `Cache-Control: no-cache`, as the editors' reads are) waits for the
   * rebuild in flight instead of taking the previous version: a writer whose read comes while another reader's
   * rebuild runs still sees their write. It never starts a rebuild of its own for that.
   */
  read(build: () => Promise<Built<V>>, ttlMs = Number.POSITIVE_INFINITY, acceptStale = true): Promise<Served<V>> {
    const now = this.now()
    const kept = this.kept
    if (kept && this.isFresh(now)) return Promise.resolve({ value: kept.value })
    const rebuild = this.rebuild
    if (rebuild?.generation === this.generation) {
      if (!kept || !acceptStale) return rebuild.promise.then((value) => ({ value }))
      this.staleServed++
      return Promise.resolve({ value: kept.value, ageMs: Math.max(0, now - kept.builtAt) })
    }
    if (rebuild && !rebuild.begun) {
      // Paced and not started yet: it will read the data as they are after this drop, so the first read since the
      // drop waits for it instead of starting another.
      rebuild.generation = this.generation
      return rebuild.promise.then((value) => ({ value }))
    }
    // Paced: a rebuild starts no sooner than `minIntervalMs` after the previous one started. The read that asked
    // waits for it (it sees the change it may have just written); reads meanwhile get the previous version.
    const waitMs = kept ? this.lastStartedAt + this.pace.minIntervalMs - now : 0
    return this.start(build, ttlMs, waitMs).then((value) => ({ value }))
  }

  private isFresh(now: number): boolean {
    return !!this.kept && this.kept.generation === this.generation && this.kept.expiresAt > now
  }

  private start(build: () => Promise<Built<V>>, ttlMs: number, waitMs: number): Promise<V> {
    this.builds++
    let startedAt = this.now()
    const begin = () => {
      startedAt = this.now()
      this.lastStartedAt = startedAt
      job.begun = true
      // Every drop until now is in the data this build reads.
      job.generation = this.generation
      return build()
    }
    const job: Rebuild<V> = { generation: this.generation, begun: false, promise: Promise.resolve() as Promise<V> }
    const settle = () => {
      if (this.rebuild === job) this.rebuild = undefined
    }
    const built = waitMs > 0 ? this.pace.wait(waitMs).then(begin) : begin()
    job.promise = built.then(
      ({ value, keep }) => {
        settle()
        const { generation } = job
        // An older rebuild finishing after a newer one must not replace it.
        if (this.kept && this.kept.generation > generation) return value
        if (keep) this.kept = { value, builtAt: startedAt, generation, expiresAt: startedAt + ttlMs }
        else if (generation === this.generation) this.kept = undefined
        this.onChange()
        return value
      },
      (error: unknown) => {
        // A failed rebuild poisons nothing: the previous version stays stale, the next read tries again.
        settle()
        this.onChange()
        throw error
      },
    )
    this.rebuild = job
    return job.promise
  }
}
