import type { Db, Tx } from '../../db/client.ts'
import { pointsLedger } from '../../db/schema.ts'

export type PointsSource = 'trivia' | 'safe-sport' | 'qr' | 'feedback' | 'certificate'

/**
 * Adds a ledger row once per (user, source, ref): the unique index makes a repeat a no-op.
 * Returns the points awarded now (0 when they had been awarded before).
 */
export async function awardPoints(
  db: Db | Tx,
  entry: { userId: number; source: PointsSource; ref: string; points: number; at: Date },
): Promise<number> {
  const rows = await db
    .insert(pointsLedger)
    .values({ userId: entry.userId, source: entry.source, ref: entry.ref, points: entry.points, createdAt: entry.at })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id })
  return rows.length > 0 ? entry.points : 0
}
