/**
 * The back office's trivia (decision 043): staff create, edit and delete a trivia with its questions; everyone else
 * is refused with nothing written; a stale version is a 409; once somebody has played it, its questions are frozen
 * (409) and it cannot be deleted; the player's /trivia shows each change; the QR sheet is a PDF.
 */
import type { AdminTrivia, AdminTriviaList, AuditEntry, TriviaSummary } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { TEST_NOW } from './constants.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

let t: TestApp
let staff: Record<string, string>
let admin: Record<string, string>
let athlete: Record<string, string>
let volunteer: Record<string, string>
let referee: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  admin = { cookie: await loginCookie(t, 'demo-admin') }
  athlete = { cookie: await loginCookie(t, 'demo-athlete') }
  volunteer = { cookie: await loginCookie(t, 'demo-volunteer') }
  referee = { cookie: await loginCookie(t, 'demo-referee') }
})
afterAll(() => t.close())

const hour = 3_600_000
const question = (pt: string, en = '') => ({
  prompts: { pt, en },
  answers: [{ texts: { pt: 'Sim', en: 'Yes' }, correct: true }, { texts: { pt: 'Não', en: 'No' } }],
})
const quiz = {
  titles: { pt: '  Quiz do Rio  ', en: 'Rio quiz' },
  author: 'Equipa Podium',
  timeLimitMinutes: 5,
  pointsPerCorrect: 50,
  active: true,
  opensAt: new Date(TEST_NOW.getTime() - hour).toISOString(),
  closesAt: new Date(TEST_NOW.getTime() + 48 * hour).toISOString(),
  questions: [question('O Rio tem praia?', 'Does Rio have a beach?'), question('Chove no Rio?')],
}

