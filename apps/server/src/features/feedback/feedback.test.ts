import type { FeedbackResult, SafeSportWatched } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { json, loginCookie } from '../accounts/test-session.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await loginCookie(t, 'demo-volunteer')
})
afterAll(() => t.close())

describe('POST /api/v1/feedback', () => {
  it('validates with the spec messages', async () => {
    const res = await t.request('/api/v1/feedback', json({ sentiment: '', suggestion: 'short' }, { cookie }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } }
    expect(body.error.fields).toEqual({
      sentiment: ['Please select how you feel about the app'],
      suggestion: ['Please enter your suggestion'],
    })
  })

  it('accepts three a day (points once), then answers 429 with the rate-limit message', async () => {
    const points: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await t.request(
        '/api/v1/feedback',
        json({ sentiment: 'happy', suggestion: `More shade, please ${i}` }, { cookie }),
      )
      expect(res.status).toBe(201)
      points.push(((await res.json()) as FeedbackResult).pointsAwarded)
    }
    expect(points).toEqual([100, 0, 0])
    const res = await t.request(
      '/api/v1/feedback',
      json({ sentiment: 'sad', suggestion: 'One more idea here' }, { cookie }),
    )
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({
      error: {
        code: 'feedback_limit',
        message: 'You have reached the limit of improvement suggestions. Please try again later.',
      },
    })
  })
})

describe('safe-sport video', () => {
  it('has a public video description', async () => {
    const res = await t.request('/api/v1/safe-sport')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ points: 500 })
  })

  it('marks the video watched and awards its points once', async () => {
    const first = (await (await t.request('/api/v1/me/safe-sport', json({}, { cookie }))).json()) as SafeSportWatched
    expect(first).toEqual({ videoViewed: true, pointsAwarded: 500 })
    const second = (await (await t.request('/api/v1/me/safe-sport', json({}, { cookie }))).json()) as SafeSportWatched
    expect(second.pointsAwarded).toBe(0)
    const me = (await (await t.request('/api/v1/auth/me', { headers: { cookie } })).json()) as {
      user: { videoViewed: boolean; points: number }
    }
    expect(me.user).toMatchObject({ videoViewed: true, points: 600 })
  })
})
