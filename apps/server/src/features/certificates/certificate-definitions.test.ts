/**
 * Certificate definitions edited in the back office and a delegation head's holders (issue 24, decision 059): CRUD
 * with translated field errors, audited, stale edits refused, retired (never deleted) once held; a head reads their
 * own delegation's holders only, whatever the request asks.
 */
import type {
  AdminCertificateDefinition,
  AdminCertificateDefinitions,
  AuditEntry,
  CertificateRemoval,
  CertificateVerification,
  DelegationCertificates,
  MyCertificates,
} from '@podium/domain'
import { VALIDATION_MESSAGES as M } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { json, loginCookie } from '../accounts/test-session.ts'

let t: TestApp
let staff: Record<string, string>
let volunteer: Record<string, string>
let manager: Record<string, string>
let athlete: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  volunteer = { cookie: await loginCookie(t, 'demo-volunteer') }
  manager = { cookie: await loginCookie(t, 'demo-manager') }
  athlete = { cookie: await loginCookie(t, 'demo-athlete') }
})
afterAll(() => t.close())

const definition = {
  titles: { pt: 'Voluntário de pista', en: 'Track volunteer', es: 'Voluntario de pista', az: 'Trek könüllüsü' },
  trigger: 'staff',
  userTypes: ['volunteer', 'coach'],
  validityDays: 30,
  points: 50,
}
const definitions = async () =>
  (await (
    await t.request('/api/v1/admin/certificates/definitions?lang=en', { headers: staff })
  ).json()) as AdminCertificateDefinitions
const mine = async (headers: Record<string, string>) =>
  (await (await t.request('/api/v1/me/certificates?lang=en', { headers })).json()) as MyCertificates
const fieldsOf = async (res: Response) =>
  ((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields
const audit = async (id: number) =>
  (
    (await (await t.request(`/api/v1/audit-log?entity=certificate&entityId=${id}`, { headers: staff })).json()) as {
      entries: AuditEntry[]
    }
  ).entries.map((e) => e.action)

describe('certificate definitions', () => {
  it('are staff’s: anyone else is refused every verb', async () => {
    for (const who of [volunteer, manager]) {
      expect((await t.request('/api/v1/admin/certificates/definitions', { headers: who })).status).toBe(403)
      expect((await t.request('/api/v1/admin/certificates', json(definition, who))).status).toBe(403)
      expect(
        (await t.request('/api/v1/admin/certificates/1', json({ ...definition, version: 1 }, who, 'PUT'))).status,
      ).toBe(403)
      expect(
        (await t.request('/api/v1/admin/certificates/1?version=1', { method: 'DELETE', headers: who })).status,
      ).toBe(403)
    }
    expect((await t.request('/api/v1/admin/certificates', json(definition))).status).toBe(401)
  })

  it('refuse a bad definition with the product’s field messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...definition, titles: { pt: ' ' } }, 'titles.pt', M.portugueseRequired],
      [{ ...definition, trigger: 'trivia', minScorePercent: 50 }, 'triviaId', M.triviaRequired],
      [{ ...definition, trigger: 'trivia', triviaId: 1, minScorePercent: 0 }, 'minScorePercent', M.minScoreRange],
      [{ ...definition, trigger: 'course' }, 'courseId', M.courseRequired],
      [{ ...definition, validityDays: 0 }, 'validityDays', M.validityRange],
      [{ ...definition, points: 5000 }, 'points', M.pointsRange],
      [{ ...definition, trigger: 'trivia', triviaId: 9999, minScorePercent: 50 }, 'triviaId', M.triviaUnknown],
      [{ ...definition, trigger: 'course', courseId: 9999 }, 'courseId', M.courseUnknown],
    ]
    for (const [body, field, message] of cases) {
      const res = await t.request('/api/v1/admin/certificates', json(body, staff))
      expect(res.status, field).toBe(400)
      expect((await fieldsOf(res))[field], field).toEqual([message])
    }
    const guests = await t.request('/api/v1/admin/certificates', json({ ...definition, userTypes: ['guest'] }, staff))
    expect(guests.status).toBe(400)
    expect((await definitions()).items.map((d) => d.id)).toEqual([1, 2, 3])
  })

  it('are created, offered to the types named, edited (stale edits refused) and audited', async () => {
    const res = await t.request('/api/v1/admin/certificates', json({ ...definition, triviaId: 1 }, staff))
    expect(res.status).toBe(201)
    const created = (await res.json()) as AdminCertificateDefinition
    // Fields the trigger does not use are stored empty.
    expect(created).toMatchObject({
      trigger: 'staff',
      triviaId: null,
      validityDays: 30,
      points: 50,
      version: 1,
      holders: 0,
    })
    expect((await mine(volunteer)).earnable.find((c) => c.id === created.id)?.title).toBe('Track volunteer')
    expect((await mine(athlete)).earnable.some((c) => c.id === created.id)).toBe(false)

    const edit = { ...definition, titles: { ...definition.titles, en: 'Track marshal' }, userTypes: [], version: 1 }
    const edited = await t.request(`/api/v1/admin/certificates/${created.id}`, json(edit, staff, 'PUT'))
    expect(edited.status).toBe(200)
    expect(((await edited.json()) as AdminCertificateDefinition).version).toBe(2)
    expect((await t.request(`/api/v1/admin/certificates/${created.id}`, json(edit, staff, 'PUT'))).status).toBe(409)
    expect((await mine(athlete)).earnable.find((c) => c.id === created.id)?.title).toBe('Track marshal')
    expect(await audit(created.id)).toEqual(['certificate.update', 'certificate.create'])
  })

  it('are deleted when nobody held them, retired when someone did: the held one still verifies', async () => {
    const [, , , held] = (await definitions()).items
    const id = held?.id ?? 0
    expect(
      (await t.request(`/api/v1/admin/certificates/${id}/grant`, json({ username: 'demo-volunteer' }, staff))).status,
    ).toBe(201)
    const code = (await mine(volunteer)).held.find((h) => h.certificateId === id)?.code
    expect(
      (await t.request(`/api/v1/admin/certificates/${id}?version=1`, { method: 'DELETE', headers: staff })).status,
    ).toBe(409)
    const retire = await t.request(`/api/v1/admin/certificates/${id}?version=2`, { method: 'DELETE', headers: staff })
    expect((await retire.json()) as CertificateRemoval).toEqual({ outcome: 'retired' })
    expect((await definitions()).items.some((d) => d.id === id)).toBe(false)
    expect(await queryRows(t.db.database, sql`select id from certificates where id = ${id}`)).toHaveLength(1)
    const verified = (await (await t.request(`/api/v1/certificates/${code}`)).json()) as CertificateVerification
    expect(verified).toMatchObject({ status: 'valid', title: 'Voluntário de pista' })
    expect((await mine(athlete)).earnable.some((c) => c.id === id)).toBe(false)
    expect(
      (await t.request(`/api/v1/admin/certificates/${id}/grant`, json({ username: 'demo-coach' }, staff))).status,
    ).toBe(404)

    const fresh = (await (
      await t.request('/api/v1/admin/certificates', json(definition, staff))
    ).json()) as AdminCertificateDefinition
    const removed = await t.request(`/api/v1/admin/certificates/${fresh.id}?version=1`, {
      method: 'DELETE',
      headers: staff,
    })
    expect((await removed.json()) as CertificateRemoval).toEqual({ outcome: 'deleted' })
    expect(await queryRows(t.db.database, sql`select id from certificates where id = ${fresh.id}`)).toHaveLength(0)
    expect(await audit(fresh.id)).toEqual(['certificate.delete', 'certificate.create'])
  })
})

