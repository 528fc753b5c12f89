import { describe, expect, it } from 'vitest'
import { SCROLL_TO_TOP_MS, scrollOffsetAt } from './scroll-to-top.ts'

describe('scrollOffsetAt', () => {
  it('starts where the page is and lands on the top after 500 ms', () => {
    expect(SCROLL_TO_TOP_MS).toBe(500)
    expect(scrollOffsetAt(2000, 0)).toBe(2000)
    expect(scrollOffsetAt(2000, 500)).toBe(0)
    expect(scrollOffsetAt(2000, 800)).toBe(0)
  })

  it('eases out: most of the way in the first half, never past the top', () => {
    const half = scrollOffsetAt(2000, 250)
    expect(half).toBeLessThan(500)
    expect(half).toBeGreaterThan(0)
    const samples = [0, 100, 200, 300, 400, 500].map((t) => scrollOffsetAt(2000, t))
    expect([...samples].sort((a, b) => b - a)).toEqual(samples)
  })
})
