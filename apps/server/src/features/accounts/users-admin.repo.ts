import { type AdminUser, type Locale, localize, maskCpf, type UserType } from '@podium/domain'
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { calendarFeedTokens, disciplines, pushSubscriptions, sessions, users } from '../../db/schema.ts'

export type UserRow = typeof users.$inferSelect

/** A user as the back office sees it: never the password hash, the CPF masked to its last two digits. */
export function adminUserOf(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    cpf: maskCpf(row.cpf),
    userType: row.userType as UserType,
    organisationCode: row.organisationCode,
    active: row.active,
    refereeDisciplines: row.refereeDisciplines,
    createdAt: row.createdAt.toISOString(),
  }
}

/** `%`, `_` and `\` typed in a search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** One page of users: a search in the username, the name and the email; a user type. */
export async function selectAdminUsers(
  db: Db,
  query: { q?: string | undefined; type?: UserType | undefined; page: number; pageSize: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = query.q ? likePattern(query.q) : undefined
  const search = pattern
    ? or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.email, pattern))
    : undefined
  const where = and(query.type ? eq(users.userType, query.type) : undefined, search)
  const [counted] = await db.select({ n: count() }).from(users).where(where)
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.username), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { rows, total: counted?.n ?? 0 }
}

/** The games' disciplines in their order, named in `locale`. */
export async function selectDisciplineNames(db: Db, locale: Locale): Promise<{ code: string; name: string }[]> {
  const rows = await db
    .select({ code: disciplines.code, names: disciplines.names })
    .from(disciplines)
    .orderBy(asc(disciplines.sortOrder), asc(disciplines.code))
  return rows.map((row) => ({ code: row.code, name: localize(row.names, locale) }))
}

/** Which of `codes` are disciplines of the games. */
export async function selectExistingDisciplines(tx: Tx, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set()
  const rows = await tx
    .select({ code: disciplines.code })
    .from(disciplines)
    .where(inArray(disciplines.code, [...codes]))
  return new Set(rows.map((row) => row.code))
}

/** The row, locked until the transaction ends, so two edits of one user take turns. */
export async function selectUserForUpdate(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update')
  return row
}

/**
 * The active admins' ids, their rows locked in id order until the transaction ends (decision 067). Every user write
 * takes this first: two admins demoting each other at once take turns, and the second sees the first's change
 * (PostgreSQL re-reads a locked row it waited for), so the last active admin is never removed. The same order for
 * everybody means no deadlock.
 */
export async function lockActiveAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'admin'), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for('update')
  return rows.map((row) => row.id)
}

/** Undefined when the username is taken (the unique index on lower(username)). */
export async function updateUserRow(
  tx: Tx,
  id: number,
  values: Pick<UserRow, 'userType' | 'refereeDisciplines' | 'active'> &
    Partial<Pick<UserRow, 'username' | 'name' | 'email'>>,
): Promise<UserRow | undefined> {
  try {
    const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning()
    if (!row) throw new Error('user not updated')
    return row
  } catch (error) {
    if (isUniqueViolation(error)) return undefined
    throw error
  }
}

/** A new account made by an admin; undefined when the username is taken. */
export async function insertUserRow(
  tx: Tx,
  values: Pick<UserRow, 'username' | 'name' | 'email' | 'userType' | 'refereeDisciplines' | 'passwordHash'>,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, cpf: '' })
    .onConflictDoNothing()
    .returning()
  return row
}

/** PostgreSQL's unique_violation (23505), from either driver (the error or its cause carries the code). */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined)
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505'
}

export async function updatePasswordHash(tx: Tx, id: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, id))
}

/**
 * Ends what lets an account in without its password (issue 37, item 6): its sessions, its "my games" calendar
 * token, and — when the account is closed, not just given a new password — its push subscriptions. Returns the
 * number of sessions ended.
 */
export async function endUserAccess(tx: Tx, userId: number, options: { closed: boolean }): Promise<number> {
  const ended = await deleteUserSessions(tx, userId)
  await tx.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId))
  if (options.closed) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
  return ended
}

/** Ends every session of a user at once: their next request is anonymous. */
export async function deleteUserSessions(tx: Tx, userId: number): Promise<number> {
  const removed = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })
  return removed.length
}
