import {
  type QrScanResult,
  type Ranking,
  TRIVIA_GRACE_MS,
  type TriviaAttemptResult,
  type TriviaDetail,
  type TriviaStart,
  type TriviaSummary,
} from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN, TEST_NOW } from '../../../test/constants.ts'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { type Clock, dayInTimeZone } from '../../clock.ts'
import { json, loginCookie } from '../accounts/test-session.ts'

/** A stopped clock the tests move forward by hand: time passes without sleeping. It only ever moves forward. */
let nowMs = TEST_NOW.getTime()
const clock: Clock = {
  now: () => new Date(nowMs),
  today: () => dayInTimeZone(new Date(nowMs), 'America/Sao_Paulo'),
  timeZone: 'America/Sao_Paulo',
}
const advanceTo = (instant: string | Date) => {
  nowMs = new Date(instant).getTime()
}

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ clock })
  cookie = await loginCookie(t, 'demo-athlete')
})
afterAll(() => t.close())

const start = (triviaId: number, headers: Record<string, string>) =>
  t.request(`/api/v1/trivia/${triviaId}/start`, json({}, headers))

async function pointsOf(username: string): Promise<number> {
  const [row] = await queryRows<{ points: number }>(
    t.db.database,
    sql`select coalesce(sum(l.points), 0)::int as points from points_ledger l join users u on u.id = l.user_id
        where u.username = ${username}`,
  )
  return row?.points ?? 0
}

