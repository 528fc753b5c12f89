/**
 * An import that replaces the demo games (decision 067): what it would remove, and the removal itself, inside the
 * import's transaction. Every table of the schema is games data and is emptied, except the few that belong to the
 * server rather than to the games (below) and the importing admin's account with its sessions: so a table added
 * later is replaced too, never left holding demo rows.
 */
import { type DemoReplacement, localize } from '@podium/domain'
import { and, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/client.ts'
import { schemaTablesInForeignKeyOrder } from '../../db/move.ts'
import {
  ambassadors,
  athletes,
  awardCeremonies,
  courses,
  documents,
  games,
  media,
  organisations,
  places,
  sponsors,
  transportLines,
  trivia,
  units,
  users,
  volunteerInfo,
} from '../../db/schema.ts'

/**
 * Kept by a replace: the server's own state, not the games'. The live journal (clients resume from it and the
 * import's `reset` event goes into it), the push keys (subscribed devices would need new ones), the access log and
 * client errors (traffic of this server), and users and sessions, which are handled row by row.
 */
const KEPT_TABLES = new Set([
  'users',
  'sessions',
  'live_events',
  'server_keys',
  'access_logs',
  'access_log_daily',
  'client_errors',
])

/** The demo's seed when the games are the demo games (locked until the transaction ends), else null. */
export async function lockDemoGames(tx: Tx): Promise<number | null> {
  const [row] = await tx.select({ demoSeed: games.demoSeed }).from(games).where(isNotNull(games.demoSeed)).for('update')
  return row?.demoSeed ?? null
}

export async function isDemoGames(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: games.id }).from(games).where(isNotNull(games.demoSeed)).limit(1)
  return row !== undefined
}

async function countOf(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table)
  return row?.n ?? 0
}

/** What a replace of the demo would remove, for the 409 that asks to confirm it. */
export async function demoReplacement(db: Db, keepUserId: number | null): Promise<DemoReplacement> {
  const [game] = await db.select({ names: games.names }).from(games).limit(1)
  const [accounts] = await db
    .select({ n: count() })
    .from(users)
    .where(keepUserId === null ? undefined : ne(users.id, keepUserId))
  let content = 0
  for (const table of [
    places,
    documents,
    sponsors,
    ambassadors,
    courses,
    media,
    trivia,
    transportLines,
    awardCeremonies,
    volunteerInfo,
  ]) {
    content += await countOf(db, table)
  }
  return {
    games: game ? localize(game.names, 'pt') : '',
    delegations: await countOf(db, organisations),
    athletes: await countOf(db, athletes),
    units: await countOf(db, units),
    accounts: accounts?.n ?? 0,
    content,
  }
}

/**
 * Empties the games: every account but `keepUserId` goes (their sessions, points, follows… with them), the kept
 * account loses what tied it to the demo (delegation, referee assignments, the safe-sport mark) and keeps only its
 * own sessions, and every other table of the games is emptied, children first. The games row goes too: the import
 * creates it again from the bundle. Returns how many accounts went.
 */
export async function emptyTheGames(tx: Tx, keepUserId: number | null): Promise<number> {
  const removed = await tx
    .delete(users)
    .where(keepUserId === null ? undefined : ne(users.id, keepUserId))
    .returning({ id: users.id })
  if (keepUserId !== null) {
    await tx
      .update(users)
      .set({ organisationCode: null, refereeDisciplines: [], videoViewed: false })
      .where(eq(users.id, keepUserId))
  }
  for (const table of schemaTablesInForeignKeyOrder().reverse()) {
    if (KEPT_TABLES.has(table)) continue
    await tx.execute(sql.raw(`delete from "${table}"`))
  }
  return removed.length
}

/** The demo accounts' usernames, for telling whether the importing admin is one (its password is public). */
export async function isAccountIn(db: Db, userId: number, usernames: readonly string[], emails: readonly string[]) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.username, [...usernames]), inArray(users.email, [...emails])))
  return row !== undefined
}

/** Gives the kept demo admin a password of its own: the demo's is public. */
export async function setPasswordHash(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
}
