import type { Locale, Now } from '@podium/domain'
import { and, asc, gte, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { units } from '../../db/schema.ts'
import { selectScheduleItems } from '../schedule/index.ts'

/** Statuses of a unit that is under way, including its pauses. */
const ON_NOW = ['GETTING_READY', 'RUNNING', 'SCHEDULED_BREAK', 'INTERRUPTED']
/** Statuses of a unit still to come. */
const COMING = ['SCHEDULED', 'DELAYED', 'RESCHEDULED']

export async function readNow(db: Db, locale: Locale, now: Date, limits = { live: 12, next: 8 }): Promise<Now> {
  const codesOf = async (where: ReturnType<typeof and>, limit: number) =>
    (
      await db
        .select({ code: units.code })
        .from(units)
        .where(where)
        .orderBy(asc(units.startAt), asc(units.sortOrder), asc(units.code))
        .limit(limit)
    ).map((u) => u.code)
  const liveCodes = await codesOf(inArray(units.scheduleStatus, ON_NOW), limits.live)
  const nextCodes = await codesOf(and(inArray(units.scheduleStatus, COMING), gte(units.startAt, now)), limits.next)
  const items = await selectScheduleItems(db, locale, inArray(units.code, [...liveCodes, ...nextCodes, '']))
  const pick = (codes: string[]) => items.filter((i) => codes.includes(i.code))
  return { now: now.toISOString(), live: pick(liveCodes), next: pick(nextCodes) }
}
