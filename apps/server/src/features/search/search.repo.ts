import { type Locale, localize, type SearchEntry } from '@podium/domain'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { athletes, disciplines, events, organisations, teams, units, venues } from '../../db/schema.ts'

const segment = encodeURIComponent

/**
 * Everything the search box finds, named in `locale` (decision 083): athletes still taking part, teams, delegations,
 * disciplines, events, venues and the competition units of events, each with the page the app shows about it.
 */
export async function listSearchEntries(db: Db, locale: Locale): Promise<SearchEntry[]> {
  const orgRows = await db.select().from(organisations)
  const orgName = new Map(orgRows.map((o) => [o.code, localize(o.names, locale)]))
  const disciplineRows = await db.select().from(disciplines).orderBy(asc(disciplines.sortOrder), asc(disciplines.code))
  const discipline = new Map(disciplineRows.map((d) => [d.code, { key: d.key, name: localize(d.names, locale) }]))
  const eventRows = await db.select().from(events).orderBy(asc(events.sortOrder), asc(events.code))
  const eventName = new Map(eventRows.map((e) => [e.code, localize(e.names, locale)]))

  const athleteRows = await db
    .select({ id: athletes.id, name: athletes.name, org: athletes.organisationCode })
    .from(athletes)
    .where(eq(athletes.withdrawn, false))
    .orderBy(asc(athletes.searchName))
  const teamRows = await db.select().from(teams).orderBy(asc(teams.id))
  const venueRows = await db.select().from(venues).orderBy(asc(venues.sortOrder), asc(venues.code))
  const unitRows = await db
    .select({ code: units.code, names: units.names, disciplineCode: units.disciplineCode, eventCode: units.eventCode })
    .from(units)
    .where(and(isNotNull(units.eventCode), isNotNull(units.disciplineCode)))
    .orderBy(asc(units.startAt), asc(units.sortOrder), asc(units.code))

  const entries: SearchEntry[] = []
  for (const a of athleteRows) {
    entries.push({
      kind: 'athlete',
      name: a.name,
      detail: orgName.get(a.org) ?? a.org,
      path: `/participants/profile/${segment(a.id)}`,
    })
  }
  for (const t of teamRows) {
    const org = orgName.get(t.organisationCode) ?? t.organisationCode
    entries.push({
      kind: 'team',
      name: localize(t.names, locale) || org,
      detail: [org, eventName.get(t.eventCode)].filter(Boolean).join(' · '),
      path: `/participants/teams/${segment(t.id)}`,
    })
  }
  for (const o of orgRows) {
    entries.push({
      kind: 'delegation',
      name: localize(o.names, locale),
      detail: o.code,
      path: `/participants/delegations/${segment(o.code)}`,
    })
  }
  for (const d of disciplineRows) {
    entries.push({ kind: 'discipline', name: localize(d.names, locale), detail: null, path: `/discipline/${d.key}` })
  }
  for (const e of eventRows) {
    const of = discipline.get(e.disciplineCode)
    if (!of) continue
    entries.push({
      kind: 'event',
      name: localize(e.names, locale),
      detail: of.name,
      path: `/discipline/${of.key}/competitions`,
    })
  }
  for (const v of venueRows) {
    entries.push({ kind: 'venue', name: localize(v.names, locale), detail: v.shortName, path: '/venues' })
  }
  for (const u of unitRows) {
    const of = u.disciplineCode ? discipline.get(u.disciplineCode) : undefined
    if (!of || !u.eventCode) continue
    entries.push({
      kind: 'unit',
      name: localize(u.names, locale),
      detail: eventName.get(u.eventCode) ?? of.name,
      path: `/discipline/${of.key}/results/${segment(u.code)}`,
    })
  }
  return entries
}