describe('a delegation head', () => {
  it('sees their own delegation’s holders and CSV only, whatever the request asks', async () => {
    const orgs = await queryRows<{ code: string }>(
      t.db.database,
      sql`select code from organisations order by code limit 2`,
    )
    const [home, away] = orgs.map((o) => o.code)
    await queryRows(
      t.db.database,
      sql`update users set organisation_code = ${home} where username in ('demo-manager', 'demo-coach')`,
    )
    await queryRows(t.db.database, sql`update users set organisation_code = ${away} where username = 'demo-volunteer'`)
    // Both hold the course certificate: one in the head's delegation, one in another.
    for (const username of ['demo-coach', 'demo-volunteer']) {
      expect((await t.request('/api/v1/admin/certificates/2/grant', json({ username }, staff))).status).toBe(201)
    }
    const read = async (query: string) => {
      const res = await t.request(`/api/v1/delegation/certificates${query}`, { headers: manager })
      expect(res.status).toBe(200)
      return (await res.json()) as DelegationCertificates
    }
    const own = await read('')
    expect(own.organisationCode).toBe(home)
    expect(own.holders.map((h) => h.username)).toEqual(['demo-coach'])
    expect((await read(`?organisation=${away}`)).holders.map((h) => h.username)).toEqual(['demo-coach'])
    expect((await read('?certificateId=1')).holders).toEqual([])

    const csv = await (
      await t.request(`/api/v1/delegation/certificates.csv?organisation=${away}`, { headers: manager })
    ).text()
    expect(csv).toContain('demo-coach')
    expect(csv).not.toContain('demo-volunteer')
    // The staff's lists stay the staff's.
    expect((await t.request(`/api/v1/admin/certificates?organisation=${away}`, { headers: manager })).status).toBe(403)
    expect((await t.request(`/api/v1/admin/certificates.csv?organisation=${away}`, { headers: manager })).status).toBe(
      403,
    )
    // Only heads: a coach, or staff, are refused.
    expect((await t.request('/api/v1/delegation/certificates', { headers: staff })).status).toBe(403)
    expect(
      (await t.request('/api/v1/delegation/certificates', { headers: { cookie: await loginCookie(t, 'demo-coach') } }))
        .status,
    ).toBe(403)

    await queryRows(t.db.database, sql`update users set organisation_code = null where username = 'demo-manager'`)
    expect(await read('')).toMatchObject({ organisationCode: null, holders: [] })
  })
})
