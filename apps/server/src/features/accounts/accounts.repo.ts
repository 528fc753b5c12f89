import { type Locale, levelOf, localize, type SessionUser, type UserType } from '@podium/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { organisations, pointsLedger, users } from '../../db/schema.ts'

export type UserRow = typeof users.$inferSelect

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1)
  return row
}

export async function insertUser(
  db: Db | Tx,
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
    disciplines: user.userType === 'referee' ? user.refereeDisciplines : [],
    organisationCode: user.organisationCode,
    organisationName: row.orgNames ? localize(row.orgNames, locale) : null,
    photoUrl: user.photoUrl,
    active: user.active,
    videoViewed: user.videoViewed,
    points,
    level: levelOf(points),
  }
}

/** Replaces a hash made with older parameters; guarded on the old one, so a password changed meanwhile stays. */
export async function replacePasswordHash(db: Db | Tx, userId: number, oldHash: string, newHash: string) {
  await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)))
}

export async function markVideoViewed(db: Db | Tx, userId: number): Promise<void> {
  await db.update(users).set({ videoViewed: true }).where(eq(users.id, userId))
}
