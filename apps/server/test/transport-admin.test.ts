/**
 * The back office's transport lines (decision 044): staff and admins create, edit and delete a line with its
 * timetable; everyone else is refused with nothing written; a stale version is a 409; a bad colour, time, day or
 * markup is a 400; every write is audited, announced live, and the public /transport shows it at once.
 */
import type { AdminTransportLine, AdminTransportLines, AuditEntry, TransportDto } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

let t: TestApp
let staff: Record<string, string>
let admin: Record<string, string>
let volunteer: Record<string, string>
let referee: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  admin = { cookie: await loginCookie(t, 'demo-admin') }
  volunteer = { cookie: await loginCookie(t, 'demo-volunteer') }
  referee = { cookie: await loginCookie(t, 'demo-referee') }
})
afterAll(() => t.close())

const text = (pt: string, en = '') => ({ pt, en, es: '', az: '' })
const shuttle = {
  code: 'x9',
  names: text('Vaivém Praia', 'Beach Shuttle'),
  origin: text('Vila', 'Village'),
  destination: text('Praia', 'Beach'),
  color: '#00A1DE',
  serviceDays: ['2026-07-15', '2026-07-14', '2026-07-15'],
  departures: [
    { time: '18:30', stop: text('Vila', 'Village') },
    { time: '07:05', stop: text('Vila', 'Village') },
  ],
}

const publicLine = async (code: string, lang = 'en') =>
  ((await (await t.request(`/api/v1/transport?lang=${lang}`)).json()) as TransportDto).lines.find(
    (l) => l.code === code,
  )

