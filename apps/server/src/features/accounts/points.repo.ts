import type { Db, Tx } from '../../db/client.ts'
import { pointsLedger } from '../../db/schema.ts'
import type { PointsSource } from './points.ts'

/** Inserts a ledger row unless (user, source, ref) has one (the unique index); true when it was inserted. */
export async function insertPointsOnce(
  db: Db | Tx,
  entry: { userId: number; source: PointsSource; ref: string; points: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(pointsLedger)
    .values({ userId: entry.userId, source: entry.source, ref: entry.ref, points: entry.points, createdAt: entry.at })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id })
  return rows.length > 0
}
