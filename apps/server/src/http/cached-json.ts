import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import { refusesStale } from './no-cache.ts'
import { ACCEL_EXPIRES, accelExpires, apiVary, publicCacheControl } from './shared-cache.ts'
import { type Built, NO_PACE, type RebuildPace, StaleWhileRebuild } from './stale-while-rebuild.ts'

/**
 * A JSON response prepared once: its text, a gzipped copy and a strong ETag. Hot reads send these bytes as is.
 * `T` is the domain type the bytes encode (decision 027): it exists only for the compiler.
 */
export interface PreparedJson<T> {
  body: Buffer
  gzip: Buffer | null
  etag: string
  /**
   * Seconds since this version was built, set only when it is the previous version served while its rebuild runs
   * (sent as `Age`; clients may ignore it).
   */
  age?: number
  /** Never set: carries `T` so a prepared answer keeps the type it was built from. */
  readonly answer?: T
}

const GZIP_MIN_BYTES = 1024

/** `T` names the answer's domain type (`prepareJson<TeamPage>(page)`); it is not inferred, so it must be stated. */
export function prepareJson<T = never>(value: NoInfer<T>): PreparedJson<T> {
  return prepareBody(Buffer.from(JSON.stringify(value)))
}

/** Any body sent many times (a JSON answer, a server-rendered page): its bytes, a gzipped copy and a strong ETag. */
export function prepareBody(body: Buffer): { body: Buffer; gzip: Buffer | null; etag: string } {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  const gzip = body.length >= GZIP_MIN_BYTES ? gzipSync(body, { level: 6 }) : null
  return { body, gzip, etag }
}

export interface CacheOptions {
  /**
   * Seconds a browser may reuse the response without asking. A shared cache keeps it one second, and serves it stale
   * one more second at most while it fetches the next (`http/shared-cache.ts`, decision 095).
   */
  maxAge: number
}

/** The prepared answer a request was sent, for the hot-read lane (http/hot-reads.ts) to serve again. */
const answered = new WeakMap<Context, PreparedJson<unknown>>()

/** The prepared answer `sendPreparedJson` sent for this request, if any. */
export function preparedAnswerOf(c: Context): PreparedJson<unknown> | undefined {
  return answered.get(c)
}

/**
 * Sends a prepared JSON body with ETag/Cache-Control, answering 304 to a matching If-None-Match. A public read: what
 * browsers and shared caches may keep is `http/shared-cache.ts`'s; `Vary` names only what the bytes depend on.
 */
export function sendPreparedJson<T>(c: Context, prepared: PreparedJson<T>, cache: CacheOptions): Response {
  answered.set(c, prepared)
  // Cache-Control before X-Accel-Expires: nginx 1.22 reads stale-while-revalidate only from a Cache-Control before it.
  const headers: Record<string, string> = {
    ETag: prepared.etag,
    'Cache-Control': publicCacheControl(cache.maxAge),
    [ACCEL_EXPIRES]: accelExpires(),
  }
  const vary = apiVary(c, prepared.gzip !== null)
  if (vary) headers.Vary = vary
  if (prepared.age !== undefined) headers.Age = String(prepared.age)
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === prepared.etag)) {
    return c.body(null, 304, headers)
  }
  headers['Content-Type'] = 'application/json; charset=utf-8'
  const acceptsGzip = prepared.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
  if (acceptsGzip && prepared.gzip) {
    headers['Content-Encoding'] = 'gzip'
    return c.body(new Uint8Array(prepared.gzip), 200, headers)
  }
  return c.body(new Uint8Array(prepared.body), 200, headers)
}

/** What a build hands back to be sent once and not kept (an empty list for a key naming nothing, say). */
export class NotKept<T> {
  constructor(readonly value: T) {}
}

/** Wraps a build's answer so the cache serves it to the requests waiting for it but does not keep it. */
export const notKept = <T>(value: T): NotKept<T> => new NotKept(value)

/**
 * What a read model may hold, in bytes, unless PODIUM_READ_MODEL_CACHE_MB says otherwise: every read model of the
 * Paris 2024 games in two languages fits (decision 024), a flood of keys does not.
 */
