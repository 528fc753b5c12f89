import { type Locale, localize, type UnitSummary } from '@podium/domain'
import { asc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { disciplines, events, units, venues } from '../../db/schema.ts'

/** Schedule items as lists show them, with discipline, event and venue names in the locale. */
export async function selectUnitSummaries(
  db: Db,
  locale: Locale,
  options: { where?: SQL | undefined; limit?: number; order?: 'start' },
): Promise<UnitSummary[]> {
  const query = db
    .select({
      code: units.code,
      type: units.type,
      names: units.names,
      disciplineCode: units.disciplineCode,
      disciplineNames: disciplines.names,
      eventCode: units.eventCode,
      eventNames: events.names,
      venueCode: units.venueCode,
      venueNames: venues.names,
      startAt: units.startAt,
      endAt: units.endAt,
      scheduleStatus: units.scheduleStatus,
      resultStatus: units.resultStatus,
      medal: units.medal,
    })
    .from(units)
    .leftJoin(disciplines, eq(disciplines.code, units.disciplineCode))
    .leftJoin(events, eq(events.code, units.eventCode))
    .leftJoin(venues, eq(venues.code, units.venueCode))
    .where(options.where)
    .orderBy(asc(units.startAt), asc(units.sortOrder), asc(units.code))
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
