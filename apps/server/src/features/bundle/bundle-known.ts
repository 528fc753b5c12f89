/**
 * What the database already holds (read once inside the import's transaction) and the bundle's cross-file
 * references checked against it and the bundle together: any problem stops the import before a write. A unit's
 * ranking needs only the bundle and is checked while it is read (bundle-rankings.ts).
 */
import { BUNDLE_FILES, type BundleFile, DISCIPLINES, zonedDate } from '@podium/domain'
import type { Tx } from '../../db/client.ts'
import { selectKnownRows } from './bundle.repo.ts'
import { type BundleProblem, MAX_PROBLEMS, problem } from './bundle-error.ts'
import type { BundleRows } from './bundle-rows.ts'

export { groupBy, withTies } from './bundle-rankings.ts'

const BATCH = 500
export const chunks = <T>(items: readonly T[], size = BATCH): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** What the database already holds, read once at the start of the transaction. */
export interface Known {
  /** The games' days and time zone (the import creates the games before it reads this); undefined: no games. */
  games: { timeZone: string; startsOn: string; endsOn: string } | undefined
  /** Discipline code → URL key. */
  disciplines: Map<string, string>
  organisations: Set<string>
  venues: Set<string>
  events: Map<string, { discipline: string }>
  athletes: Map<string, string>
  teams: Map<string, string>
  units: Map<string, { eventCode: string | null; disciplineCode: string | null }>
  teamEvents: Set<string>
}

export async function readKnown(tx: Tx): Promise<Known> {
  const { gameRows, disciplineRows, orgRows, venueRows, eventRows, athleteRows, teamRows, unitRows } =
    await selectKnownRows(tx)
  return {
    games: gameRows[0],
    disciplines: new Map(disciplineRows.map((r) => [r.code, r.key])),
    organisations: new Set(orgRows.map((r) => r.code)),
    venues: new Set(venueRows.map((r) => r.code)),
    events: new Map(eventRows.map((r) => [r.code, { discipline: r.discipline }])),
    athletes: new Map(athleteRows.map((r) => [r.id, r.org])),
    teams: new Map(teamRows.map((r) => [r.id, r.org])),
    units: new Map(unitRows.map((r) => [r.code, { eventCode: r.eventCode, disciplineCode: r.disciplineCode }])),
    teamEvents: new Set(teamRows.map((r) => r.event)),
  }
}

/**
 * Every cross-file reference of the bundle, against the bundle and the database, with the units' ranking problems
 * found when the bundle was read; in file and line order.
 */
