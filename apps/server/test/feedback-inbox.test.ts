/**
 * The back office's feedback inbox (decision 040): staff and admins read what users sent from /feedback, newest
 * first, filter it, mark it handled and reopen it (audited), and export it as CSV safe to open in a spreadsheet.
 * Everyone else is refused.
 */
import type { AdminFeedback, AdminFeedbackList, AuditEntry } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, type TestApp } from './helpers.ts'

let t: TestApp
let staff: Record<string, string>
let admin: Record<string, string>
let athlete: Record<string, string>
let referee: Record<string, string>
const sent: Record<string, number> = {}

const send = async (who: Record<string, string>, sentiment: string, suggestion: string) => {
  const res = await t.request('/api/v1/feedback', json({ sentiment, suggestion }, who))
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

const inbox = async (query = '', headers = staff) => {
  const res = await t.request(`/api/v1/admin/feedback${query}`, { headers })
  expect(res.status).toBe(200)
  return (await res.json()) as AdminFeedbackList
}

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  admin = { cookie: await loginCookie(t, 'demo-admin') }
  athlete = { cookie: await loginCookie(t, 'demo-athlete') }
  referee = { cookie: await loginCookie(t, 'demo-referee') }
  sent.happy = await send(athlete, 'happy', 'Adorei o quadro de medalhas ao vivo')
  sent.sad = await send(athlete, 'sad', 'O mapa demora, "muito", a abrir\nno meu telefone')
  sent.formula = await send(referee, 'neutral', '=cmd|/C calc!A0 e outras ideias')
})
afterAll(() => t.close())

describe('the feedback inbox', () => {
  it('lists every suggestion newest first, with its author and the counts per sentiment', async () => {
    const all = await inbox()
    expect(all.total).toBe(3)
    expect(all.items.map((i) => i.id)).toEqual([sent.formula, sent.sad, sent.happy])
    expect(all.items[2]).toMatchObject({
      sentiment: 'happy',
      suggestion: 'Adorei o quadro de medalhas ao vivo',
      author: 'demo-athlete',
      handledAt: null,
      handledBy: null,
    })
    expect(all.counts).toEqual({ happy: 1, neutral: 1, sad: 1 })
  })

  it('filters by sentiment and pages', async () => {
    const sad = await inbox('?sentiment=sad')
    expect(sad.items.map((i) => i.id)).toEqual([sent.sad])
    expect(sad.counts).toEqual({ happy: 1, neutral: 1, sad: 1 })
    const page2 = await inbox('?pageSize=2&page=2')
    expect(page2.items.map((i) => i.id)).toEqual([sent.happy])
    expect((await t.request('/api/v1/admin/feedback?sentiment=angry', { headers: staff })).status).toBe(400)
  })

  it('marks one handled and reopens it, audited, and the handled filter follows', async () => {
    const put = (handled: boolean, headers = staff) =>
      t.request(`/api/v1/admin/feedback/${sent.sad}/handled`, json({ handled }, headers, 'PUT'))
    const handled = await put(true)
    expect(handled.status).toBe(200)
    const item = (await handled.json()) as AdminFeedback
    expect(item.handledBy).toBe('demo-staff')
    expect(item.handledAt).not.toBeNull()

    expect((await inbox('?handled=true')).items.map((i) => i.id)).toEqual([sent.sad])
    const open = await inbox('?handled=false')
    expect(open.items.map((i) => i.id)).toEqual([sent.formula, sent.happy])
    expect(open.counts).toEqual({ happy: 1, neutral: 1, sad: 0 })

    const reopened = (await (await put(false, admin)).json()) as AdminFeedback
    expect(reopened).toMatchObject({ handledAt: null, handledBy: null })
    expect((await inbox('?handled=true')).total).toBe(0)

    const audit = (await (
      await t.request(`/api/v1/audit-log?entity=feedback&entityId=${sent.sad}`, { headers: staff })
    ).json()) as { entries: AuditEntry[] }
    expect(audit.entries.map((e) => [e.action, e.actor])).toEqual([
      ['feedback.reopen', 'demo-admin'],
      ['feedback.handle', 'demo-staff'],
    ])
    expect(
      (await t.request('/api/v1/admin/feedback/999999/handled', json({ handled: true }, staff, 'PUT'))).status,
    ).toBe(404)
  })

  it('exports CSV: a BOM, the header, every row, quotes and line breaks escaped, formulas neutralised', async () => {
    const res = await t.request('/api/v1/admin/feedback.csv', { headers: staff })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="feedback-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(
      'id,created_at (America/Sao_Paulo),sentiment,suggestion,author,handled_at (America/Sao_Paulo),handled_by',
    )
    expect(text).toContain(`${sent.formula},`)
    expect(text).toContain(",neutral,'=cmd|/C calc!A0 e outras ideias,demo-referee,,")
    expect(text).toContain(',sad,"O mapa demora, ""muito"", a abrir\nno meu telefone",demo-athlete,,')
    expect(text).toContain(',happy,Adorei o quadro de medalhas ao vivo,demo-athlete,,')
    expect(text).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/m)
    expect(text.endsWith('\r\n')).toBe(true)

    const onlySad = await (await t.request('/api/v1/admin/feedback.csv?sentiment=sad', { headers: staff })).text()
    expect(onlySad).toContain('O mapa demora')
    expect(onlySad).not.toContain('Adorei')
  })

  it('refuses athletes and referees (403) and nobody (401)', async () => {
    for (const [who, headers, status] of [
      ['athlete', athlete, 403],
      ['referee', referee, 403],
      ['nobody', {}, 401],
    ] as const) {
      expect((await t.request('/api/v1/admin/feedback', { headers })).status, `${who} lists`).toBe(status)
      expect((await t.request('/api/v1/admin/feedback.csv', { headers })).status, `${who} exports`).toBe(status)
      const put = json({ handled: true }, headers, 'PUT')
      expect((await t.request(`/api/v1/admin/feedback/${sent.happy}/handled`, put)).status, `${who} handles`).toBe(
        status,
      )
    }
    expect((await inbox('?handled=true')).total).toBe(0)
  })
})
