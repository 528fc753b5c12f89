import { describe, expect, it } from 'vitest'
import { asksNoCache } from './no-cache.ts'

describe('asksNoCache', () => {
  it('reads the no-cache directive among others, and Pragma only when Cache-Control is absent', () => {
    expect(asksNoCache('no-cache', undefined)).toBe(true)
    expect(asksNoCache('max-age=0, No-Cache', undefined)).toBe(true)
    expect(asksNoCache('max-age=0', 'no-cache')).toBe(false)
    expect(asksNoCache('no-cache-please', undefined)).toBe(false)
    expect(asksNoCache(undefined, 'no-cache')).toBe(true)
    expect(asksNoCache(undefined, undefined)).toBe(false)
  })
})