const lineCount = async () =>
  Number((await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from transport_lines`))[0]?.n)

const auditOf = async (code: string) => {
  const res = await t.request(`/api/v1/audit-log?entity=transport_line&entityId=${code}`, { headers: staff })
  return ((await res.json()) as { entries: AuditEntry[] }).entries
}

describe('transport lines in the back office', () => {
  it('staff create, edit and delete a line; /transport, the audit log and the live journal follow', async () => {
    await publicLine('L1') // warms the read model, which a write must drop
    const created = await t.request('/api/v1/admin/transport', json(shuttle, staff))
    expect(created.status).toBe(201)
    const line = (await created.json()) as AdminTransportLine
    expect(line).toMatchObject({
      code: 'X9',
      color: '#00a1de',
      serviceDays: ['2026-07-14', '2026-07-15'],
      version: 1,
      document: null,
    })
    expect(line.departures.map((d) => d.time)).toEqual(['07:05', '18:30'])
    expect(line.missing).toEqual(['es', 'az'])

    const en = await publicLine('X9')
    expect(en).toMatchObject({ name: 'Beach Shuttle', origin: 'Village', destination: 'Beach' })
    expect(en?.stops[0]?.name).toBe('Village')
    // Spanish is empty: it falls back to Portuguese.
    expect((await publicLine('X9', 'es'))?.name).toBe('Vaivém Praia')

    const edit = {
      ...shuttle,
      names: text('Vaivém Lagoa', 'Lagoon Shuttle'),
      serviceDays: [],
      departures: [{ time: '09:00', stop: text('Lagoa', 'Lagoon') }],
      version: 1,
    }
    const updated = await t.request('/api/v1/admin/transport/X9', json(edit, staff, 'PUT'))
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({ version: 2, serviceDays: [], code: 'X9' })
    const after = await publicLine('X9')
    expect(after).toMatchObject({ name: 'Lagoon Shuttle', serviceDays: null })
    expect(after?.stops.map((s) => s.name)).toEqual(['Lagoon'])

    const deleted = await t.request('/api/v1/admin/transport/X9?version=2', { method: 'DELETE', headers: admin })
    expect(deleted.status).toBe(204)
    expect(await publicLine('X9')).toBeUndefined()
    expect(
      Number(
        (
          await queryRows<{ n: number }>(
            t.db.database,
            sql`select count(*)::int as n from transport_departures where line_code = 'X9'`,
          )
        )[0]?.n,
      ),
    ).toBe(0)

    expect((await auditOf('X9')).map((e) => [e.action, e.actor])).toEqual([
      ['transport.delete', 'demo-admin'],
      ['transport.update', 'demo-staff'],
      ['transport.create', 'demo-staff'],
    ])
    const live = await queryRows<{ payload: { id: string; change: string } }>(
      t.db.database,
      sql`select payload from live_events where kind = 'content' and payload->>'kind' = 'transport' order by id`,
    )
    expect(live.map((r) => `${r.payload.change}:${r.payload.id}`)).toEqual(['created:X9', 'updated:X9', 'deleted:X9'])
  })

  it('lists the lines in the public order with their timetable and PDF; the code is never reused', async () => {
    const list = (await (
      await t.request('/api/v1/admin/transport?pageSize=100', { headers: staff })
    ).json()) as AdminTransportLines
    const l1 = list.items.find((l) => l.code === 'L1')
    expect(l1?.departures.length).toBeGreaterThan(3)
    expect(l1?.document?.url).toMatch(/^\/api\/v1\/documents\/\d+\/transport-l1\.pdf$/)
    const taken = await t.request('/api/v1/admin/transport', json({ ...shuttle, code: 'L1' }, staff))
    expect(taken.status).toBe(400)
    expect(((await taken.json()) as { error: { fields: Record<string, string[]> } }).error.fields.code).toEqual([
      'A line with this code already exists',
    ])
    const search = (await (
      await t.request('/api/v1/admin/transport?q=l1', { headers: staff })
    ).json()) as AdminTransportLines
    expect(search.items.map((l) => l.code)).toContain('L1')
  })

  it('refuses an editor working on a stale version (409), writing nothing', async () => {
    await t.request('/api/v1/admin/transport', json({ ...shuttle, code: 'X8' }, staff))
    const first = { ...shuttle, names: text('Primeira'), version: 1 }
    expect((await t.request('/api/v1/admin/transport/X8', json(first, staff, 'PUT'))).status).toBe(200)
    const stale = await t.request(
      '/api/v1/admin/transport/X8',
      json({ ...first, names: text('Segunda') }, admin, 'PUT'),
    )
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('conflict')
    const del = await t.request('/api/v1/admin/transport/X8?version=1', { method: 'DELETE', headers: admin })
    expect(del.status).toBe(409)
    expect((await publicLine('X8', 'pt'))?.name).toBe('Primeira')
    expect((await t.request('/api/v1/admin/transport/NOPE', json(first, staff, 'PUT'))).status).toBe(404)
  })

  it('refuses a bad code, colour, time, day, markup or a missing Portuguese text (400)', async () => {
    const before = await lineCount()
    const fields = async (body: unknown) => {
      const res = await t.request('/api/v1/admin/transport', json(body, staff))
      expect(res.status).toBe(400)
      const error = (
        (await res.json()) as { error: { code: string; message: string; fields: Record<string, string[]> } }
      ).error
      expect(error.message).toBeTruthy()
      return error.fields
    }
    expect((await fields({ ...shuttle, code: 'a b' })).code).toEqual(['The code has 1 to 8 letters, digits or dashes'])
    expect((await fields({ ...shuttle, color: 'red' })).color).toEqual(['The colour must be #RRGGBB'])
    expect(
      (await fields({ ...shuttle, departures: [{ time: '25:00', stop: text('Vila') }] }))['departures.0.time'],
    ).toEqual(['The time must be HH:MM'])
    expect((await fields({ ...shuttle, names: text('<script>') }))['names.pt']).toEqual([
      'Text must not contain < or >',
    ])
    expect((await fields({ ...shuttle, origin: text('', 'Village') }))['origin.pt']).toEqual([
      'The Portuguese text is required',
    ])
    expect((await fields({ ...shuttle, serviceDays: ['2030-01-01'] })).serviceDays).toEqual([
      'The day is not a day of the games',
    ])
    expect(await lineCount()).toBe(before)
  })

  it('refuses volunteers and referees (403) and nobody (401), writing nothing', async () => {
    const before = await lineCount()
    for (const [who, headers, status] of [
      ['volunteer', volunteer, 403],
      ['referee', referee, 403],
      ['nobody', {}, 401],
    ] as const) {
      expect((await t.request('/api/v1/admin/transport', { headers })).status, `${who} lists`).toBe(status)
      expect((await t.request('/api/v1/admin/transport', json(shuttle, headers))).status, `${who} creates`).toBe(status)
      const put = json({ ...shuttle, names: text('Invadido'), version: 1 }, headers, 'PUT')
      expect((await t.request('/api/v1/admin/transport/L1', put)).status, `${who} edits`).toBe(status)
      const del = { method: 'DELETE', headers }
      expect((await t.request('/api/v1/admin/transport/L1?version=1', del)).status, `${who} deletes`).toBe(status)
    }
    expect(await lineCount()).toBe(before)
    expect(await auditOf('L1')).toEqual([])
    expect((await publicLine('L1', 'pt'))?.name).not.toBe('Invadido')
  })
})
