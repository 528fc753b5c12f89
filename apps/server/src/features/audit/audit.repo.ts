import type { AuditEntry, ContentEntityName } from '@podium/domain'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'
import type { Actor } from '../../http/auth.ts'

/** What an audit row is about: a unit's statuses or results, an event's medallists, an athlete, a bundle import, a place. */
export type AuditEntity =
  | 'unit'
  | 'event'
  | 'athlete'
  | 'team'
  | 'bundle'
  | 'place'
  | 'feedback'
  | 'sponsor'
  | 'settings'
  | 'document'
  | 'user'
  | 'route-rule'
  | 'trivia'
  | 'course'
  | 'transport_line'
  | 'award_ceremony'
  | 'media'
  | 'safe_sport'
  | 'ambassador'
  | 'certificate'
  | 'media'
  /** An item of a content kind (issue 36): the kind's `entity` (`course`, `volunteer-info`…). */
  | ContentEntityName

/** One audit row, written in the transaction of the change it records. */
export async function insertAudit(
  tx: Tx,
  actor: Actor,
  entity: AuditEntity,
  action: string,
  entityId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: actor.userId,
    actor: actor.label,
    action,
    entity,
    entityId,
    // jsonb columns take any JSON value; the rows are free-form by design (AuditEntrySchema).
    before: before as object,
    after: after as object,
  })
}

/** The newest audit rows of one entity (or one of its ids), newest first. */
export async function selectAudit(
  db: Db,
  query: { entity: string; entityId?: string | undefined; limit: number },
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, query.entity), query.entityId ? eq(auditLog.entityId, query.entityId) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(query.limit)
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before,
    after: r.after,
  }))
}

/** The newest audit row of one entity among some actions (what an undo puts back), inside the writer's transaction. */
export async function selectLatestAudit(tx: Tx, entity: AuditEntity, entityId: string, actions: readonly string[]) {
  const [row] = await tx
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), inArray(auditLog.action, [...actions])))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row
}
