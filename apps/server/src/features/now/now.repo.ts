import type { Locale, Now } from '@podium/domain'
import { and, gte, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { units } from '../../db/schema.ts'
import { selectUnitSummaries } from '../units/unit-summary.repo.ts'

/** Statuses of a unit that is under way, including its pauses. */
const ON_NOW = ['GETTING_READY', 'RUNNING', 'SCHEDULED_BREAK', 'INTERRUPTED']
/** Statuses of a unit still to come. */
const COMING = ['SCHEDULED', 'DELAYED', 'RESCHEDULED']

export async function readNow(db: Db, locale: Locale, now: Date, limits = { live: 12, next: 8 }): Promise<Now> {
  const [live, next] = await Promise.all([
    selectUnitSummaries(db, locale, { where: inArray(units.scheduleStatus, ON_NOW), limit: limits.live }),
    selectUnitSummaries(db, locale, {
      where: and(inArray(units.scheduleStatus, COMING), gte(units.startAt, now)),
      limit: limits.next,
    }),
  ])
  return { now: now.toISOString(), live, next }
}