async function attemptRows(username: string) {
  return queryRows<{ trivia_id: number; answers: unknown; points: number; submitted_at: string | null }>(
    t.db.database,
    sql`select a.trivia_id, a.answers, a.points, a.submitted_at from trivia_attempts a join users u on u.id = a.user_id
        where u.username = ${username} order by a.trivia_id`,
  )
}

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
    expect(items[0]).toMatchObject({
      title: 'Do you know Rio de Janeiro?',
      timeLimitMinutes: 3,
      attempt: null,
      clock: null,
      timeUp: false,
    })
  })

  it('starts the clock once: a second start (even after the time limit is edited) answers the same deadline', async () => {
    const before = (await (await t.request('/api/v1/trivia/1', { headers: { cookie } })).json()) as TriviaDetail
    expect(before).toMatchObject({ clock: null, questions: [] })
    expect(before.questionCount).toBeGreaterThan(0)

    const first = await start(1, { cookie })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(await first.json()).toEqual({
      startedAt: '2026-07-14T15:00:00.000Z',
      deadline: '2026-07-14T15:03:00.000Z',
      now: '2026-07-14T15:00:00.000Z',
    } satisfies TriviaStart)

    advanceTo('2026-07-14T15:01:00Z')
    await t.db.database.db.execute(sql`update trivia set time_limit_minutes = 30 where id = 1`)
    try {
      const second = await start(1, { cookie })
      expect(second.status).toBe(200)
      expect(await second.json()).toEqual({
        startedAt: '2026-07-14T15:00:00.000Z',
        deadline: '2026-07-14T15:03:00.000Z',
        now: '2026-07-14T15:01:00.000Z',
      } satisfies TriviaStart)
    } finally {
      await t.db.database.db.execute(sql`update trivia set time_limit_minutes = 3 where id = 1`)
    }
    // One row for the user: the repeat wrote nothing.
    expect(await queryRows(t.db.database, sql`select 1 from trivia_attempts where trivia_id = 1`)).toHaveLength(1)
  })

  it('shows the questions, without the correct answers, once the clock runs', async () => {
    const res = await t.request('/api/v1/trivia/1?lang=pt', { headers: { cookie } })
    const body = (await res.json()) as TriviaDetail
    expect(body.questions.length).toBe(body.questionCount)
    expect(body).toMatchObject({
      clock: { startedAt: '2026-07-14T15:00:00.000Z', deadline: '2026-07-14T15:03:00.000Z' },
      attempt: null,
      timeUp: false,
    })
    expect(JSON.stringify(body)).not.toMatch(/correctAnswer/i)
    expect((await t.request('/api/v1/trivia/99999', { headers: { cookie } })).status).toBe(404)
    expect((await t.request('/api/v1/trivia/abc', { headers: { cookie } })).status).toBe(404)
    expect((await start(99999, { cookie })).status).toBe(404)
  })

  it('scores answers arriving by the deadline plus the grace, ignoring a startedAt in the body, awards points once and refuses a second attempt with 409', async () => {
    const answers = await correctAnswers(1)
    const [firstId] = Object.keys(answers)
    if (firstId) answers[firstId] = 'zz' // one wrong
    // The last instant that still counts; the body's made-up start (a day later) is not the server's.
    advanceTo(new Date(Date.parse('2026-07-14T15:03:00Z') + TRIVIA_GRACE_MS))
    const res = await t.request(
      '/api/v1/trivia/1/attempts',
      json({ answers, startedAt: '2026-07-15T15:00:00.000Z' }, { cookie }),
    )
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
    expect(detail.timeUp).toBe(false)
    // A sent attempt cannot start again either.
    const restart = await start(1, { cookie })
    expect(restart.status).toBe(409)
    expect(((await restart.json()) as { error: { code: string } }).error.code).toBe('already_answered')
    expect(await pointsOf('demo-athlete')).toBe(result.points)

    const ranking = (await (await t.request('/api/v1/ranking?lang=en')).json()) as Ranking
    expect(ranking.items[0]).toMatchObject({
      position: 1,
      listPosition: 1,
      generalPosition: 1,
      name: 'Demo A.',
      points: result.points,
    })
  })

  it('refuses answers after the deadline plus the grace with time_up, writing nothing, and never starts over', async () => {
    const manager = await loginCookie(t, 'demo-manager')
    advanceTo('2026-07-14T16:00:00Z')
    expect(await (await start(2, { cookie: manager })).json()).toMatchObject({ deadline: '2026-07-14T16:04:00.000Z' })
    const pointsBefore = await pointsOf('demo-manager')
    const rowsBefore = await attemptRows('demo-manager')
    expect(rowsBefore).toEqual([{ trivia_id: 2, answers: {}, points: 0, submitted_at: null }])

    advanceTo(new Date(Date.parse('2026-07-14T16:04:00Z') + TRIVIA_GRACE_MS + 1))
    const answers = await correctAnswers(2)
    for (const body of [{ answers }, { answers, startedAt: '2026-07-14T16:03:59.000Z' }]) {
      const late = await t.request('/api/v1/trivia/2/attempts', json(body, { cookie: manager }))
      expect(late.status).toBe(409)
      expect(await late.json()).toEqual({ error: { code: 'time_up', message: 'The time for this trivia is up.' } })
    }
    expect(await pointsOf('demo-manager')).toBe(pointsBefore)
    expect(await attemptRows('demo-manager')).toEqual(rowsBefore)

    // Start again: the same clock, run out; still refused; the list and the detail say so.
    const again = await start(2, { cookie: manager })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({
      startedAt: '2026-07-14T16:00:00.000Z',
      deadline: '2026-07-14T16:04:00.000Z',
    })
    const retry = await t.request('/api/v1/trivia/2/attempts', json({ answers }, { cookie: manager }))
    expect(((await retry.json()) as { error: { code: string } }).error.code).toBe('time_up')
    const { items } = (await (await t.request('/api/v1/trivia', { headers: { cookie: manager } })).json()) as {
      items: TriviaSummary[]
    }
    expect(items.find((i) => i.id === 2)).toMatchObject({ attempt: null, timeUp: true })
    expect(items.find((i) => i.id === 3)).toMatchObject({ attempt: null, clock: null, timeUp: false })
    expect(await pointsOf('demo-manager')).toBe(pointsBefore)
    expect(await attemptRows('demo-manager')).toEqual(rowsBefore)
  })

  it('refuses answers without a start (409 not_started), writing nothing', async () => {
    const referee = await loginCookie(t, 'demo-referee')
    const res = await t.request(
      '/api/v1/trivia/3/attempts',
      json({ answers: await correctAnswers(3) }, { cookie: referee }),
    )
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_started')
    expect(await attemptRows('demo-referee')).toEqual([])
    expect(await pointsOf('demo-referee')).toBe(0)
  })

  it('refuses a start without a session (401) or from a guest or the admin token (403), writing nothing', async () => {
    const guest = await loginCookie(t, 'demo-guest')
    const count = async () =>
      (await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from trivia_attempts`))[0]?.n
    const before = await count()
    for (const [headers, status, code] of [
      [{}, 401, 'unauthorized'],
      [{ cookie: 'podium_session=not-a-real-token' }, 401, 'unauthorized'],
      [{ cookie: guest }, 403, 'forbidden'],
      [{ Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, 403, 'forbidden'],
    ] as const) {
      const res = await start(4, headers)
      expect(res.status).toBe(status)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code)
    }
    expect(await count()).toBe(before)
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
      expect.objectContaining({ position: 1, listPosition: 1, generalPosition: 2, name: 'Demo C.', points: 50 }),
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
