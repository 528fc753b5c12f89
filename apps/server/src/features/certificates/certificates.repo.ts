import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { certificateAwards, certificates, courses, trivia, users } from '../../db/schema.ts'

export type CertificateRow = typeof certificates.$inferSelect

export async function selectActiveCertificates(db: Db | Tx): Promise<CertificateRow[]> {
  return db.select().from(certificates).where(eq(certificates.active, true)).orderBy(asc(certificates.id))
}

/** The subjects a certificate names: trivia and course titles by id. */
export async function selectActiveCertificate(db: Db | Tx, id: number): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.active, true)))
  return row
}

export async function selectUserByUsername(db: Db | Tx, username: string) {
  const [row] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(users.active, true)))
  return row
}

export async function selectSubjects(db: Db | Tx) {
  const [quizzes, courseRows] = await Promise.all([
    db.select({ id: trivia.id, titles: trivia.titles }).from(trivia),
    db.select({ id: courses.id, titles: courses.titles }).from(courses),
  ])
  return {
    trivia: new Map(quizzes.map((r) => [r.id, r.titles])),
    courses: new Map(courseRows.map((r) => [r.id, r.titles])),
  }
}

export async function selectUserForCertificates(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ id: users.id, userType: users.userType, name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/** Adds an award unless the user holds this certificate already; true when it was added now. */
export async function insertAward(tx: Tx, award: typeof certificateAwards.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(certificateAwards)
    .values(award)
    .onConflictDoNothing()
    .returning({ id: certificateAwards.id })
  return rows.length > 0
}

const awardColumns = {
  code: certificateAwards.code,
  certificateId: certificateAwards.certificateId,
  userId: certificateAwards.userId,
  issuedAt: certificateAwards.issuedAt,
  expiresAt: certificateAwards.expiresAt,
  revokedAt: certificateAwards.revokedAt,
  revokeReason: certificateAwards.revokeReason,
  titles: certificates.titles,
  name: users.name,
  username: users.username,
  userType: users.userType,
  organisationCode: users.organisationCode,
}

export type AwardRow = Awaited<ReturnType<typeof selectAwardByCode>> & {}

export async function selectAwardByCode(db: Db | Tx, code: string) {
  const [row] = await db
    .select(awardColumns)
    .from(certificateAwards)
    .innerJoin(certificates, eq(certificates.id, certificateAwards.certificateId))
    .innerJoin(users, eq(users.id, certificateAwards.userId))
    .where(eq(certificateAwards.code, code))
  return row
}

export async function selectAwardsOfUser(db: Db | Tx, userId: number) {
  return db
    .select(awardColumns)
    .from(certificateAwards)
    .innerJoin(certificates, eq(certificates.id, certificateAwards.certificateId))
    .innerJoin(users, eq(users.id, certificateAwards.userId))
    .where(eq(certificateAwards.userId, userId))
    .orderBy(asc(certificateAwards.issuedAt), asc(certificateAwards.id))
}

export async function selectHolders(db: Db | Tx, filter: { certificateId?: number; organisation?: string }) {
  const where = [
    filter.certificateId === undefined ? undefined : eq(certificateAwards.certificateId, filter.certificateId),
    filter.organisation ? eq(users.organisationCode, filter.organisation) : undefined,
  ].filter((w) => w !== undefined)
  return db
    .select(awardColumns)
    .from(certificateAwards)
    .innerJoin(certificates, eq(certificates.id, certificateAwards.certificateId))
    .innerJoin(users, eq(users.id, certificateAwards.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(certificateAwards.certificateId), asc(certificateAwards.issuedAt), asc(certificateAwards.id))
    .limit(5000)
}

export async function countHolders(db: Db | Tx): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: certificateAwards.certificateId, n: count() })
    .from(certificateAwards)
    .where(isNull(certificateAwards.revokedAt))
    .groupBy(certificateAwards.certificateId)
  return new Map(rows.map((r) => [r.id, Number(r.n)]))
}

export async function selectHolderOrganisations(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: users.organisationCode })
    .from(certificateAwards)
    .innerJoin(users, eq(users.id, certificateAwards.userId))
  return rows.flatMap((r) => (r.code ? [r.code] : [])).sort()
}

/** Locks the award for a revocation; undefined when the code is unknown. */
export async function lockAward(tx: Tx, code: string) {
  const [row] = await tx.select().from(certificateAwards).where(eq(certificateAwards.code, code)).for('update')
  return row
}

export async function markRevoked(tx: Tx, code: string, values: { at: Date; by: number | null; reason: string }) {
  await tx
    .update(certificateAwards)
    .set({ revokedAt: values.at, revokedBy: values.by, revokeReason: values.reason })
    .where(eq(certificateAwards.code, code))
}

/** The columns the definitions editor writes (decision 059). */
export type CertificateValues = Pick<
  typeof certificates.$inferInsert,
  'titles' | 'trigger' | 'triviaId' | 'courseId' | 'minScorePercent' | 'userTypes' | 'validityDays' | 'points'
>

/** Awards per certificate, revoked ones included: a definition anyone ever held is retired, never deleted. */
export async function countAwards(db: Db | Tx, certificateId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: certificateAwards.certificateId, n: count() })
    .from(certificateAwards)
    .where(certificateId === undefined ? undefined : eq(certificateAwards.certificateId, certificateId))
    .groupBy(certificateAwards.certificateId)
  return new Map(rows.map((r) => [r.id, Number(r.n)]))
}

export async function subjectExists(tx: Tx, kind: 'trivia' | 'course', id: number): Promise<boolean> {
  const table = kind === 'trivia' ? trivia : courses
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id))
  return row !== undefined
}

export async function lockActiveCertificate(tx: Tx, id: number): Promise<CertificateRow | undefined> {
  const [row] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.active, true)))
    .for('update')
  return row
}

export async function insertCertificate(tx: Tx, values: CertificateValues, at: Date): Promise<CertificateRow> {
  const [row] = await tx
    .insert(certificates)
    .values({ ...values, version: 1, updatedAt: at })
    .returning()
  if (!row) throw new Error('certificate not inserted')
  return row
}

export async function updateCertificateRow(
  tx: Tx,
  id: number,
  values: Partial<CertificateValues> & { active?: boolean },
  at: Date,
): Promise<CertificateRow> {
  const [row] = await tx
    .update(certificates)
    .set({ ...values, version: sql`${certificates.version} + 1`, updatedAt: at })
    .where(eq(certificates.id, id))
    .returning()
  if (!row) throw new Error('certificate not updated')
  return row
}

export async function deleteCertificateRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(certificates).where(eq(certificates.id, id))
}

export async function selectOrganisationOf(db: Db | Tx, userId: number): Promise<string | null> {
  const [row] = await db.select({ code: users.organisationCode }).from(users).where(eq(users.id, userId))
  return row?.code ?? null
}
