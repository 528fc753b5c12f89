import { type Locale, levelOf, localize, type SessionUser, type UserType } from '@podium/domain'
import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { loginAttempts, organisations, pointsLedger, users } from '../../db/schema.ts'

export type UserRow = typeof users.$inferSelect

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1)
  return row
}

export async function insertUser(
  db: Db,
  values: { username: string; email: string; cpf: string; passwordHash: string; userType: UserType },
): Promise<UserRow | undefined> {
  // The unique index on lower(username) settles a race between two signups for the same name.
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning()
  return row
}

export async function sessionUserDto(db: Db, userId: number, locale: Locale): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      user: users,
      orgNames: organisations.names,
      points: sql<number>`coalesce((select sum(${pointsLedger.points}) from ${pointsLedger} where ${pointsLedger.userId} = ${users.id}), 0)::int`,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.code, users.organisationCode))
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) return undefined
  const { user } = row
  const points = Number(row.points)
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    cpf: user.cpf,
    userType: user.userType as UserType,
    organisationCode: user.organisationCode,
    organisationName: row.orgNames ? localize(row.orgNames, locale) : null,
    photoUrl: user.photoUrl,
    active: user.active,
    videoViewed: user.videoViewed,
    points,
    level: levelOf(points),
  }
}

/** Failed logins since `since` for a username (case-insensitive) and for an address. */
export async function countFailedLogins(db: Db, username: string, address: string | null, since: Date) {
  const failed = and(eq(loginAttempts.success, false), gte(loginAttempts.at, since))
  const [byUser] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(failed, eq(loginAttempts.username, username.toLowerCase())))
  const [byAddress] = address
    ? await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(failed, eq(loginAttempts.address, address)))
    : [{ n: 0 }]
  return { byUser: Number(byUser?.n ?? 0), byAddress: Number(byAddress?.n ?? 0) }
}

export async function recordLoginAttempt(db: Db, username: string, address: string | null, success: boolean, at: Date) {
  await db.insert(loginAttempts).values({ username: username.toLowerCase(), address, success, at })
}

export async function markVideoViewed(db: Db | Tx, userId: number): Promise<void> {
  await db.update(users).set({ videoViewed: true }).where(eq(users.id, userId))
}
