/**
 * The back office's courses (decision 043): staff create, edit, reorder and delete courses; everyone else is refused
 * with nothing written; a stale version is a 409; a link that is not https or markup is a 400; /courses follows at once.
 */
import type { AdminCourse, AdminCourses, AuditEntry, CourseDto } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

let t: TestApp
let staff: Record<string, string>
let athlete: Record<string, string>
let volunteer: Record<string, string>
let referee: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  athlete = { cookie: await loginCookie(t, 'demo-athlete') }
  volunteer = { cookie: await loginCookie(t, 'demo-volunteer') }
  referee = { cookie: await loginCookie(t, 'demo-referee') }
})
afterAll(() => t.close())

const course = {
  titles: { pt: '  Primeiros socorros  ', en: 'First aid' },
  descriptions: { pt: 'O essencial em 30 minutos.' },
  url: 'https://cursos.example/primeiros-socorros',
  durationMinutes: 30,
}

const publicCourses = async (lang: string) =>
  ((await (await t.request(`/api/v1/courses?lang=${lang}`)).json()) as { items: CourseDto[] }).items
const courseCount = async () =>
  Number((await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from courses`))[0]?.n)
const adminList = async () =>
  (await (await t.request('/api/v1/admin/courses?pageSize=100', { headers: staff })).json()) as AdminCourses
const auditOf = async (id: number) => {
  const res = await t.request(`/api/v1/audit-log?entity=course&entityId=${id}`, { headers: staff })
  return ((await res.json()) as { entries: AuditEntry[] }).entries
}

describe('courses in the back office', () => {
  it('staff create, edit, move and delete a course; /courses follows in every language', async () => {
    await publicCourses('pt') // warms the read model, which a write must drop
    const res = await t.request('/api/v1/admin/courses', json(course, staff))
    expect(res.status).toBe(201)
    const created = (await res.json()) as AdminCourse
    expect(created).toMatchObject({ titles: { pt: 'Primeiros socorros', en: 'First aid' }, version: 1 })
    expect(created.missing).toEqual(['en', 'es', 'az'])
    expect((await publicCourses('pt')).at(-1)).toMatchObject({ title: 'Primeiros socorros', durationMinutes: 30 })
    expect((await publicCourses('en')).at(-1)?.title).toBe('First aid')
    expect((await publicCourses('az')).at(-1)?.title).toBe('Primeiros socorros') // falls back to Portuguese

    const edit = { ...course, titles: { pt: 'Socorrismo' }, version: 1 }
    const updated = await t.request(`/api/v1/admin/courses/${created.id}`, json(edit, staff, 'PUT'))
    expect(updated.status).toBe(200)
    expect((await publicCourses('en')).at(-1)?.title).toBe('Socorrismo')

    const move = await t.request(
      `/api/v1/admin/courses/${created.id}/move`,
      json({ direction: 'up', version: 2 }, staff),
    )
    expect(move.status).toBe(200)
    const moved = (await move.json()) as AdminCourse
    const titles = (await publicCourses('pt')).map((c) => c.title)
    expect(titles.at(-2)).toBe('Socorrismo')
    expect((await adminList()).items.at(-2)?.id).toBe(created.id)

    const stale = await t.request(`/api/v1/admin/courses/${created.id}?version=1`, { method: 'DELETE', headers: staff })
    expect(stale.status).toBe(409)
    const del = await t.request(`/api/v1/admin/courses/${created.id}?version=${moved.version}`, {
      method: 'DELETE',
      headers: staff,
    })
    expect(del.status).toBe(204)
    expect((await publicCourses('pt')).map((c) => c.title)).not.toContain('Socorrismo')
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual([
      'course.delete',
      'course.move',
      'course.update',
      'course.create',
    ])
  })

  it('refuses a link that is not https, markup and a missing Portuguese title (400), writing nothing', async () => {
    const before = await courseCount()
    const fields = async (body: unknown) => {
      const res = await t.request('/api/v1/admin/courses', json(body, staff))
      expect(res.status).toBe(400)
      return ((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields
    }
    expect((await fields({ ...course, url: 'http://cursos.example' })).url).toEqual([
      'The link must start with https://',
    ])
    expect((await fields({ ...course, url: 'javascript:alert(1)' })).url).toBeDefined()
    expect((await fields({ ...course, titles: { pt: 'Curso <b>' } }))['titles.pt']).toEqual([
      'Text must not contain < or >',
    ])
    expect((await fields({ ...course, titles: { pt: '', en: 'Only English' } }))['titles.pt']).toEqual([
      'The Portuguese text is required',
    ])
    expect((await fields({ ...course, durationMinutes: 2.5 })).durationMinutes).toBeDefined()
    expect(await courseCount()).toBe(before)
  })

  it('refuses athletes, volunteers and referees (403) and nobody (401), writing nothing', async () => {
    const [existing] = (await adminList()).items
    const id = existing?.id ?? 0
    const before = await courseCount()
    for (const [who, headers, status] of [
      ['athlete', athlete, 403],
      ['volunteer', volunteer, 403],
      ['referee', referee, 403],
      ['nobody', {}, 401],
    ] as const) {
      expect((await t.request('/api/v1/admin/courses', { headers })).status, `${who} lists`).toBe(status)
      expect((await t.request('/api/v1/admin/courses', json(course, headers))).status, `${who} creates`).toBe(status)
      const put = json({ ...course, version: existing?.version ?? 1 }, headers, 'PUT')
      expect((await t.request(`/api/v1/admin/courses/${id}`, put)).status, `${who} edits`).toBe(status)
      const move = json({ direction: 'down', version: existing?.version ?? 1 }, headers)
      expect((await t.request(`/api/v1/admin/courses/${id}/move`, move)).status, `${who} moves`).toBe(status)
      const del = { method: 'DELETE', headers }
      expect((await t.request(`/api/v1/admin/courses/${id}?version=1`, del)).status, `${who} deletes`).toBe(status)
    }
    expect(await courseCount()).toBe(before)
    expect(await auditOf(id)).toEqual([])
  })
})
