import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchLikelyPayloads } from './prefetch-likely-payloads.ts'

describe('prefetchLikelyPayloads', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('fetches the main pages’ payloads once a minute per language, and survives failures', async () => {
    const urls: string[] = []
    vi.stubGlobal('fetch', async (input: string | URL) => {
      const url = String(input)
      urls.push(url)
      if (url.includes('/api/v1/days')) return Response.json({ today: '2026-07-14', days: [] })
      if (url.includes('/api/v1/medals')) return new Response('{}', { status: 503 })
      return Response.json({ items: [] })
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await prefetchLikelyPayloads(client, 'es', 1_000_000)
    const paths = urls.map((u) => new URL(u, 'http://x').pathname).sort()
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/days', '/api/v1/schedule', '/api/v1/medals', '/api/v1/disciplines']),
    )
    const count = urls.length
    await prefetchLikelyPayloads(client, 'es', 1_030_000)
    expect(urls.length).toBe(count)
    await prefetchLikelyPayloads(client, 'es', 1_070_000)
    expect(urls.length).toBeGreaterThan(count)
  })
})
