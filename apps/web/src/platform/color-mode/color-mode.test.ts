import { describe, expect, it } from 'vitest'
import { parseColorMode, resolvesToDark } from './color-mode.ts'

describe('parseColorMode', () => {
  it('keeps a known mode and defaults to system', () => {
    expect(parseColorMode('dark')).toBe('dark')
    expect(parseColorMode('light')).toBe('light')
    expect(parseColorMode(null)).toBe('system')
    expect(parseColorMode('purple')).toBe('system')
  })
})

describe('resolvesToDark', () => {
  it('follows the system only in system mode', () => {
    expect(resolvesToDark('system', true)).toBe(true)
    expect(resolvesToDark('system', false)).toBe(false)
    expect(resolvesToDark('dark', false)).toBe(true)
    expect(resolvesToDark('light', true)).toBe(false)
  })
})
