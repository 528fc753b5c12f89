/**
 * A seeded pseudo-random generator (mulberry32). The demo must be identical for the same seed, so nothing in the
 * generator may touch Math.random or the clock.
 */

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export class Rng {
  readonly seed: number
  private state: number

  constructor(seed: number) {
    this.seed = seed >>> 0
    this.state = this.seed
  }

  /**
   * An independent stream named by a label. It derives from the seed, not from the current state, so adding a draw
   * in one part of the generator does not shift every other part.
   */
  fork(label: string): Rng {
    return new Rng(hashString(`${this.seed}:${label}`))
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  /** A normally distributed value (Box–Muller). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next()
    const v = this.next()
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + Math.max(0, weight(item)), 0)
    if (items.length === 0 || total <= 0) throw new Error('Rng.weighted: nothing to pick')
    let r = this.next() * total
    for (const item of items) {
      r -= Math.max(0, weight(item))
      if (r < 0) return item
    }
    return items[items.length - 1] as T
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const a = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = a
    }
    return copy
  }

  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count)
  }
}
