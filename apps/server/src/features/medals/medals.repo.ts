import {
  flagImage,
  type Locale,
  localize,
  type Medal,
  type Medallist,
  type MedallistRow,
  type OrganisationRef,
} from '@podium/domain'
import { and, asc, eq, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { athletes, disciplines, events, medallists, organisations, teams } from '../../db/schema.ts'
import { medallistColumns } from '../units/index.ts'

export interface MedallistFilter {
  /** A discipline key, or undefined/'all' for every discipline. */
  discipline?: string
  event?: string
  organisation?: string
  gender?: string
  division?: string
}

/**
 * The discipline code of a key (`3x3-basketball`) or code (`BK3`), read from the disciplines Podium holds (the 18
 * built in and any a bundle brought, decision 068): undefined for none or `all`, `null` for an unknown one (an empty
 * result, not an error).
 */
export async function disciplineCodeOf(db: Db, key: string | undefined): Promise<string | null | undefined> {
  if (!key || key === 'all') return undefined
  const [row] = await db
    .select({ code: disciplines.code })
    .from(disciplines)
    .where(or(eq(disciplines.key, key), eq(disciplines.code, key)))
    .limit(1)
  return row?.code ?? null
}

/** A filter whose discipline is already resolved to its code (`null`: names none, so nothing matches). */
export type ResolvedFilter = Omit<MedallistFilter, 'discipline'> & { disciplineCode?: string | null | undefined }

function filterWhere(filter: ResolvedFilter): SQL | undefined | false {
  const code = filter.disciplineCode
  if (code === null) return false
  return and(
    code ? eq(events.disciplineCode, code) : undefined,
    filter.event ? eq(medallists.eventCode, filter.event) : undefined,
    filter.organisation ? eq(medallists.organisationCode, filter.organisation) : undefined,
    filter.gender ? eq(events.gender, filter.gender) : undefined,
    filter.division ? eq(events.division, filter.division) : undefined,
  )
}

/** The medallist rows the medal table is derived from (one per athlete; a team medal once per member). */
export async function selectMedallistRows(db: Db, filter: ResolvedFilter): Promise<MedallistRow[]> {
  const where = filterWhere(filter)
  if (where === false) return []
  const rows = await db
    .select({
      eventCode: medallists.eventCode,
      medal: medallists.medal,
      organisationCode: medallists.organisationCode,
      athleteId: medallists.athleteId,
      teamId: medallists.teamId,
    })
    .from(medallists)
    .innerJoin(events, eq(events.code, medallists.eventCode))
    .where(where)
  return rows.map((r) => ({ ...r, medal: r.medal as Medal }))
}

export async function organisationRefs(db: Db, locale: Locale): Promise<Map<string, OrganisationRef>> {
  const rows = await db.select({ code: organisations.code, names: organisations.names }).from(organisations)
  // The IOC code, not the ISO one: the flag rule treats some bare two-letter codes specially.
  return new Map(
    rows.map((r) => [r.code, { code: r.code, name: localize(r.names, locale), flagUrl: flagImage(r.code) }]),
  )
}

export const organisationRef = (refs: Map<string, OrganisationRef>, code: string): OrganisationRef =>
  refs.get(code) ?? { code, name: code, flagUrl: flagImage(code) }

const MEDAL_ORDER: Record<string, number> = { GOLD: 0, SILVER: 1, BRONZE: 2 }

/** Medallists grouped per medal: a team medal is one item listing its members; two bronzes are two items. */
export async function listMedallists(db: Db, locale: Locale, filter: ResolvedFilter): Promise<Medallist[]> {
  const where = filterWhere(filter)
  if (where === false) return []
  const rows = await db
    .select({
      eventCode: medallists.eventCode,
      eventNames: events.names,
      eventSort: events.sortOrder,
      disciplineCode: events.disciplineCode,
      gender: events.gender,
      division: events.division,
      ...medallistColumns,
      awardedAt: medallists.awardedAt,
    })
    .from(medallists)
    .innerJoin(events, eq(events.code, medallists.eventCode))
    .leftJoin(athletes, eq(athletes.id, medallists.athleteId))
    .leftJoin(teams, eq(teams.id, medallists.teamId))
    .where(where)
    .orderBy(asc(events.sortOrder), asc(events.code), asc(medallists.id))
  const refs = await organisationRefs(db, locale)

  const groups = new Map<string, Medallist & { sort: number }>()
  rows.forEach((r, index) => {
    const who = r.teamId ? `team:${r.teamId}` : r.athleteId ? `athlete:${r.athleteId}` : `row:${index}`
    const key = JSON.stringify([r.eventCode, r.medal, r.organisationCode, who])
    let item = groups.get(key)
    if (!item) {
      item = {
        eventCode: r.eventCode,
        eventName: localize(r.eventNames, locale),
        disciplineCode: r.disciplineCode,
        gender: r.gender,
        division: r.division,
        medal: r.medal as Medal,
        organisation: organisationRef(refs, r.organisationCode),
        athletes: [],
        team: r.teamId ? { id: r.teamId, name: r.teamNames ? localize(r.teamNames, locale) : r.teamId } : null,
        awardedAt: r.awardedAt ? r.awardedAt.toISOString() : null,
        sort: r.eventSort,
      }
      groups.set(key, item)
    }
    if (r.athleteId) item.athletes.push({ id: r.athleteId, name: r.athleteName ?? r.athleteId })
  })
  return [...groups.values()]
    .sort(
      (a, b) =>
        a.sort - b.sort ||
        a.eventCode.localeCompare(b.eventCode) ||
        (MEDAL_ORDER[a.medal] ?? 3) - (MEDAL_ORDER[b.medal] ?? 3) ||
        a.organisation.code.localeCompare(b.organisation.code),
    )
    .map(({ sort: _sort, ...item }) => item)
}

export async function organisationCodes(db: Db): Promise<string[]> {
  return (await db.select({ code: organisations.code }).from(organisations)).map((r) => r.code)
}

/** Whether the event and delegation codes of a filter (those given) name rows that exist. */
export async function filterNamesExist(db: Db, filter: Pick<MedallistFilter, 'event' | 'organisation'>) {
  const [event, organisation] = await Promise.all([
    filter.event
      ? db.select({ code: events.code }).from(events).where(eq(events.code, filter.event)).limit(1)
      : [{ code: '' }],
    filter.organisation
      ? db
          .select({ code: organisations.code })
          .from(organisations)
          .where(eq(organisations.code, filter.organisation))
          .limit(1)
      : [{ code: '' }],
  ])
  return event.length > 0 && organisation.length > 0
}
