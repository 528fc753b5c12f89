import { dayRange } from '@podium/domain'
import type { Db } from '../../db/client.ts'
import { games } from '../../db/schema.ts'

export interface GamesDays {
  timeZone: string
  days: string[]
}

/** The games' time zone and days, read once: they change only with a new import (which restarts the server). */
export function gamesDaysReader(db: Db): () => Promise<GamesDays> {
  let cached: Promise<GamesDays> | undefined
  return () => {
    cached ??= db
      .select({ timeZone: games.timeZone, startsOn: games.startsOn, endsOn: games.endsOn })
      .from(games)
      .limit(1)
      .then(([g]) => ({
        timeZone: g?.timeZone ?? 'UTC',
        days: g ? dayRange(String(g.startsOn), String(g.endsOn)) : [],
      }))
    cached.catch(() => {
      cached = undefined
    })
    return cached
  }
}
