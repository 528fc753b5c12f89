import type { QrScanResult, Ranking, TriviaAttemptResult, TriviaDetail, TriviaSummary } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { json, loginCookie } from '../accounts/test-session.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await loginCookie(t, 'demo-athlete')
})
afterAll(() => t.close())

async function correctAnswers(triviaId: number): Promise<Record<string, string>> {
  const { rows } = (await t.db.database.db.execute(
    sql`select id, correct_answer_id from trivia_questions where trivia_id = ${triviaId}`,
  )) as unknown as { rows: { id: number; correct_answer_id: string }[] }
  return Object.fromEntries(rows.map((r) => [String(r.id), r.correct_answer_id]))
}

describe('trivia', () => {
  it('lists the open trivia for the user, localized', async () => {
    const res = await t.request('/api/v1/trivia?lang=en', { headers: { cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const { items } = (await res.json()) as { items: TriviaSummary[] }
    expect(items.length).toBeGreaterThan(0)
    expect(items[0]).toMatchObject({ title: 'Do you know Rio de Janeiro?', timeLimitMinutes: 3, attempt: null })
  })

  it('shows questions without the correct answers', async () => {
    const res = await t.request('/api/v1/trivia/1?lang=pt', { headers: { cookie } })
    const body = (await res.json()) as TriviaDetail
    expect(body.questions.length).toBe(body.questionCount)
    expect(JSON.stringify(body)).not.toMatch(/correctAnswer/i)
    expect((await t.request('/api/v1/trivia/99999', { headers: { cookie } })).status).toBe(404)
    expect((await t.request('/api/v1/trivia/abc', { headers: { cookie } })).status).toBe(404)
  })

  it('scores an attempt, awards points once and refuses a second attempt with 409', async () => {
    const answers = await correctAnswers(1)
    const [firstId] = Object.keys(answers)
    if (firstId) answers[firstId] = 'zz' // one wrong
    const res = await t.request('/api/v1/trivia/1/attempts', json({ answers }, { cookie }))
    expect(res.status).toBe(201)
    const result = (await res.json()) as TriviaAttemptResult
    expect(result.correctCount).toBe(result.questionCount - 1)
    expect(result.points).toBe(result.correctCount * 100)

    const again = await t.request('/api/v1/trivia/1/attempts', json({ answers: {} }, { cookie }))
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      error: { code: 'already_answered', message: 'You have already answered this trivia.' },
    })
    const detail = (await (await t.request('/api/v1/trivia/1', { headers: { cookie } })).json()) as TriviaDetail
    expect(detail.attempt).toMatchObject({ correctCount: result.correctCount, points: result.points })

    const ranking = (await (await t.request('/api/v1/ranking?lang=en')).json()) as Ranking
    expect(ranking.items[0]).toMatchObject({
      position: 1,
      listPosition: 1,
      generalPosition: 1,
      username: 'demo-athlete',
      points: result.points,
    })
  })

  it('resolves a QR code to its trivia and awards the find once', async () => {
    const first = await t.request('/api/v1/qr/scan', json({ code: 'podium-trivia-2' }, { cookie }))
    expect(first.status).toBe(200)
    expect((await first.json()) as QrScanResult).toEqual({ kind: 'trivia', triviaId: 2, pointsAwarded: 50 })
    const second = (await (
      await t.request('/api/v1/qr/scan', json({ code: 'podium-trivia-2' }, { cookie }))
    ).json()) as QrScanResult
    expect(second.pointsAwarded).toBe(0)
    const unknown = await t.request('/api/v1/qr/scan', json({ code: 'https://example.org' }, { cookie }))
    expect(unknown.status).toBe(404)
  })
})

describe('ranking', () => {
  it('filters by user type, keeping the general position', async () => {
    const coach = await loginCookie(t, 'demo-coach')
    await t.request('/api/v1/qr/scan', json({ code: 'podium-trivia-1' }, { cookie: coach }))
    const res = await t.request('/api/v1/ranking?userType=coach&lang=en')
    expect(res.status).toBe(200)
    const body = (await res.json()) as Ranking
    expect(body.userType).toBe('coach')
    expect(body.items).toEqual([
      expect.objectContaining({ position: 1, listPosition: 1, generalPosition: 2, username: 'demo-coach', points: 50 }),
    ])
    expect(body.items[0]?.organisation).toBeTruthy()
    expect((await t.request('/api/v1/ranking?userType=pilot')).status).toBe(400)
  })

  it('ties share a position', async () => {
    const body = (await (await t.request('/api/v1/ranking')).json()) as Ranking
    const zeros = body.items.filter((r) => r.points === 0)
    expect(new Set(zeros.map((r) => r.position)).size).toBe(1)
    expect(zeros.map((r) => r.listPosition)).toEqual(zeros.map((_, i) => (zeros[0]?.listPosition ?? 0) + i))
  })
})
