import {
  ADMIN_PAGE_SIZE,
  type AdminCourse,
  type AdminCourses,
  type CourseInputSchema,
  type CourseUpdateSchema,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { conflict, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import {
  adminCourseOf,
  type CourseRow,
  deleteCourseRow,
  insertCourse,
  nextSortOrder,
  selectAdminCourses,
  selectAllForUpdate,
  selectCourseForUpdate,
  updateCourseRow,
} from './courses-admin.repo.ts'

type CourseInput = z.output<typeof CourseInputSchema>
type CourseUpdate = z.output<typeof CourseUpdateSchema>

const courseNotFound = (id: number) => notFound(`No course with id ${id}.`)

const audited = (row: CourseRow) => ({
  titles: row.titles,
  descriptions: row.descriptions,
  url: row.url,
  durationMinutes: row.durationMinutes,
  sortOrder: row.sortOrder,
  version: row.version,
})

const valuesOf = (input: CourseInput) => ({
  titles: input.titles,
  descriptions: input.descriptions,
  url: input.url,
  durationMinutes: input.durationMinutes,
})

export async function listAdminCourses(
  ctx: AppContext,
  query: { q?: string | undefined; page: number; pageSize?: number },
): Promise<AdminCourses> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const { rows, total } = await selectAdminCourses(ctx.database.db, { ...query, pageSize })
  return { items: rows.map(adminCourseOf), total, page: query.page, pageSize }
}

/** One write: the change, its audit row and its live event in one transaction (live/invalidation.ts drops what it makes stale). */
async function write<T>(ctx: AppContext, change: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(change)
}

/** A new course goes last in /courses. */
export function createCourse(ctx: AppContext, actor: Actor, input: CourseInput): Promise<AdminCourse> {
  return write(ctx, async (tx) => {
    const row = await insertCourse(tx, { ...valuesOf(input), sortOrder: await nextSortOrder(tx) }, ctx.clock.now())
    await insertAudit(tx, actor, 'course', 'course.create', String(row.id), null, audited(row))
    await publishLiveEvent(tx, 'course', { id: row.id, change: 'created' })
    return row
  }).then(adminCourseOf)
}

export function updateCourse(ctx: AppContext, actor: Actor, id: number, input: CourseUpdate): Promise<AdminCourse> {
  return write(ctx, async (tx) => {
    const before = await selectCourseForUpdate(tx, id)
    if (!before) throw courseNotFound(id)
    if (before.version !== input.version) throw conflict()
    const row = await updateCourseRow(tx, id, valuesOf(input), ctx.clock.now())
    await insertAudit(tx, actor, 'course', 'course.update', String(id), audited(before), audited(row))
    await publishLiveEvent(tx, 'course', { id, change: 'updated' })
    return row
  }).then(adminCourseOf)
}

/**
 * Moves a course one place up or down: the list is renumbered 1, 2, 3… in its current order with the two swapped
 * (only rows whose number changes get a new version). At the top or bottom already, nothing changes.
 */
export function moveCourse(
  ctx: AppContext,
  actor: Actor,
  id: number,
  move: { direction: 'up' | 'down'; version: number },
): Promise<AdminCourse> {
  return write(ctx, async (tx) => {
    const before = await selectCourseForUpdate(tx, id)
    if (!before) throw courseNotFound(id)
    if (before.version !== move.version) throw conflict()
    const all = await selectAllForUpdate(tx)
    const at = all.findIndex((row) => row.id === id)
    const other = move.direction === 'up' ? at - 1 : at + 1
    if (other < 0 || other >= all.length) return before
    const order = [...all]
    ;[order[at], order[other]] = [order[other] as CourseRow, order[at] as CourseRow]
    let moved = before
    for (const [index, row] of order.entries()) {
      if (row.sortOrder === index + 1) continue
      const updated = await updateCourseRow(tx, row.id, { sortOrder: index + 1 }, ctx.clock.now())
      if (row.id === id) moved = updated
      await insertAudit(tx, actor, 'course', 'course.move', String(row.id), audited(row), audited(updated))
    }
    await publishLiveEvent(tx, 'course', { id, change: 'updated' })
    return moved
  }).then(adminCourseOf)
}

export async function deleteCourse(ctx: AppContext, actor: Actor, id: number, version: number): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await selectCourseForUpdate(tx, id)
    if (!before) throw courseNotFound(id)
    if (before.version !== version) throw conflict()
    await deleteCourseRow(tx, id)
    await insertAudit(tx, actor, 'course', 'course.delete', String(id), audited(before), null)
    await publishLiveEvent(tx, 'course', { id, change: 'deleted' })
  })
}