export const DEFAULT_CACHE_BUDGET_BYTES = 128 * 1024 * 1024
/** A kept key's share of the protected segment: keys read twice are safe from a flood of keys read once. */
const PROTECTED_SHARE = 0.8
/** The map entry, the key, the promise and the two Buffers' headers, roughly. */
const ENTRY_OVERHEAD_BYTES = 400

interface Entry {
  key: string
  slot: StaleWhileRebuild<PreparedJson<unknown>>
  /** Bytes of the version kept (current or previous); 0 while the first build is in flight. */
  bytes: number
}

/**
 * In-memory read models: each key's response is built once from the database and served from memory until
 * invalidated (docs/architecture.md: hot reads never query per request). Each key is a `StaleWhileRebuild` slot:
 * one rebuild at a time, the previous version served with its age to reads arriving while it runs (decision 058).
 *
 * Bounded by the bytes of the prepared bodies (body and gzip), as a segmented LRU: a new key enters `probation`;
 * a second read moves it to `protected` (at most 80% of the budget, its least recent keys fall back to probation).
 * Eviction takes the least recently read key of probation first, so keys read once (a crawler, a flood of made-up
 * filters) evict each other and not the hot reads.
 */
export class ReadModelCache<Key extends string = string> {
  private readonly probation = new Map<string, Entry>()
  private readonly protected = new Map<string, Entry>()
  private probationBytes = 0
  private protectedBytes = 0
  /** Builds started (misses and rebuilds): what `/metrics` reports as read-model rebuilds. */
  builds = 0
  /** Reads answered with the previous version while its rebuild ran. */
  staleServed = 0
  /** Which entry built each prepared version: lets a version sent earlier be checked for freshness. */
  private readonly versions = new WeakMap<PreparedJson<unknown>, Entry>()

  constructor(
    readonly budgetBytes = DEFAULT_CACHE_BUDGET_BYTES,
    private readonly now: () => number = Date.now,
    /** How often one key may be rebuilt (decision 063); none by default (tests), the server's from its settings. */
    private readonly pace: RebuildPace = NO_PACE,
  ) {}

  /** Bytes of the read models kept. */
  get bytes(): number {
    return this.probationBytes + this.protectedBytes
  }

  /** Keys kept (current, in flight, or a previous version awaiting its rebuild). */
  get size(): number {
    return this.probation.size + this.protected.size
  }

  /** Keys a read would answer without a new build: what a resync must bring to zero. */
  get current(): number {
    let count = 0
    for (const segment of [this.probation, this.protected]) {
      for (const entry of segment.values()) if (entry.slot.isCurrent) count++
    }
    return count
  }

  /** Whether a read of the key would be answered without a new build (current, or its rebuild in flight). */
  has(key: Key): boolean {
    return (this.probation.get(key) ?? this.protected.get(key))?.slot.isCurrent ?? false
  }

  /**
   * `T` names the answer's domain type and must be given (`get<MedalTable>(key, build)`): it is not inferred from
   * `build`, so a build returning another shape fails to compile instead of widening `T`. A key holds one type
   * (keys are prefixed per endpoint), which is why a kept entry is read back as `T`.
   * `ttlMs` bounds the life of reads that depend on the clock (what is on now).
   */
  get<T = never>(
    key: Key,
    build: () => Promise<NoInfer<T> | NotKept<NoInfer<T>>>,
    ttlMs = Number.POSITIVE_INFINITY,
  ): Promise<PreparedJson<T>> {
    const entry = this.touch(key) ?? this.create(key)
    const { builds, staleServed } = entry.slot
    const served = entry.slot.read(
      async (): Promise<Built<PreparedJson<unknown>>> => {
        const built = await build()
        if (built instanceof NotKept) return { value: prepareJson<T>(built.value), keep: false }
        const value = prepareJson<T>(built)
        this.versions.set(value, entry)
        return { value, keep: true }
      },
      ttlMs,
      !refusesStale(),
    )
    this.builds += entry.slot.builds - builds
    this.staleServed += entry.slot.staleServed - staleServed
    return served.then(({ value, ageMs }) => {
      const prepared = value as PreparedJson<T>
      return ageMs === undefined ? prepared : { ...prepared, age: Math.floor(ageMs / 1000) }
    })
  }

