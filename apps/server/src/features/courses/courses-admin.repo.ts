import { type AdminCourse, missingLocalesOf } from '@podium/domain'
import { asc, count, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { courses } from '../../db/schema.ts'

export type CourseRow = typeof courses.$inferSelect
/** The columns an organiser writes. */
export type CourseValues = Pick<
  typeof courses.$inferInsert,
  'titles' | 'descriptions' | 'url' | 'durationMinutes' | 'sortOrder'
>

export function adminCourseOf(row: CourseRow): AdminCourse {
  return {
    id: row.id,
    titles: row.titles,
    descriptions: row.descriptions,
    url: row.url,
    durationMinutes: row.durationMinutes,
    sortOrder: row.sortOrder,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    missing: missingLocalesOf([row.titles, row.descriptions]),
  }
}

/** The order of /courses (info.repo.ts): the organiser's order, then id. */
const publicOrder = [asc(courses.sortOrder), asc(courses.id)]

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function selectAdminCourses(
  db: Db,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: CourseRow[]; total: number }> {
  const where = query.q ? sql`${courses.titles}::text ilike ${likePattern(query.q)}` : undefined
  const [counted] = await db.select({ n: count() }).from(courses).where(where)
  const rows = await db
    .select()
    .from(courses)
    .where(where)
    .orderBy(...publicOrder)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { rows, total: counted?.n ?? 0 }
}

/** Every course in order, locked until the transaction ends (a move renumbers them). */
export function selectAllForUpdate(tx: Tx): Promise<CourseRow[]> {
  return tx
    .select()
    .from(courses)
    .orderBy(...publicOrder)
    .for('update')
}

export async function nextSortOrder(tx: Tx): Promise<number> {
  const [row] = await tx.select({ max: sql<number | null>`max(${courses.sortOrder})` }).from(courses)
  return (row?.max ?? 0) + 1
}

export async function selectCourseForUpdate(tx: Tx, id: number): Promise<CourseRow | undefined> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update')
  return row
}

export async function insertCourse(tx: Tx, values: CourseValues, at: Date): Promise<CourseRow> {
  const [row] = await tx
    .insert(courses)
    .values({ ...values, version: 1, updatedAt: at })
    .returning()
  if (!row) throw new Error('course not inserted')
  return row
}

export async function updateCourseRow(tx: Tx, id: number, values: Partial<CourseValues>, at: Date): Promise<CourseRow> {
  const [row] = await tx
    .update(courses)
    .set({ ...values, version: sql`${courses.version} + 1`, updatedAt: at })
    .where(eq(courses.id, id))
    .returning()
  if (!row) throw new Error('course not updated')
  return row
}

export async function deleteCourseRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(courses).where(eq(courses.id, id))
}
