import { describe, expect, it } from 'vitest'
import { isVerySlowConnection } from './connection.ts'

describe('isVerySlowConnection', () => {
  it('holds back on 2G-class connections and in data-saver mode', () => {
    expect(isVerySlowConnection({ effectiveType: 'slow-2g' })).toBe(true)
    expect(isVerySlowConnection({ effectiveType: '2g' })).toBe(true)
    expect(isVerySlowConnection({ effectiveType: '4g', saveData: true })).toBe(true)
  })

  it('prefetches on 3G and faster, and where the browser does not say', () => {
    expect(isVerySlowConnection({ effectiveType: '3g' })).toBe(false)
    expect(isVerySlowConnection({ effectiveType: '4g' })).toBe(false)
    expect(isVerySlowConnection(undefined)).toBe(false)
  })
})
