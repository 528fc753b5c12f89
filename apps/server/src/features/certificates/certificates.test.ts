/**
 * Certificates (issue 24, decision 051): earned on the server with the fact (the safe-sport video, a trivia passed),
 * once; a forged claim earns nothing; public verification says only status, name, title, games and dates; staff
 * list, export and revoke with an audited reason.
 */
import type {
  AdminCertificateHolder,
  AdminCertificates,
  AuditEntry,
  CertificateVerification,
  MyCertificates,
} from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants.ts'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { type Clock, dayInTimeZone } from '../../clock.ts'
import { json, loginCookie } from '../accounts/test-session.ts'

let nowMs = TEST_NOW.getTime()
const clock: Clock = {
  now: () => new Date(nowMs),
  today: () => dayInTimeZone(new Date(nowMs), 'America/Sao_Paulo'),
  timeZone: 'America/Sao_Paulo',
}

let t: TestApp
let volunteer: Record<string, string>
let athlete: Record<string, string>
let staff: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ clock })
  volunteer = { cookie: await loginCookie(t, 'demo-volunteer') }
  athlete = { cookie: await loginCookie(t, 'demo-athlete') }
  staff = { cookie: await loginCookie(t, 'demo-staff') }
})
afterAll(() => t.close())

const mine = async (headers: Record<string, string>, lang = 'pt') =>
  (await (await t.request(`/api/v1/me/certificates?lang=${lang}`, { headers })).json()) as MyCertificates
