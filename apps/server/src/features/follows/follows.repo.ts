import type { Follow, FollowKind } from '@podium/domain'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { athletes, disciplines, follows, organisations, teams } from '../../db/schema.ts'

/** A user's follows, newest first. */
export async function selectFollows(db: Db | Tx, userId: number): Promise<Follow[]> {
  const rows = await db
    .select({ kind: follows.kind, code: follows.code })
    .from(follows)
    .where(eq(follows.userId, userId))
    .orderBy(desc(follows.createdAt), follows.kind, follows.code)
  return rows as Follow[]
}

export async function countFollows(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(follows).where(eq(follows.userId, userId))
  return row?.n ?? 0
}

/** Locks the user's follows while a write counts them, so two writes at once cannot pass the cap together. */
export async function lockUserFollows(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(54, ${userId})`)
}

export async function insertFollows(tx: Tx, userId: number, items: readonly Follow[], at: Date): Promise<void> {
  if (items.length === 0) return
  await tx
    .insert(follows)
    .values(items.map((f) => ({ userId, kind: f.kind, code: f.code, createdAt: at })))
    .onConflictDoNothing()
}

export async function deleteFollow(tx: Tx, userId: number, f: Follow): Promise<void> {
  await tx.delete(follows).where(and(eq(follows.userId, userId), eq(follows.kind, f.kind), eq(follows.code, f.code)))
}

/** Of `codes` of one kind, those the games know. */
export async function knownCodes(db: Db | Tx, kind: FollowKind, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set()
  const list = [...codes]
  const rows =
    kind === 'athlete'
      ? await db.select({ code: athletes.id }).from(athletes).where(inArray(athletes.id, list))
      : kind === 'team'
        ? await db.select({ code: teams.id }).from(teams).where(inArray(teams.id, list))
        : kind === 'delegation'
          ? await db.select({ code: organisations.code }).from(organisations).where(inArray(organisations.code, list))
          : await db.select({ code: disciplines.code }).from(disciplines).where(inArray(disciplines.code, list))
  return new Set(rows.map((r) => r.code))
}

/** The users following any of `targets` (push alerts ask this per unit; the (kind, code) index answers it). */
export async function selectFollowerIds(db: Db, targets: readonly Follow[]): Promise<number[]> {
  if (targets.length === 0) return []
  const rows = await db
    .selectDistinct({ userId: follows.userId })
    .from(follows)
    .where(
      sql`(${follows.kind}, ${follows.code}) in (${sql.join(
        targets.map((t) => sql`(${t.kind}, ${t.code})`),
        sql`, `,
      )})`,
    )
  return rows.map((r) => r.userId)
}
