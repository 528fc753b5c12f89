import type { AdminRouteRule, RouteRule, RouteRuleMatch, RouteRuleValues } from '@podium/domain'
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { routeRules } from '../../db/schema.ts'

export type RouteRuleRow = typeof routeRules.$inferSelect

export const publicRuleOf = (row: RouteRuleRow): RouteRule => ({
  id: row.id,
  source: row.source,
  match: row.match as RouteRuleMatch,
  target: row.target,
  permanent: row.permanent,
  enabled: row.enabled,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
})

export const adminRuleOf = (row: RouteRuleRow): AdminRouteRule => ({
  ...publicRuleOf(row),
  hits: row.hits,
  version: row.version,
  updatedAt: row.updatedAt?.toISOString() ?? null,
})

const columnsOf = (values: RouteRuleValues) => ({
  source: values.source,
  match: values.match,
  target: values.target,
  permanent: values.permanent,
  enabled: values.enabled,
  startsAt: values.startsAt ? new Date(values.startsAt) : null,
  endsAt: values.endsAt ? new Date(values.endsAt) : null,
})

/** Every rule, in source order: the read model the redirects are looked up in. */
export function selectAllRules(db: Db | Tx): Promise<RouteRuleRow[]> {
  return db.select().from(routeRules).orderBy(asc(routeRules.source), asc(routeRules.id))
}

/**
 * Queues the rule writers one behind the other until the transaction ends, taken first in every write: row locks
 * alone do not see a rule another transaction is inserting, so two writes that each closed half of a loop both passed
 * the check on PostgreSQL (issue 37, item 5).
 */
export async function lockRuleWriters(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('route-rules'))`)
}

/** The other rules, locked, for the loop and duplicate checks of a write. */
export function selectOtherRulesForUpdate(tx: Tx, id: number | null): Promise<RouteRuleRow[]> {
  return tx
    .select()
    .from(routeRules)
    .where(id === null ? undefined : ne(routeRules.id, id))
    .for('update')
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function selectAdminRules(
  db: Db,
  query: { q?: string | undefined; match?: RouteRuleMatch | undefined; page: number; pageSize: number },
): Promise<{ rows: RouteRuleRow[]; total: number }> {
  const where = and(
    query.q
      ? or(ilike(routeRules.source, likePattern(query.q)), ilike(routeRules.target, likePattern(query.q)))
      : undefined,
    query.match ? eq(routeRules.match, query.match) : undefined,
  )
  const [counted] = await db.select({ n: count() }).from(routeRules).where(where)
  const rows = await db
    .select()
    .from(routeRules)
    .where(where)
    .orderBy(asc(routeRules.source), asc(routeRules.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { rows, total: counted?.n ?? 0 }
}

export function selectRuleForUpdate(tx: Tx, id: number): Promise<RouteRuleRow | undefined> {
  return tx
    .select()
    .from(routeRules)
    .where(eq(routeRules.id, id))
    .for('update')
    .then((rows) => rows[0])
}

export async function insertRule(tx: Tx, values: RouteRuleValues, now: Date): Promise<RouteRuleRow> {
  const [row] = await tx
    .insert(routeRules)
    .values({ ...columnsOf(values), updatedAt: now })
    .returning()
  return row as RouteRuleRow
}

export async function updateRuleRow(tx: Tx, id: number, values: RouteRuleValues, now: Date): Promise<RouteRuleRow> {
  const [row] = await tx
    .update(routeRules)
    .set({ ...columnsOf(values), version: sql`${routeRules.version} + 1`, updatedAt: now })
    .where(eq(routeRules.id, id))
    .returning()
  return row as RouteRuleRow
}

export async function deleteRuleRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(routeRules).where(eq(routeRules.id, id))
}

/** Adds counted redirects, one update per rule in one transaction; the version is untouched (a hit is not an edit). */
export async function addHits(db: Db, hits: ReadonlyMap<number, number>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [id, n] of hits) {
      await tx
        .update(routeRules)
        .set({ hits: sql`${routeRules.hits} + ${n}` })
        .where(eq(routeRules.id, id))
    }
  })
}
