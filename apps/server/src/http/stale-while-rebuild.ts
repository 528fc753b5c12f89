/** What a build hands back: the value, and whether it may be kept (a key naming nothing is answered, not kept). */
export interface Built<V> {
  value: V
  keep: boolean
}

/** A value served: `ageMs` is set when it is the previous version, served while its rebuild runs. */
export interface Served<V> {
  value: V
  ageMs?: number
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
  private rebuild: { generation: number; promise: Promise<V> } | undefined
  private generation = 0
  /** Rebuilds started. */
  builds = 0
  /** Reads answered with the previous version while a rebuild ran. */
  staleServed = 0

  constructor(
    private readonly now: () => number = Date.now,
    private readonly onChange: () => void = () => {},
  ) {}

  /** The value kept, fresh or not. */
  get value(): V | undefined {
    return this.kept?.value
  }

  /** Whether a read now would be answered without starting a rebuild: a current value, or a rebuild in flight. */
  get isCurrent(): boolean {
    return this.isFresh(this.now()) || this.rebuild?.generation === this.generation
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

  read(build: () => Promise<Built<V>>, ttlMs = Number.POSITIVE_INFINITY): Promise<Served<V>> {
    const now = this.now()
    const kept = this.kept
    if (kept && this.isFresh(now)) return Promise.resolve({ value: kept.value })
    const rebuild = this.rebuild
    if (rebuild?.generation === this.generation) {
      if (!kept) return rebuild.promise.then((value) => ({ value }))
      this.staleServed++
      return Promise.resolve({ value: kept.value, ageMs: Math.max(0, now - kept.builtAt) })
    }
    return this.start(build, ttlMs, now).then((value) => ({ value }))
  }

  private isFresh(now: number): boolean {
    return !!this.kept && this.kept.generation === this.generation && this.kept.expiresAt > now
  }

  private start(build: () => Promise<Built<V>>, ttlMs: number, startedAt: number): Promise<V> {
    const generation = this.generation
    this.builds++
    const settle = () => {
      if (this.rebuild?.promise === promise) this.rebuild = undefined
    }
    const promise: Promise<V> = build().then(
      ({ value, keep }) => {
        settle()
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
    this.rebuild = { generation, promise }
    return promise
  }
}
