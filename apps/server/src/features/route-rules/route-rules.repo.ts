import type { RouteRule, RouteRuleMatch } from '@podium/domain'
import { asc, eq, ne, sql } from 'drizzle-orm'
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

/** Every rule, in source order: the read model the redirects are looked up in. */
export function selectAllRules(db: Db | Tx): Promise<RouteRuleRow[]> {
  return db.select().from(routeRules).orderBy(asc(routeRules.source), asc(routeRules.id))
}

/**
 * Queues the rule writers one behind the other until the transaction ends, taken before a create's or an edit's check
 * reads the other rules: row locks alone do not see a rule another transaction is inserting, so two writes that each
 * closed half of a loop both passed the check on PostgreSQL (issue 37, item 5). The check then reads the others
 * without locking them (a writer waiting here holds at most its own row's lock, so no two writers wait on each other).
 */
export async function lockRuleWriters(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('route-rules'))`)
}

/** The other rules, for the loop and duplicate checks of a write (the writers' lock is already taken). */
export function selectOtherRules(tx: Tx, id: number | null): Promise<RouteRuleRow[]> {
  return tx
    .select()
    .from(routeRules)
    .where(id === null ? undefined : ne(routeRules.id, id))
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
