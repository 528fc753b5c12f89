/**
 * "My day" (decision 088): one printable page of a chosen day for a parent or a coach — which units of what they
 * follow, in which order, at which venues, and which transport lines reach those venues. Pure, so the page and its
 * PDF read one answer.
 */
import type { Follow } from '../schemas/follows.ts'
import { type FollowableUnit, isUnitFollowed, type UnitParticipants } from './follows.ts'
import { searchKey } from './text.ts'

/** A unit of the day as the schedule carries it (the fields My day reads). */
export interface MyDayItem extends FollowableUnit {
  name: string
  eventCode: string | null
  venueCode: string | null
  venueName: string | null
  startAt: string
}

/** A followed team: its delegation and its event (the teams list's row says both). */
export interface FollowedTeam {
  id: string
  organisationCode: string
  eventCode: string
}

/** One row of My day: the unit and the follows that bring it there (a parent with two children sees which). */
export interface MyDayRow<U extends MyDayItem> {
  item: U
  who: Follow[]
}

/**
 * Adds the followed teams to who takes part where. A team's units are those of its event its delegation is in (a
 * delegation enters one team per event): `delegationUnits` lists, per delegation, the units its schedule names.
 */
export function withTeams(
  participants: UnitParticipants,
  teams: readonly FollowedTeam[],
  delegationUnits: ReadonlyMap<string, readonly { code: string; eventCode: string | null }[]>,
): UnitParticipants {
  if (teams.length === 0) return participants
  const out = new Map<
    string,
    { athletes?: readonly string[]; teams?: readonly string[]; delegations?: readonly string[] }
  >(participants)
  for (const team of teams) {
    for (const unit of delegationUnits.get(team.organisationCode) ?? []) {
      if (unit.eventCode !== team.eventCode) continue
      const known = out.get(unit.code) ?? {}
      out.set(unit.code, { ...known, teams: [...(known.teams ?? []), team.id] })
    }
  }
  return out
}

/**
 * The day's rows: every item of the day that involves a follow (`isUnitFollowed`, the rule of My games), with the
 * follows that involve it in the order they were followed, ordered by start, then name, then code (stable across
 * refetches, so a printed page and its PDF agree line by line).
 */
export function myDayRows<U extends MyDayItem>(
  items: readonly U[],
  follows: readonly Follow[],
  participants: UnitParticipants = new Map(),
): MyDayRow<U>[] {
  const rows: MyDayRow<U>[] = []
  for (const item of items) {
    const who = follows.filter((f) => isUnitFollowed(item, [f], participants))
    if (who.length > 0) rows.push({ item, who })
  }
  return rows.sort(
    (a, b) =>
      a.item.startAt.localeCompare(b.item.startAt) ||
      a.item.name.localeCompare(b.item.name) ||
      a.item.code.localeCompare(b.item.code),
  )
}

/** A venue of the day, once, in the order of its first unit, with how many units are there. */
export interface MyDayVenue {
  code: string
  name: string
  firstStartAt: string
  units: number
}

/** The venues of the day's rows (items without a venue have none). */
export function myDayVenues(rows: readonly MyDayRow<MyDayItem>[]): MyDayVenue[] {
  const byCode = new Map<string, MyDayVenue>()
  for (const { item } of rows) {
    if (!item.venueCode) continue
    const found = byCode.get(item.venueCode)
    if (found) found.units += 1
    else
      byCode.set(item.venueCode, {
        code: item.venueCode,
        name: item.venueName ?? item.venueCode,
        firstStartAt: item.startAt,
        units: 1,
      })
  }
  return [...byCode.values()]
}

/** A transport line as the transport page carries it. */
export interface ServableLine {
  code: string
  origin: string
  destination: string
  stops: readonly { name: string }[]
}

const words = (text: string) =>
  ` ${searchKey(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `

/**
 * Whether a stop's name names the venue. Lines know stops by name only (no venue code), so the rule is by name, in
 * the one search normalisation: the venue's name or short name appears in the stop's name as whole words, or the
 * stop's name in the venue's ("Nilton Santos" in "Estádio Nilton Santos", "Maracanãzinho" = "Maracanãzinho").
 * Names shorter than four letters never match (a stop "Rio" is not every "Rio …" venue).
 */
export function stopNamesVenue(stop: string, venue: { name: string; shortName?: string | null }): boolean {
  const s = words(stop)
  if (s.trim().length < 4) return false
  return [venue.name, venue.shortName ?? ''].some((name) => {
    const v = words(name)
    if (v.trim().length < 4) return false
    return s.includes(v) || v.includes(s)
  })
}

/** The lines with a stop (origin and destination included) at the venue, in their order. */
export function linesServing<L extends ServableLine>(
  venue: { name: string; shortName?: string | null },
  lines: readonly L[],
): L[] {
  return lines.filter((line) =>
    [line.origin, line.destination, ...line.stops.map((s) => s.name)].some((stop) => stopNamesVenue(stop, venue)),
  )
}
