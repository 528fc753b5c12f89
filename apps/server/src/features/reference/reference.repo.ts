import {
  type DisciplineDto,
  flagImage,
  type Locale,
  localize,
  type OrganisationDto,
  type VenueDto,
} from '@podium/domain'
import { asc, eq, ilike, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { disciplines, events, games, organisations, venues } from '../../db/schema.ts'

export async function listDisciplines(db: Db, locale: Locale): Promise<DisciplineDto[]> {
  const rows = await db.select().from(disciplines).orderBy(asc(disciplines.sortOrder), asc(disciplines.code))
  return rows.map((r) => ({
    code: r.code as DisciplineDto['code'],
    key: r.key,
    name: localize(r.names, locale),
    format: r.format,
    team: r.team,
    imageUrl: r.imageUrl,
  }))
}

/**
 * Whether the games have this discipline (built in, or brought by a bundle): what every back-office write that names
 * a discipline checks, so an imported one is accepted and a made-up one refused with `disciplineUnknown` (decision 074).
 */
export async function disciplineExists(db: Db | Tx, code: string): Promise<boolean> {
  const [row] = await db.select({ code: disciplines.code }).from(disciplines).where(eq(disciplines.code, code)).limit(1)
  return row !== undefined
}

/** Whether the games have this event (an awards ceremony's, decision 116). */
export async function eventExists(db: Db | Tx, code: string): Promise<boolean> {
  const [row] = await db.select({ code: events.code }).from(events).where(eq(events.code, code)).limit(1)
  return row !== undefined
}

/** Whether the games have this venue (an awards ceremony's, decision 116). */
export async function venueExists(db: Db | Tx, code: string): Promise<boolean> {
  const [row] = await db.select({ code: venues.code }).from(venues).where(eq(venues.code, code)).limit(1)
  return row !== undefined
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Events for an `event` field's picker (decision 116): a search in the code and every language's name, 20 by code. */
export async function selectEventOptions(db: Db, locale: Locale, q: string | undefined) {
  const rows = await db
    .select({ code: events.code, names: events.names, disciplineCode: events.disciplineCode })
    .from(events)
    .where(q ? or(ilike(events.code, likePattern(q)), ilike(sql`${events.names}::text`, likePattern(q))) : undefined)
    .orderBy(asc(events.code))
    .limit(20)
  return rows.map((r) => ({ code: r.code, name: localize(r.names, locale), disciplineCode: r.disciplineCode }))
}

/** Whether the games have this delegation (an ambassador's, decision 111). */
export async function organisationExists(db: Db | Tx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: organisations.code })
    .from(organisations)
    .where(eq(organisations.code, code))
    .limit(1)
  return row !== undefined
}

export async function listOrganisations(db: Db, locale: Locale): Promise<OrganisationDto[]> {
  const rows = await db.select().from(organisations)
  return rows
    .map((r) => ({
      code: r.code,
      name: localize(r.names, locale),
      countryIso2: r.countryIso2,
      // The IOC code, not the ISO one: the flag rule treats some bare two-letter codes (BR, CO, RW) specially.
      flagUrl: flagImage(r.code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

export async function listVenues(db: Db, locale: Locale): Promise<VenueDto[]> {
  const rows = await db.select().from(venues).orderBy(asc(venues.sortOrder), asc(venues.code))
  return rows.map((r) => ({
    code: r.code,
    name: localize(r.names, locale),
    shortName: r.shortName,
    latitude: r.latitude,
    longitude: r.longitude,
    address: r.address,
  }))
}

export async function readGames(db: Db) {
  const [row] = await db.select().from(games).limit(1)
  return row
}