const playerList = async (headers: Record<string, string>, lang: string) => {
  const res = await t.request(`/api/v1/trivia?lang=${lang}`, { headers })
  return ((await res.json()) as { items: TriviaSummary[] }).items
}
const triviaCount = async () =>
  Number((await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from trivia`))[0]?.n)
const auditOf = async (id: number) => {
  const res = await t.request(`/api/v1/audit-log?entity=trivia&entityId=${id}`, { headers: staff })
  return ((await res.json()) as { entries: AuditEntry[] }).entries
}
const create = async (body: object = quiz) => {
  const res = await t.request('/api/v1/admin/trivia', json(body, staff))
  expect(res.status).toBe(201)
  return (await res.json()) as AdminTrivia
}

describe('trivia in the back office', () => {
  it('staff create, edit and delete a trivia with its questions; /trivia, the audit log and the journal follow', async () => {
    const created = await create()
    expect(created).toMatchObject({ titles: { pt: 'Quiz do Rio', en: 'Rio quiz', es: '', az: '' }, version: 1 })
    expect(created.questions).toHaveLength(2)
    expect(created.questions[0]?.answers.map((a) => a.id)).toEqual(['a', 'b'])
    expect(created.questions[0]?.correctAnswerId).toBe('a')
    expect(created.missing).toEqual(['en', 'es', 'az']) // the second prompt has no English
    expect(created.qrCode).toMatch(/^podium-trivia-[\w-]{16}$/)
    expect((await create()).qrCode).not.toBe(created.qrCode)

    const pt = await playerList(athlete, 'pt')
    expect(pt.find((x) => x.id === created.id)).toMatchObject({ title: 'Quiz do Rio', questionCount: 2 })
    expect((await playerList(athlete, 'es')).find((x) => x.id === created.id)?.title).toBe('Quiz do Rio')
    expect((await playerList(athlete, 'en')).find((x) => x.id === created.id)?.title).toBe('Rio quiz')

    const edit = { ...quiz, titles: { pt: 'Quiz da Cidade' }, questions: [question('Uma só?')], version: 1 }
    const updated = await t.request(`/api/v1/admin/trivia/${created.id}`, json(edit, staff, 'PUT'))
    expect(updated.status).toBe(200)
    const after = (await updated.json()) as AdminTrivia
    expect(after).toMatchObject({ version: 2, qrCode: created.qrCode })
    expect(after.questions.map((q) => q.prompts.pt)).toEqual(['Uma só?'])
    expect((await playerList(athlete, 'en')).find((x) => x.id === created.id)).toMatchObject({
      title: 'Quiz da Cidade',
      questionCount: 1,
    })

    // Inactive: gone from the player's list.
    const off = await t.request(
      `/api/v1/admin/trivia/${created.id}`,
      json({ ...edit, active: false, version: 2 }, staff, 'PUT'),
    )
    expect(off.status).toBe(200)
    expect((await playerList(athlete, 'pt')).map((x) => x.id)).not.toContain(created.id)

    const deleted = await t.request(`/api/v1/admin/trivia/${created.id}?version=3`, {
      method: 'DELETE',
      headers: admin,
    })
    expect(deleted.status).toBe(204)
    expect(
      (
        await queryRows<{ n: number }>(
          t.db.database,
          sql`select count(*)::int as n from trivia_questions where trivia_id = ${created.id}`,
        )
      )[0]?.n,
    ).toBe(0)
    expect((await auditOf(created.id)).map((e) => [e.action, e.actor])).toEqual([
      ['trivia.delete', 'demo-admin'],
      ['trivia.update', 'demo-staff'],
      ['trivia.update', 'demo-staff'],
      ['trivia.create', 'demo-staff'],
    ])
    const live = await queryRows<{ payload: { id: number; change: string } }>(
      t.db.database,
      sql`select payload from live_events where kind = 'content' and payload->>'kind' = 'trivia' and (payload->>'id')::int = ${created.id} order by id`,
    )
    expect(live.map((r) => r.payload.change)).toEqual(['created', 'updated', 'updated', 'deleted'])
  })

  it('freezes the questions once somebody has started the trivia, and refuses deleting it', async () => {
    const created = await create()
    expect((await t.request(`/api/v1/trivia/${created.id}/start`, json({}, athlete))).status).toBe(200)
    const list = (await (
      await t.request('/api/v1/admin/trivia?q=Quiz%20do%20Rio', { headers: staff })
    ).json()) as AdminTriviaList
    const listed = list.items.find((x) => x.id === created.id)
    expect(listed?.attemptCount).toBe(1)

    const sameQuestions = { ...quiz, titles: { pt: 'Quiz do Rio (revisto)' }, active: false, version: 1 }
    const titleOnly = await t.request(`/api/v1/admin/trivia/${created.id}`, json(sameQuestions, staff, 'PUT'))
    expect(titleOnly.status).toBe(200)

    const changed = { ...sameQuestions, questions: [question('Outra pergunta?')], version: 2 }
    const frozen = await t.request(`/api/v1/admin/trivia/${created.id}`, json(changed, staff, 'PUT'))
    expect(frozen.status).toBe(409)
    expect(((await frozen.json()) as { error: { code: string } }).error.code).toBe('trivia_attempted')

    const del = await t.request(`/api/v1/admin/trivia/${created.id}?version=2`, { method: 'DELETE', headers: staff })
    expect(del.status).toBe(409)
    expect(((await del.json()) as { error: { message: string } }).error.message).toContain('1 attempt')
    const rows = await queryRows<{ n: number }>(
      t.db.database,
      sql`select count(*)::int as n from trivia_questions where trivia_id = ${created.id}`,
    )
    expect(rows[0]?.n).toBe(2)
  })

  it('refuses a stale version (409), writing nothing', async () => {
    const created = await create()
    const first = { ...quiz, titles: { pt: 'Primeira' }, version: 1 }
    expect((await t.request(`/api/v1/admin/trivia/${created.id}`, json(first, staff, 'PUT'))).status).toBe(200)
    const stale = await t.request(
      `/api/v1/admin/trivia/${created.id}`,
      json({ ...first, titles: { pt: 'Segunda' } }, admin, 'PUT'),
    )
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('conflict')
    const del = await t.request(`/api/v1/admin/trivia/${created.id}?version=1`, { method: 'DELETE', headers: admin })
    expect(del.status).toBe(409)
  })

  it('refuses bad input (400) with the domain’s messages, writing nothing', async () => {
    const before = await triviaCount()
    const fields = async (body: unknown) => {
      const res = await t.request('/api/v1/admin/trivia', json(body, staff))
      expect(res.status).toBe(400)
      const answer = (await res.json()) as {
        error: { code: string; message: string; fields: Record<string, string[]> }
      }
      expect(answer.error.code).toBe('invalid_request')
      return answer.error.fields
    }
    expect((await fields({ ...quiz, titles: { pt: '', en: 'Only English' } }))['titles.pt']).toEqual([
      'The Portuguese text is required',
    ])
    expect((await fields({ ...quiz, titles: { pt: 'Quiz <script>' } }))['titles.pt']).toEqual([
      'Text must not contain < or >',
    ])
    const twoCorrect = { ...question('Duas?'), answers: question('x').answers.map((a) => ({ ...a, correct: true })) }
    expect((await fields({ ...quiz, questions: [twoCorrect] }))['questions.0.answers']).toEqual([
      'Mark exactly one answer as correct',
    ])
    const oneAnswer = { prompts: { pt: 'Uma?' }, answers: [{ texts: { pt: 'Só' }, correct: true }] }
    expect((await fields({ ...quiz, questions: [oneAnswer] }))['questions.0.answers']).toContain(
      'A question needs 2 to 6 answers',
    )
    expect((await fields({ ...quiz, questions: [] })).questions).toEqual(['Add at least one question'])
    expect((await fields({ ...quiz, closesAt: quiz.opensAt })).closesAt).toEqual([
      'The closing time must be after the opening time',
    ])
    expect((await fields({ ...quiz, timeLimitMinutes: 0 })).timeLimitMinutes).toBeDefined()
    expect(await triviaCount()).toBe(before)
  })

  it('makes a QR code the player’s scan finds', async () => {
    const created = await create()
    const scan = await t.request('/api/v1/qr/scan', json({ code: created.qrCode }, volunteer))
    expect(scan.status).toBe(200)
    expect(await scan.json()).toMatchObject({ kind: 'trivia', triviaId: created.id })
  })

  it('prints the QR sheet as a PDF for staff only', async () => {
    const created = await create()
    const res = await t.request(`/api/v1/admin/trivia/${created.id}/qr.pdf`, { headers: staff })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    for (const headers of [athlete, volunteer]) {
      expect((await t.request(`/api/v1/admin/trivia/${created.id}/qr.pdf`, { headers })).status).toBe(403)
    }
    expect((await t.request(`/api/v1/admin/trivia/${created.id}/qr.pdf`)).status).toBe(401)
    expect((await t.request('/api/v1/admin/trivia/999999/qr.pdf', { headers: staff })).status).toBe(404)
  })

  it('refuses athletes, volunteers and referees (403) and nobody (401), writing nothing', async () => {
    const created = await create()
    const before = await triviaCount()
    for (const [who, headers, status] of [
      ['athlete', athlete, 403],
      ['volunteer', volunteer, 403],
      ['referee', referee, 403],
      ['nobody', {}, 401],
    ] as const) {
      expect((await t.request('/api/v1/admin/trivia', { headers })).status, `${who} lists`).toBe(status)
      expect((await t.request('/api/v1/admin/trivia', json(quiz, headers))).status, `${who} creates`).toBe(status)
      const put = json({ ...quiz, titles: { pt: 'Invadido' }, version: 1 }, headers, 'PUT')
      expect((await t.request(`/api/v1/admin/trivia/${created.id}`, put)).status, `${who} edits`).toBe(status)
      const del = { method: 'DELETE', headers }
      expect((await t.request(`/api/v1/admin/trivia/${created.id}?version=1`, del)).status, `${who} deletes`).toBe(
        status,
      )
    }
    expect(await triviaCount()).toBe(before)
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual(['trivia.create'])
  })
})
