import { describe, expect, it } from 'vitest'
import { apiHref, readApiOrigin } from './api-origin.ts'

describe('API origin', () => {
  it('is empty for the web build, the origin of VITE_API_ORIGIN for a native one', () => {
    expect(readApiOrigin({})).toBe('')
    expect(readApiOrigin({ VITE_API_ORIGIN: ' ' })).toBe('')
    expect(readApiOrigin({ VITE_API_ORIGIN: 'https://Games.example:443/' })).toBe('https://games.example')
    expect(() => readApiOrigin({ VITE_API_ORIGIN: 'ftp://games.example' })).toThrow(/not http/)
  })

  it('puts API paths on the API origin and leaves every other address alone', () => {
    expect(apiHref('/api/v1/files/3', '')).toBe('/api/v1/files/3')
    expect(apiHref('/api/v1/files/3', 'https://games.example')).toBe('https://games.example/api/v1/files/3')
    expect(apiHref('/flags/BRA.svg', 'https://games.example')).toBe('/flags/BRA.svg')
    expect(apiHref('https://cdn.example/a.png', 'https://games.example')).toBe('https://cdn.example/a.png')
  })
})
