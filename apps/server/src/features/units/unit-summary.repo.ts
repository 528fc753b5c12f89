import { type Locale, localize, type UnitSummary } from '@podium/domain'
import { eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { units } from '../../db/schema.ts'
import { selectUnitRows } from './unit-rows.repo.ts'

/** Schedule items as lists show them, with discipline, event and venue names in the locale. */
export async function selectUnitSummaries(
  db: Db,
  locale: Locale,
  options: { where?: SQL | undefined; limit?: number; order?: 'start' },
): Promise<UnitSummary[]> {
  const query = selectUnitRows(db, options.where)
  const rows = await (options.limit ? query.limit(options.limit) : query)
  return rows.map((r) => ({
    code: r.code,
    type: r.type,
    name: localize(r.names, locale),
    disciplineCode: r.disciplineCode as UnitSummary['disciplineCode'],
    disciplineName: r.disciplineNames ? localize(r.disciplineNames, locale) : null,
    eventCode: r.eventCode,
    eventName: r.eventNames ? localize(r.eventNames, locale) : null,
    venueCode: r.venueCode,
    venueName: r.venueNames ? localize(r.venueNames, locale) : null,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt ? r.endAt.toISOString() : null,
    scheduleStatus: r.scheduleStatus as UnitSummary['scheduleStatus'],
    resultStatus: r.resultStatus as UnitSummary['resultStatus'],
    medal: r.medal as UnitSummary['medal'],
  }))
}

/** One unit as lists show it (after a staff change, say). */
export async function selectUnitSummary(db: Db, locale: Locale, code: string): Promise<UnitSummary | undefined> {
  const [summary] = await selectUnitSummaries(db, locale, { where: eq(units.code, code), limit: 1 })
  return summary
}