export function checkReferences(b: BundleRows, known: Known, rankingProblems: BundleProblem[] = []): BundleProblem[] {
  const problems: BundleProblem[] = []
  const orgs = new Set([...known.organisations, ...b['organisations.csv'].map((r) => r.row.code)])
  const venueCodes = new Set([...known.venues, ...b['venues.csv'].map((r) => r.row.code)])
  const eventCodes = new Set([...known.events.keys(), ...b['events.csv'].map((r) => r.row.code)])
  const athleteIds = new Set([...known.athletes.keys(), ...b['athletes.csv'].map((r) => r.row.id)])
  const teamIds = new Set([...known.teams.keys(), ...b['teams.csv'].map((r) => r.row.id)])
  const unitCodes = new Set([...known.units.keys(), ...b['units.csv'].map((r) => r.row.code)])
  const check = (ok: boolean, file: BundleFile, line: number, column: string, key: Parameters<typeof problem>[1]) => {
    if (!ok && problems.length < MAX_PROBLEMS) problems.push(problem({ file, line, column }, key))
  }
  // A discipline's key is its address (/discipline/3x3-basketball): one discipline per key, the bundle's and
  // Podium's together (decision 068).
  const keyOwner = new Map([...known.disciplines].map(([code, key]) => [key, code]))
  for (const { row } of b['disciplines.csv']) keyOwner.delete(known.disciplines.get(row.code) ?? '')
  for (const { line, row } of b['disciplines.csv']) {
    const key = disciplineKeyOf(row)
    check(keyOwner.get(key) === undefined, 'disciplines.csv', line, 'key', 'disciplineKeyTaken')
    keyOwner.set(key, row.code)
  }
  const disciplineCodes = new Set([
    ...DISCIPLINES.map((d) => d.code),
    ...known.disciplines.keys(),
    ...b['disciplines.csv'].map((r) => r.row.code),
  ])
  for (const { line, row } of b['events.csv']) {
    check(disciplineCodes.has(row.discipline), 'events.csv', line, 'discipline', 'unknownEventDiscipline')
  }
  for (const { line, row } of b['athletes.csv']) {
    check(orgs.has(row.organisation), 'athletes.csv', line, 'organisation', 'unknownOrganisation')
  }
  for (const { line, row } of b['teams.csv']) {
    check(orgs.has(row.organisation), 'teams.csv', line, 'organisation', 'unknownOrganisation')
    check(eventCodes.has(row.event), 'teams.csv', line, 'event', 'unknownEvent')
    check(
      (row.members ?? []).every((m) => athleteIds.has(m)),
      'teams.csv',
      line,
      'members',
      'unknownAthlete',
    )
  }
  // A unit outside the games' days would be stored and never shown (no schedule day lists it): refused. The day is
  // the start's in the games' time zone; an end past midnight of the last day is fine.
  const days = known.games
  for (const { line, row } of b['units.csv']) {
    const day = days ? zonedDate(row.start, days.timeZone) : undefined
    check(!days || !day || (day >= days.startsOn && day <= days.endsOn), 'units.csv', line, 'start', 'outsideGames')
    check(!row.event || eventCodes.has(row.event), 'units.csv', line, 'event', 'unknownEvent')
    check(!row.venue || venueCodes.has(row.venue), 'units.csv', line, 'venue', 'unknownVenue')
    check(!row.organisation || orgs.has(row.organisation), 'units.csv', line, 'organisation', 'unknownOrganisation')
  }
  for (const { line, row } of b['results.csv']) {
    check(unitCodes.has(row.unit), 'results.csv', line, 'unit', 'unknownUnit')
    check(!row.athlete || athleteIds.has(row.athlete), 'results.csv', line, 'athlete', 'unknownAthlete')
    check(!row.team || teamIds.has(row.team), 'results.csv', line, 'team', 'unknownTeam')
  }
  for (const { line, row } of b['medallists.csv']) {
    check(eventCodes.has(row.event), 'medallists.csv', line, 'event', 'unknownEvent')
    check(orgs.has(row.organisation), 'medallists.csv', line, 'organisation', 'unknownOrganisation')
    check(!row.athlete || athleteIds.has(row.athlete), 'medallists.csv', line, 'athlete', 'unknownAthlete')
    check(!row.team || teamIds.has(row.team), 'medallists.csv', line, 'team', 'unknownTeam')
  }
  for (const { line, row } of b['records.csv']) {
    check(eventCodes.has(row.event), 'records.csv', line, 'event', 'unknownEvent')
    // The organisation is not checked: a record brought from elsewhere may be held by a delegation not at these games.
    check(!row.athlete || athleteIds.has(row.athlete), 'records.csv', line, 'athlete', 'unknownAthlete')
    check(!row.team || teamIds.has(row.team), 'records.csv', line, 'team', 'unknownTeam')
    check(!row.unit || unitCodes.has(row.unit), 'records.csv', line, 'unit', 'unknownUnit')
  }
  problems.push(...rankingProblems.slice(0, Math.max(0, MAX_PROBLEMS - problems.length)))
  return problems.sort((a, b) => fileOrder(a.file) - fileOrder(b.file) || (a.line ?? 0) - (b.line ?? 0))
}

/** A bundle discipline's key: its `key` cell, else the built-in discipline's key, else its code in lower case. */
export function disciplineKeyOf(row: { code: string; key?: string | undefined }): string {
  return row.key ?? DISCIPLINES.find((d) => d.code === row.code)?.key ?? row.code.toLowerCase()
}

const fileOrder = (file: string) => (BUNDLE_FILES as readonly string[]).indexOf(file)
