import { encodeFollowsFeedCode, type Follow } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { organisations } from '../../db/schema.ts'
import { CalendarFeeds } from './calendar-feeds.service.ts'

let t: TestApp
let delegations: string[]
beforeAll(async () => {
  t = await createTestApp()
  delegations = (await t.ctx.database.db.select({ code: organisations.code }).from(organisations)).map((o) => o.code)
})
afterAll(async () => {
  await t.close()
})

const follows = (codes: readonly string[]): Follow[] => codes.map((code) => ({ kind: 'delegation', code }))

describe('calendar feeds of follows under a flood (decision 070)', () => {
  it('writes a list of follows once whatever its order', async () => {
    const feeds = new CalendarFeeds(t.ctx)
    const [a, b, c] = delegations as [string, string, string]
    const sorted = encodeFollowsFeedCode(follows([a, b, c]))
    const reordered = sorted.split('~').reverse().join('~')
    expect(reordered).not.toBe(sorted)
    const first = await feeds.feed({ kind: 'follows', code: sorted }, 'en', 'http://127.0.0.1')
    const second = await feeds.feed({ kind: 'follows', code: reordered }, 'en', 'http://127.0.0.1')
    expect(second.etag).toBe(first.etag)
    expect(feeds.stats.builds).toBe(1)
  })

  it('writes one feed at a time with a few waiting, and answers 503 with Retry-After past that', async () => {
    expect(delegations.length).toBeGreaterThanOrEqual(13)
    // Twelve different lists at once, each a feed nobody has asked for yet.
    const lists = Array.from({ length: 12 }, (_, i) => encodeFollowsFeedCode(follows(delegations.slice(i, i + 2))))
    const answers = await Promise.all(lists.map((list) => t.request(`/api/v1/calendar/follows/${list}.ics?lang=en`)))
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status === 200).length).toBe(5)
    const refused = answers.filter((res) => res.status === 503)
    expect(refused.length).toBe(7)
    for (const res of refused) {
      expect(res.headers.get('retry-after')).toBe('30')
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('feeds_busy')
    }
    expect((await t.request('/api/v1/health')).status).toBe(200)
    // Once written, a feed is served from memory whatever is being written.
    const again = await t.request(`/api/v1/calendar/follows/${lists[0]}.ics?lang=en`)
    expect(again.status).toBe(200)
  })
})
