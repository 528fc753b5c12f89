/**
 * What the database already holds (read once inside the import's transaction) and the bundle's cross-file
 * references checked against it and the bundle together: any problem stops the import before a write. A unit's
 * ranking needs only the bundle and is checked while it is read (bundle-rankings.ts).
 */
import { BUNDLE_FILES, type BundleFile } from '@podium/domain'
import type { Tx } from '../../db/client.ts'
import { athletes, events, organisations, teams, units, venues } from '../../db/schema.ts'
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
  organisations: Set<string>
  venues: Set<string>
  events: Map<string, { discipline: string }>
  athletes: Map<string, string>
  teams: Map<string, string>
  units: Map<string, { eventCode: string | null; disciplineCode: string | null }>
  teamEvents: Set<string>
}

export async function readKnown(tx: Tx): Promise<Known> {
  const [orgRows, venueRows, eventRows, athleteRows, teamRows, unitRows] = [
    await tx.select({ code: organisations.code }).from(organisations),
    await tx.select({ code: venues.code }).from(venues),
    await tx.select({ code: events.code, discipline: events.disciplineCode }).from(events),
    await tx.select({ id: athletes.id, org: athletes.organisationCode }).from(athletes),
    await tx.select({ id: teams.id, org: teams.organisationCode, event: teams.eventCode }).from(teams),
    await tx.select({ code: units.code, eventCode: units.eventCode, disciplineCode: units.disciplineCode }).from(units),
  ]
  return {
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
  for (const { line, row } of b['units.csv']) {
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
  problems.push(...rankingProblems.slice(0, Math.max(0, MAX_PROBLEMS - problems.length)))
  return problems.sort((a, b) => fileOrder(a.file) - fileOrder(b.file) || (a.line ?? 0) - (b.line ?? 0))
}

const fileOrder = (file: string) => (BUNDLE_FILES as readonly string[]).indexOf(file)
