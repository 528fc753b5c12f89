import type { Follow, LocalizedText } from '@podium/domain'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  athletes,
  awardCeremonies,
  calendarFeedTokens,
  disciplines,
  entries,
  events,
  follows,
  games,
  organisations,
  startListEntries,
  teamMembers,
  teams,
  users,
  venues,
} from '../../db/schema.ts'
import { selectUnitRows } from '../units/index.ts'

export interface FeedVenue {
  names: LocalizedText
  lat: number | null
  lon: number | null
}

/** A schedule unit as the feeds need it, names in every language. */
export interface FeedUnit {
  code: string
  type: string
  names: LocalizedText
  disciplineKey: string | null
  disciplineNames: LocalizedText | null
  eventCode: string | null
  eventNames: LocalizedText | null
  phaseNames: LocalizedText | null
  venue: FeedVenue | null
  organisationCode: string | null
  startAt: Date
  endAt: Date | null
  scheduleStatus: string
  medal: string | null
  version: number
  updatedAt: Date
}

export interface FeedCeremony {
  /** Stable: the event's code and the ceremony's place among that event's ceremonies (row ids change on re-import). */
  uid: string
  eventNames: LocalizedText
  disciplineKey: string | null
  disciplineNames: LocalizedText | null
  venue: FeedVenue | null
  startAt: Date
  status: string
  version: number
  updatedAt: Date | null
}

/** Who takes part where: start lists (confirmed) and event entries (for units whose start list is not out yet). */
export interface FeedParticipation {
  startList: { unitCode: string; athleteId: string | null; teamId: string | null; organisationCode: string }[]
  entries: { eventCode: string; athleteId: string | null; teamId: string | null; organisationCode: string }[]
  teamMembers: { teamId: string; athleteId: string }[]
}

export interface FeedSubjects {
  organisations: Map<string, LocalizedText>
  disciplines: Map<string, LocalizedText>
  /** A discipline's key by its code: follows name disciplines by code, feeds and pages by key. The one mapping. */
  disciplineKeys: Map<string, string>
  athletes: Map<string, { name: string; organisationCode: string }>
  teams: Map<string, { names: LocalizedText; organisationCode: string }>
}

/** Everything every feed is cut from: read once, kept until a live change drops it. */
export interface FeedSource {
  gamesNames: LocalizedText | null
  units: FeedUnit[]
  ceremonies: FeedCeremony[]
  participation: FeedParticipation
  subjects: FeedSubjects
}

export async function readFeedSource(db: Db): Promise<FeedSource> {
  const venueRows = await db.select().from(venues)
  const venueOf = new Map<string, FeedVenue>(
    venueRows.map((v) => [v.code, { names: v.names, lat: v.latitude, lon: v.longitude }]),
  )
  const unitRows = await selectUnitRows(db)
  const ceremonyRows = await db
    .select({
      eventCode: awardCeremonies.eventCode,
      eventNames: events.names,
      disciplineKey: disciplines.key,
      disciplineNames: disciplines.names,
      venueCode: awardCeremonies.venueCode,
      startAt: awardCeremonies.startAt,
      status: awardCeremonies.status,
      version: awardCeremonies.version,
      updatedAt: awardCeremonies.updatedAt,
    })
    .from(awardCeremonies)
    .innerJoin(events, eq(events.code, awardCeremonies.eventCode))
    .leftJoin(disciplines, eq(disciplines.code, events.disciplineCode))
    .orderBy(asc(awardCeremonies.startAt), asc(awardCeremonies.id))
  const seen = new Map<string, number>()
  const ceremonies = ceremonyRows.map((r): FeedCeremony => {
    const n = (seen.get(r.eventCode) ?? 0) + 1
    seen.set(r.eventCode, n)
    const { venueCode, eventCode, ...rest } = r
    return {
      ...rest,
      uid: n === 1 ? `ceremony-${eventCode}` : `ceremony-${eventCode}-${n}`,
      venue: venueOf.get(venueCode ?? '') ?? null,
    }
  })
  const disciplineRows = await db.select().from(disciplines)
  const [gamesRow] = await db.select({ names: games.names }).from(games).limit(1)
  return {
    gamesNames: gamesRow?.names ?? null,
    units: unitRows.map(
      (u): FeedUnit => ({
        code: u.code,
        type: u.type,
        names: u.names,
        disciplineKey: u.disciplineKey,
        disciplineNames: u.disciplineNames,
        eventCode: u.eventCode,
        eventNames: u.eventNames,
        phaseNames: u.phaseNames,
        venue: u.venueNames ? { names: u.venueNames, lat: u.venueLatitude, lon: u.venueLongitude } : null,
        organisationCode: u.organisationCode,
        startAt: u.startAt,
        endAt: u.endAt,
        scheduleStatus: u.scheduleStatus,
        medal: u.medal,
        version: u.version,
        updatedAt: u.updatedAt,
      }),
    ),
    ceremonies,
    participation: {
      startList: await db
        .select({
          unitCode: startListEntries.unitCode,
          athleteId: startListEntries.athleteId,
          teamId: startListEntries.teamId,
          organisationCode: startListEntries.organisationCode,
        })
        .from(startListEntries),
      entries: await db
        .select({
          eventCode: entries.eventCode,
          athleteId: entries.athleteId,
          teamId: entries.teamId,
          organisationCode: entries.organisationCode,
        })
        .from(entries),
      teamMembers: await db.select().from(teamMembers),
    },
    subjects: {
      organisations: new Map((await db.select().from(organisations)).map((o) => [o.code, o.names])),
      disciplines: new Map(disciplineRows.map((d) => [d.key, d.names])),
      disciplineKeys: new Map(disciplineRows.map((d) => [d.code, d.key])),
      athletes: new Map(
        (await db.select({ id: athletes.id, name: athletes.name, org: athletes.organisationCode }).from(athletes)).map(
          (a) => [a.id, { name: a.name, organisationCode: a.org }],
        ),
      ),
      teams: new Map(
        (await db.select().from(teams)).map((t) => [t.id, { names: t.names, organisationCode: t.organisationCode }]),
      ),
    },
  }
}

/** The account's "my games" feed token, made once (a second caller at the same time gets the first one's). */
export async function ensureFeedToken(db: Db, userId: number, fresh: string): Promise<string> {
  await db.insert(calendarFeedTokens).values({ userId, token: fresh }).onConflictDoNothing()
  const [row] = await db
    .select({ token: calendarFeedTokens.token })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId))
  return row?.token ?? fresh
}

/** A new token for the account: the old address stops working at once. */
export async function replaceFeedToken(db: Db, userId: number, fresh: string): Promise<void> {
  await db
    .insert(calendarFeedTokens)
    .values({ userId, token: fresh })
    .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: { token: fresh, createdAt: new Date() } })
}

/** The follows of the account a feed token belongs to; undefined for a token nobody holds. */
export async function selectFollowsByFeedToken(db: Db, token: string): Promise<Follow[] | undefined> {
  const rows = await db
    .select({ kind: follows.kind, code: follows.code, userId: calendarFeedTokens.userId })
    .from(calendarFeedTokens)
    // A closed account's feed is gone, whatever happened to its token (issue 37).
    .innerJoin(users, and(eq(users.id, calendarFeedTokens.userId), eq(users.active, true)))
    .leftJoin(follows, eq(follows.userId, calendarFeedTokens.userId))
    .where(eq(calendarFeedTokens.token, token))
  if (rows.length === 0) return undefined
  return rows.flatMap((r) => (r.kind && r.code ? [{ kind: r.kind as Follow['kind'], code: r.code }] : []))
}
