import { asc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { disciplines, events, phases, units, venues } from '../../db/schema.ts'

/**
 * Units with the names of their discipline, event, phase and venue, every language kept: the one join the schedule
 * lists, the unit page, the calendar feeds and the push alerts read units through (decision 057). Callers localise.
 */
export function selectUnitRows(db: Db, where?: SQL) {
  return db
    .select({
      code: units.code,
      type: units.type,
      names: units.names,
      disciplineCode: units.disciplineCode,
      disciplineKey: disciplines.key,
      disciplineNames: disciplines.names,
      disciplineFormat: disciplines.format,
      eventCode: units.eventCode,
      eventNames: events.names,
      eventGender: events.gender,
      eventDivision: events.division,
      eventTeam: events.team,
      eventResultKind: events.resultKind,
      phaseCode: units.phaseCode,
      phaseNames: phases.names,
      phaseType: phases.phaseType,
      venueCode: units.venueCode,
      venueNames: venues.names,
      venueShortName: venues.shortName,
      venueLatitude: venues.latitude,
      venueLongitude: venues.longitude,
      organisationCode: units.organisationCode,
      startAt: units.startAt,
      endAt: units.endAt,
      scheduleStatus: units.scheduleStatus,
      resultStatus: units.resultStatus,
      medal: units.medal,
      version: units.version,
      updatedAt: units.updatedAt,
    })
    .from(units)
    .leftJoin(disciplines, eq(disciplines.code, units.disciplineCode))
    .leftJoin(events, eq(events.code, units.eventCode))
    .leftJoin(phases, eq(phases.code, units.phaseCode))
    .leftJoin(venues, eq(venues.code, units.venueCode))
    .where(where)
    .orderBy(asc(units.startAt), asc(units.sortOrder), asc(units.code))
}

export type UnitRow = Awaited<ReturnType<typeof selectUnitRows>>[number]
