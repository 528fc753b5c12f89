import { type DisciplinePage, type Locale, localize, zonedDate } from '@podium/domain'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { disciplines, events, phases, units } from '../../db/schema.ts'
import { selectReports } from './schedule.repo.ts'
import { organisationLookup, selectScheduleItems } from './schedule-items.repo.ts'
import { finalRankings } from './unit-detail.repo.ts'

/** A discipline page's data: events with phases and final rankings, the schedule, the reports. */
export async function readDisciplinePage(
  db: Db,
  locale: Locale,
  keyOrCode: string,
  timeZone: string,
  builtAt: Date,
): Promise<DisciplinePage | undefined> {
  const [discipline] = await db
    .select()
    .from(disciplines)
    .where(keyOrCode === keyOrCode.toUpperCase() ? eq(disciplines.code, keyOrCode) : eq(disciplines.key, keyOrCode))
  if (!discipline) return undefined
  const orgOf = await organisationLookup(db, locale)
  const eventRows = await db
    .select()
    .from(events)
    .where(eq(events.disciplineCode, discipline.code))
    .orderBy(asc(events.sortOrder), asc(events.code))
  const eventCodes = eventRows.map((e) => e.code)
  const [phaseRows, unitRows, schedule, reports, rankings] = await Promise.all([
    eventCodes.length
      ? db
          .select()
          .from(phases)
          .where(inArray(phases.eventCode, eventCodes))
          .orderBy(asc(phases.sortOrder), asc(phases.code))
      : Promise.resolve([]),
    db
      .select({ code: units.code, phaseCode: units.phaseCode })
      .from(units)
      .where(eq(units.disciplineCode, discipline.code))
      .orderBy(asc(units.startAt), asc(units.sortOrder), asc(units.code)),
    selectScheduleItems(db, locale, eq(units.disciplineCode, discipline.code), orgOf),
    selectReports(db, locale, { disciplineCode: discipline.code }),
    finalRankings(db, locale, eventCodes, orgOf),
  ])
  const days = [...new Set(schedule.map((s) => zonedDate(s.startAt, timeZone)))].sort()
  return {
    discipline: {
      code: discipline.code as DisciplinePage['discipline']['code'],
      key: discipline.key,
      name: localize(discipline.names, locale),
      format: discipline.format,
      team: discipline.team,
      imageUrl: discipline.imageUrl,
    },
    timeZone,
    builtAt: builtAt.toISOString(),
    days,
    events: eventRows.map((e) => ({
      code: e.code,
      name: localize(e.names, locale),
      gender: e.gender,
      division: e.division,
      team: e.team,
      phases: phaseRows
        .filter((p) => p.eventCode === e.code)
        .map((p) => ({
          code: p.code,
          name: localize(p.names, locale),
          phaseType: p.phaseType,
          unitCodes: unitRows.filter((u) => u.phaseCode === p.code).map((u) => u.code),
        })),
      finalRanking: rankings.get(e.code) ?? [],
    })),
    schedule,
    reports,
  }
}