  /**
   * Whether `prepared` is the current version of a key still kept, so that a read of that key now would be answered
   * with exactly it (fresh, no `Age`). Counts as a read of the key for the eviction order. What the hot-read lane
   * checks before sending a version again (http/hot-reads.ts).
   */
  isCurrentVersion(prepared: PreparedJson<unknown>): boolean {
    const entry = this.versions.get(prepared)
    if (!entry?.slot.holdsFresh(prepared)) return false
    if (this.protected.get(entry.key) !== entry && this.probation.get(entry.key) !== entry) return false
    this.touch(entry.key)
    return true
  }

  /**
   * Marks every key starting with the prefix (all keys when no prefix) stale: its next read rebuilds it, and the
   * previous version is kept only to answer the reads that arrive while that rebuild runs.
   */
  invalidate(prefix: '' | Key = ''): void {
    for (const segment of [this.probation, this.protected]) {
      for (const [key, entry] of segment) if (key.startsWith(prefix)) entry.slot.drop()
    }
  }

  private create(key: string): Entry {
    const entry: Entry = {
      key,
      slot: new StaleWhileRebuild<PreparedJson<unknown>>(this.now, () => this.account(key, entry), this.pace),
      bytes: 0,
    }
    this.probation.set(key, entry)
    return entry
  }

  /** The entry, marked as just read: a second read promotes a key to the protected segment. */
  private touch(key: string): Entry | undefined {
    const kept = this.protected.get(key)
    if (kept) {
      this.protected.delete(key)
      this.protected.set(key, kept)
      return kept
    }
    const entry = this.probation.get(key)
    if (!entry) return undefined
    this.probation.delete(key)
    this.probationBytes -= entry.bytes
    this.protected.set(key, entry)
    this.protectedBytes += entry.bytes
    this.demoteOverflow()
    return entry
  }

  /** The slot's kept version changed: counts its bytes again, and forgets a slot left with nothing. */
  private account(key: string, entry: Entry): void {
    const inProtected = this.protected.get(key) === entry
    // Evicted or replaced meanwhile: the waiting requests got their answer, the cache keeps nothing of it.
    if (!inProtected && this.probation.get(key) !== entry) return
    if (entry.slot.isEmpty) {
      this.delete(key)
      return
    }
    const prepared = entry.slot.value
    const bytes = prepared
      ? prepared.body.length + (prepared.gzip?.length ?? 0) + key.length * 2 + ENTRY_OVERHEAD_BYTES
      : 0
    if (inProtected) this.protectedBytes += bytes - entry.bytes
    else this.probationBytes += bytes - entry.bytes
    entry.bytes = bytes
    this.demoteOverflow()
    this.evictOverBudget()
  }

  /** Keeps the protected segment within its share; its least recently read keys go back to probation. */
  private demoteOverflow(): void {
    for (const [key, entry] of this.protected) {
      if (this.protectedBytes <= this.budgetBytes * PROTECTED_SHARE) break
      this.protected.delete(key)
      this.protectedBytes -= entry.bytes
      this.probation.set(key, entry)
      this.probationBytes += entry.bytes
    }
  }

  private evictOverBudget(): void {
    for (const segment of [this.probation, this.protected]) {
      for (const [key, entry] of segment) {
        if (this.bytes <= this.budgetBytes) return
        // In flight: nothing to free yet; counted when built.
        if (entry.bytes > 0) this.delete(key)
      }
    }
  }

  private delete(key: string): void {
    const inProbation = this.probation.get(key)
    if (inProbation) {
      this.probation.delete(key)
      this.probationBytes -= inProbation.bytes
      return
    }
    const inProtected = this.protected.get(key)
    if (inProtected) {
      this.protected.delete(key)
      this.protectedBytes -= inProtected.bytes
    }
  }
}
