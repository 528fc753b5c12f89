import {
  type AwardCeremonyDto,
  flagImage,
  type Locale,
  localize,
  type MedallistDto,
  zonedDate,
  zonedDayRange,
} from '@podium/domain'
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  athletes,
  awardCeremonies,
  disciplines,
  events,
  medallists,
  organisations,
  teams,
  venues,
} from '../../db/schema.ts'

const MEDAL_ORDER = { GOLD: 0, SILVER: 1, BRONZE: 2 } as const

/** Ceremonies in time order, each with its event, venue and the event's medallists (gold, silver, bronze). */
export async function listCeremonies(
  db: Db,
  locale: Locale,
  timeZone: string,
  day: string | undefined,
): Promise<AwardCeremonyDto[]> {
  const range = day ? zonedDayRange(day, timeZone) : undefined
  const rows = await db
    .select({
      id: awardCeremonies.id,
      startAt: awardCeremonies.startAt,
      status: awardCeremonies.status,
      eventCode: awardCeremonies.eventCode,
      eventNames: events.names,
      disciplineCode: events.disciplineCode,
      // The discipline as Podium holds it: built in or brought by a bundle (decision 068).
      disciplineKey: disciplines.key,
      disciplineNames: disciplines.names,
      venueCode: awardCeremonies.venueCode,
      venueNames: venues.names,
    })
    .from(awardCeremonies)
    .innerJoin(events, eq(events.code, awardCeremonies.eventCode))
    .innerJoin(disciplines, eq(disciplines.code, events.disciplineCode))
    .leftJoin(venues, eq(venues.code, awardCeremonies.venueCode))
    .where(
      range
        ? and(gte(awardCeremonies.startAt, new Date(range.start)), lt(awardCeremonies.startAt, new Date(range.end)))
        : undefined,
    )
    .orderBy(asc(awardCeremonies.startAt), asc(awardCeremonies.id))
  const eventCodes = [...new Set(rows.map((r) => r.eventCode))]
  const medals = eventCodes.length
    ? await db
        .select({
          eventCode: medallists.eventCode,
          medal: medallists.medal,
          athleteId: medallists.athleteId,
          teamId: medallists.teamId,
          athleteName: athletes.name,
          teamNames: teams.names,
          organisationCode: medallists.organisationCode,
          organisationNames: organisations.names,
        })
        .from(medallists)
        .innerJoin(organisations, eq(organisations.code, medallists.organisationCode))
        .leftJoin(athletes, eq(athletes.id, medallists.athleteId))
        .leftJoin(teams, eq(teams.id, medallists.teamId))
        .where(inArray(medallists.eventCode, eventCodes))
    : []
  const byEvent = new Map<string, MedallistDto[]>()
  for (const m of medals) {
    const organisationName = localize(m.organisationNames, locale)
    const list = byEvent.get(m.eventCode) ?? []
    list.push({
      medal: m.medal as MedallistDto['medal'],
      name: m.athleteName ?? (m.teamNames ? localize(m.teamNames, locale) : organisationName),
      athleteId: m.athleteId,
      teamId: m.teamId,
      organisationCode: m.organisationCode,
      organisationName,
      flagUrl: flagImage(m.organisationCode),
    })
    byEvent.set(m.eventCode, list)
  }
  for (const list of byEvent.values()) {
    list.sort((a, b) => MEDAL_ORDER[a.medal] - MEDAL_ORDER[b.medal] || a.name.localeCompare(b.name, locale))
  }
  return rows.map((r) => {
    return {
      id: r.id,
      startAt: r.startAt.toISOString(),
      day: zonedDate(r.startAt, timeZone),
      status: r.status,
      eventCode: r.eventCode,
      eventName: localize(r.eventNames, locale),
      disciplineCode: r.disciplineCode,
      disciplineKey: r.disciplineKey,
      disciplineName: localize(r.disciplineNames, locale),
      venueCode: r.venueCode,
      venueName: r.venueNames ? localize(r.venueNames, locale) : null,
      medallists: byEvent.get(r.eventCode) ?? [],
    }
  })
}
