import type { Db, Tx } from '../../db/client.ts'
import { insertPointsOnce } from './points.repo.ts'

export type PointsSource = 'trivia' | 'safe-sport' | 'qr' | 'feedback' | 'certificate'

/**
 * Adds a ledger row once per (user, source, ref): the unique index makes a repeat a no-op.
 * Returns the points awarded now (0 when they had been awarded before).
 */
export async function awardPoints(
  db: Db | Tx,
  entry: { userId: number; source: PointsSource; ref: string; points: number; at: Date },
): Promise<number> {
  return (await insertPointsOnce(db, entry)) ? entry.points : 0
}