const awardCount = async () =>
  Number((await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from certificate_awards`))[0]?.n)

describe('certificates', () => {
  it('a client claim earns nothing: there is no endpoint to say "I earned it", and a held code is not a grant', async () => {
    const before = await awardCount()
    for (const path of ['/api/v1/me/certificates', '/api/v1/me/certificates/1', '/api/v1/certificates/1/earn']) {
      const res = await t.request(path, json({ certificateId: 1, earned: true }, volunteer))
      expect([404, 405]).toContain(res.status)
    }
    // Granting is staff's: a volunteer granting themselves the course certificate is refused.
    const grant = await t.request('/api/v1/admin/certificates/2/grant', json({ username: 'demo-volunteer' }, volunteer))
    expect(grant.status).toBe(403)
    // A trivia passed with too low a score earns no trivia certificate.
    await t.request('/api/v1/trivia/1/start', json({}, athlete))
    const wrong = await t.request('/api/v1/trivia/1/attempts', json({ answers: {} }, athlete))
    expect(wrong.status).toBe(201)
    expect(await awardCount()).toBe(before)
    expect((await mine(athlete)).held).toEqual([])
  })

  it('watching the safe-sport video earns its certificate once, listed with its code; the PDF is the holder’s', async () => {
    const first = await mine(volunteer)
    expect(first.held).toEqual([])
    expect(first.earnable.map((c) => c.trigger)).toEqual(['safe-sport', 'course', 'trivia'])

    expect((await t.request('/api/v1/me/safe-sport', json({}, volunteer))).status).toBe(200)
    expect((await t.request('/api/v1/me/safe-sport', json({}, volunteer))).status).toBe(200)
    const after = await mine(volunteer, 'en')
    expect(after.held).toHaveLength(1)
    const [held] = after.held
    expect(held).toMatchObject({ certificateId: 1, title: 'Safeguarding in sport', status: 'valid' })
    expect(held?.code).toMatch(/^([A-HJ-NP-Z2-9]{4}-){4}[A-HJ-NP-Z2-9]{4}$/)
    expect(held?.expiresAt).toBe(new Date(TEST_NOW.getTime() + 365 * 86_400_000).toISOString())
    expect(after.earnable.map((c) => c.id)).toEqual([2, 3])

    const pdf = await t.request(`/api/v1/me/certificates/${held?.code}/certificate.pdf?lang=en`, { headers: volunteer })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    // Someone else's code is not theirs to download.
    const other = await t.request(`/api/v1/me/certificates/${held?.code}/certificate.pdf`, { headers: athlete })
    expect(other.status).toBe(404)
  })

  it('a trivia passed with the minimum score earns its certificate in the same answer', async () => {
    const correct = await queryRows<{ id: number; correct_answer_id: string }>(
      t.db.database,
      sql`select id, correct_answer_id from trivia_questions where trivia_id = 1`,
    )
    await t.request('/api/v1/trivia/1/start', json({}, volunteer))
    const answers = Object.fromEntries(correct.map((q) => [String(q.id), q.correct_answer_id]))
    expect((await t.request('/api/v1/trivia/1/attempts', json({ answers }, volunteer))).status).toBe(201)
    expect((await mine(volunteer)).held.map((h) => h.certificateId)).toEqual([1, 3])
  })

  it('anyone verifies a code: status, public name, title, games, dates and nothing else; unknown codes are 404', async () => {
    const [held] = (await mine(volunteer)).held
    const res = await t.request(`/api/v1/certificates/${held?.code.toLowerCase()}?lang=en`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as CertificateVerification
    expect(Object.keys(body).sort()).toEqual(
      ['code', 'expiresAt', 'gamesName', 'holderName', 'issuedAt', 'status', 'title'].sort(),
    )
    expect(body).toMatchObject({ status: 'valid', holderName: 'Demo V.', title: 'Safeguarding in sport' })
    expect(JSON.stringify(body)).not.toMatch(/demo-volunteer|@|cpf/i)
    expect((await t.request('/api/v1/certificates/AAAA-AAAA-AAAA-AAAA-AAAA')).status).toBe(404)
    expect((await t.request('/api/v1/certificates/not-a-code')).status).toBe(404)
  })

  it('staff list holders by certificate and delegation, export CSV, grant a course one and revoke with an audited reason', async () => {
    expect((await t.request('/api/v1/admin/certificates', { headers: volunteer })).status).toBe(403)
    const list = (await (
      await t.request('/api/v1/admin/certificates?certificateId=1', { headers: staff })
    ).json()) as AdminCertificates
    expect(list.certificates.find((c) => c.id === 1)?.holders).toBe(1)
    expect(list.holders.map((h) => h.username)).toEqual(['demo-volunteer'])

    const granted = await t.request('/api/v1/admin/certificates/2/grant', json({ username: 'demo-volunteer' }, staff))
    expect(granted.status).toBe(201)
    const again = await t.request('/api/v1/admin/certificates/2/grant', json({ username: 'demo-volunteer' }, staff))
    expect(again.status).toBe(409)
    const earnedOnly = await t.request('/api/v1/admin/certificates/1/grant', json({ username: 'demo-athlete' }, staff))
    expect(earnedOnly.status).toBe(409)

    const csv = await t.request('/api/v1/admin/certificates.csv', { headers: staff })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = await csv.text()
    expect(text.split('\r\n')[0]).toContain('code,certificate,holder')
    expect(text.match(/demo-volunteer/g)).toHaveLength(3)

    const [held] = (await mine(volunteer)).held
    const empty = await t.request(
      `/api/v1/admin/certificates/holders/${held?.code}/revoke`,
      json({ reason: ' ' }, staff),
    )
    expect(empty.status).toBe(400)
    const revoke = await t.request(
      `/api/v1/admin/certificates/holders/${held?.code}/revoke`,
      json({ reason: 'Watched on a shared account' }, staff),
    )
    expect(revoke.status).toBe(200)
    expect(((await revoke.json()) as AdminCertificateHolder).status).toBe('revoked')
    const twice = await t.request(
      `/api/v1/admin/certificates/holders/${held?.code}/revoke`,
      json({ reason: 'again' }, staff),
    )
    expect(twice.status).toBe(409)
    const verified = (await (await t.request(`/api/v1/certificates/${held?.code}`)).json()) as CertificateVerification
    expect(verified.status).toBe('revoked')
    const audit = await t.request(`/api/v1/audit-log?entity=certificate&entityId=${held?.code}`, { headers: staff })
    const entries = ((await audit.json()) as { entries: AuditEntry[] }).entries
    expect(entries.map((e) => e.action)).toEqual(['certificate.revoke'])
    expect(entries[0]?.after).toMatchObject({ reason: 'Watched on a shared account' })
  })

  it('a certificate past its validity verifies as expired (the trivia one has no end)', async () => {
    const held = (await mine(volunteer)).held
    const course = held.find((h) => h.certificateId === 2)
    const trivia = held.find((h) => h.certificateId === 3)
    expect(trivia?.expiresAt).toBeNull()
    const status = async (code: string | undefined) =>
      ((await (await t.request(`/api/v1/certificates/${code}`)).json()) as CertificateVerification).status
    nowMs += 366 * 86_400_000
    expect(await status(course?.code)).toBe('valid')
    nowMs += 400 * 86_400_000
    expect(await status(course?.code)).toBe('expired')
    expect(await status(trivia?.code)).toBe('valid')
  })
})
