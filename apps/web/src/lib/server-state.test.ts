import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STALE_TIME_MS } from './query-client.ts'
import { receivedAt } from './server-state.ts'

/** The state a server rendering made `ageMs` ago, as the page cache may still serve it. */
function renderedAgo(ageMs: number) {
  const server = new QueryClient()
  server.setQueryData(['medals', 'pt'], { items: [1, 2, 3] }, { updatedAt: Date.now() - ageMs })
  return dehydrate(server)
}

function stale(client: QueryClient): boolean | undefined {
  return client
    .getQueryCache()
    .find({ queryKey: ['medals', 'pt'] })
    ?.isStaleByTime(DEFAULT_STALE_TIME_MS)
}

describe('the answers a rendered page came with', () => {
  it('as rendered minutes ago they would all be refetched on hydration', () => {
    const client = new QueryClient()
    hydrate(client, renderedAgo(10 * 60_000))
    expect(stale(client)).toBe(true)
  })

  it('count as received when the page arrived, and keep their data', () => {
    const client = new QueryClient()
    const arrived = Date.now()
    hydrate(client, receivedAt(renderedAgo(10 * 60_000), arrived))
    expect(stale(client)).toBe(false)
    expect(client.getQueryState(['medals', 'pt'])?.dataUpdatedAt).toBe(arrived)
    expect(client.getQueryData(['medals', 'pt'])).toEqual({ items: [1, 2, 3] })
  })
})
