import type { DocumentDto } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const items = async (path: string) => {
  const res = await t.request(path)
  expect(res.status).toBe(200)
  return ((await res.json()) as { items: DocumentDto[] }).items
}

describe('GET /api/v1/documents', () => {
  it('lists metadata by kind, newest first by default, never the bytes', async () => {
    const list = await items('/api/v1/documents?kind=communication&lang=en')
    expect(list.length).toBeGreaterThan(3)
    expect(list.every((d) => d.kind === 'communication')).toBe(true)
    const dates = list.map((d) => d.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(JSON.stringify(list)).not.toContain('content')
    expect(list[0]?.url).toBe(`/api/v1/documents/${list[0]?.id}/${list[0]?.fileName}`)
  })

  it('orders by title or by priority (1 first)', async () => {
    const byTitle = await items('/api/v1/documents?kind=official-report&order=title&lang=en')
    const titles = byTitle.map((d) => d.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })))
    const byPriority = await items('/api/v1/documents?kind=communication&order=priority')
    const priorities = byPriority.map((d) => d.priority)
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b))
  })

  it('filters by discipline key or code and by a title fragment in the request language', async () => {
    const swimming = await items('/api/v1/documents?kind=report&discipline=swimming')
    expect(swimming.length).toBeGreaterThan(0)
    expect(swimming.every((d) => d.disciplineCode === 'SWM')).toBe(true)
    expect(await items('/api/v1/documents?kind=report&discipline=SWM')).toEqual(swimming)
    const meals = await items('/api/v1/documents?kind=communication&q=MEAL&lang=en')
    expect(meals.map((d) => d.title)).toEqual(['Communication No. 3 – Meal times'])
    expect(await items('/api/v1/documents?kind=communication&q=%25%25zz')).toEqual([])
    expect((await t.request('/api/v1/documents?discipline=curling')).status).toBe(404)
    expect((await t.request('/api/v1/documents?order=size')).status).toBe(400)
  })
})

describe('GET /api/v1/documents/{id}/{fileName}', () => {
  it('serves the PDF inline, or as an attachment with ?download=1, with an ETag to revalidate by (the back office may replace it)', async () => {
    const [doc] = await items('/api/v1/documents?kind=transport')
    if (!doc) throw new Error('no transport document')
    const res = await t.request(doc.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="transport-l\d\.pdf"/)
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.length).toBe(doc.sizeBytes)
    const download = await t.request(`${doc.url}?download=1`)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    const again = await t.request(doc.url, { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
  })

  it('answers 404 when the id or the name does not match, and to hostile names', async () => {
    const [doc] = await items('/api/v1/documents?kind=transport')
    if (!doc) throw new Error('no transport document')
    for (const path of [
      `/api/v1/documents/${doc.id}/other.pdf`,
      `/api/v1/documents/999999/${doc.fileName}`,
      `/api/v1/documents/abc/${doc.fileName}`,
      `/api/v1/documents/${doc.id}/..%2f..%2fetc%2fpasswd`,
      `/api/v1/documents/${doc.id}/..%2F${doc.fileName}`,
      '/api/v1/documents/1/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await t.request(path)
      expect(res.status, path).toBe(404)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found')
    }
  })
})
