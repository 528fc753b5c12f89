/**
 * Writes a checked bundle inside the caller's transaction. Codes and ids are keys: a row is inserted when new,
 * updated only when one of its columns differs (so a re-import writes nothing), and the child lists the bundle
 * carries (a unit's results, an event's medallists, a team's members) are replaced only when they differ.
 * References are checked first, against the bundle and the database together: any problem throws before a write.
 */
import {
  type BundleFile,
  type BundleFileCount,
  DISCIPLINES,
  type DisciplineFormat,
  rankingProblemText,
  validateRanking,
} from '@podium/domain'
import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import { toSearchText } from '../../data/demo/text.ts'
import type { Tx } from '../../db/client.ts'
import {
  athletes,
  disciplines,
  entries,
  events,
  medallists,
  organisations,
  results,
  teamMembers,
  teams,
  units,
  venues,
} from '../../db/schema.ts'
import { BundleError, type BundleProblem, MAX_PROBLEMS, problem } from './bundle-error.ts'
import type { BundleRows, Lined } from './bundle-rows.ts'

const BATCH = 500
const same = (text: string) => ({ pt: text, en: text, es: text, az: text })
const chunks = <T>(items: readonly T[], size = BATCH): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

export type WriteProgress = (rows: number) => void

/** What the database already holds, read once at the start of the transaction. */
interface Known {
  organisations: Set<string>
  venues: Set<string>
  events: Map<string, { discipline: string }>
  athletes: Map<string, string>
  teams: Map<string, string>
  units: Map<string, { eventCode: string | null; disciplineCode: string | null }>
  teamEvents: Set<string>
}

async function readKnown(tx: Tx): Promise<Known> {
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

/** Every cross-file reference of the bundle, against the bundle and the database. */
function checkReferences(b: BundleRows, known: Known): BundleProblem[] {
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
  for (const [, rows] of groupBy(b['results.csv'], (r) => r.row.unit)) {
    const ranked = withTies(rows)
    for (const p of validateRanking(ranked.map((r) => ({ ...r.row, athleteId: r.row.athlete, teamId: r.row.team })))) {
      const row = rows[p.row]
      const text = rankingProblemText(p.field, p.message)
      if (!row || !text || problems.length >= MAX_PROBLEMS) continue
      const column = p.field === 'competitor' ? (row.row.team ? 'team' : 'athlete') : 'rank'
      problems.push({ file: 'results.csv', line: row.line, column, problem: text })
    }
  }
  for (const { line, row } of b['medallists.csv']) {
    check(eventCodes.has(row.event), 'medallists.csv', line, 'event', 'unknownEvent')
    check(orgs.has(row.organisation), 'medallists.csv', line, 'organisation', 'unknownOrganisation')
    check(!row.athlete || athleteIds.has(row.athlete), 'medallists.csv', line, 'athlete', 'unknownAthlete')
    check(!row.team || teamIds.has(row.team), 'medallists.csv', line, 'team', 'unknownTeam')
  }
  return problems.sort((a, b) => fileOrder(a.file) - fileOrder(b.file) || (a.line ?? 0) - (b.line ?? 0))
}

const ORDER: readonly string[] = [
  'organisations.csv',
  'venues.csv',
  'athletes.csv',
  'events.csv',
  'teams.csv',
  'units.csv',
  'results.csv',
  'medallists.csv',
]
const fileOrder = (file: string) => ORDER.indexOf(file)

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = groups.get(k)
    if (list) list.push(item)
    else groups.set(k, [item])
  }
  return groups
}

/** A unit's result rows with `rankEqual` set where a rank is shared (the CSV has no column for it). */
function withTies(rows: readonly Lined<BundleRows['results.csv'][number]['row']>[]) {
  const counts = new Map<number, number>()
  for (const { row } of rows) if (row.rank !== undefined) counts.set(row.rank, (counts.get(row.rank) ?? 0) + 1)
  return rows.map((r) => ({
    line: r.line,
    row: {
      ...r.row,
      rank: r.row.rank ?? null,
      rankEqual: r.row.rank !== undefined && (counts.get(r.row.rank) ?? 0) > 1,
    },
  }))
}

/**
 * Inserts the rows, or updates the listed columns of an existing row when any of them differs (`IS DISTINCT FROM`,
 * so NULLs compare as values). Columns not listed are written on insert only. `xmax = 0` tells an insert from an
 * update; rows that were already equal are not returned at all.
 */
async function upsert<T extends PgTable>(
  tx: Tx,
  table: T,
  target: PgColumn,
  update: PgColumn[],
  rows: PgInsertValue<T>[],
  extraSet: Record<string, SQL> = {},
  onBatch: WriteProgress = () => {},
): Promise<{ inserted: number; updated: number; updatedKeys: Set<string> }> {
  const props = new Map(Object.entries(getTableColumns(table)).map(([prop, col]) => [col.name, prop]))
  const set: Record<string, SQL> = { ...extraSet }
  for (const col of update) set[props.get(col.name) ?? col.name] = sql.raw(`excluded."${col.name}"`)
  const current = sql.join(
    update.map((c) => sql`${c}`),
    sql`, `,
  )
  const incoming = sql.join(
    update.map((c) => sql.raw(`excluded."${c.name}"`)),
    sql`, `,
  )
  let inserted = 0
  const updatedKeys = new Set<string>()
  for (const batch of chunks(rows)) {
    const written = await tx
      .insert(table)
      .values(batch)
      .onConflictDoUpdate({ target, set, setWhere: sql`row(${current}) is distinct from row(${incoming})` })
      .returning({ key: sql<string>`${target}::text`, inserted: sql<boolean>`(xmax = 0)` })
    for (const w of written) {
      if (w.inserted) inserted++
      else updatedKeys.add(w.key)
    }
    onBatch(batch.length)
  }
  return { inserted, updated: updatedKeys.size, updatedKeys }
}

const RESULT_KIND: Record<DisciplineFormat, string> = {
  timed: 'time',
  measured: 'distance',
  scored: 'points',
  'team-match': 'score',
  duel: 'score',
}

/**
 * "SILVA Ana" → family SILVA (the leading capitalised words), given Ana; "Ana Silva" → the last word is the family
 * name. Only search and the profile read these; the printed name stays as the bundle has it.
 */
export function splitName(name: string): { givenName: string; familyName: string } {
  const words = name.split(/\s+/).filter(Boolean)
  const isUpper = (w: string) => /\p{L}/u.test(w) && w === w.toUpperCase()
  let n = 0
  while (n < words.length - 1 && isUpper(words[n] ?? '')) n++
  if (n > 0) return { familyName: words.slice(0, n).join(' '), givenName: words.slice(n).join(' ') }
  if (words.length < 2) return { familyName: name, givenName: '' }
  return { familyName: words.at(-1) ?? '', givenName: words.slice(0, -1).join(' ') }
}

type Counts = Partial<Record<BundleFile, BundleFileCount>>

export interface ApplyOutcome {
  counts: Counts
  /** Whether anything was written. */
  changed: boolean
}

/** Checks the references, then writes every file in order. Throws a BundleError before any write on a problem. */
export async function applyBundle(
  tx: Tx,
  b: BundleRows,
  present: Set<BundleFile>,
  progress: WriteProgress,
): Promise<ApplyOutcome> {
  const known = await readKnown(tx)
  const problems = checkReferences(b, known)
  if (problems.length) throw new BundleError(problems)

  const counts: Counts = {}
  let changed = false
  const note = (file: BundleFile, rows: number, written: { inserted: number; updated: number }) => {
    if (written.inserted || written.updated) changed = true
    if (present.has(file)) counts[file] = { rows, inserted: written.inserted, updated: written.updated }
  }

  // Organisations, venues, athletes.
  note(
    'organisations.csv',
    b['organisations.csv'].length,
    await upsert(
      tx,
      organisations,
      organisations.code,
      [organisations.names, organisations.countryIso2],
      b['organisations.csv'].map(({ row }) => ({
        code: row.code,
        names: same(row.name),
        countryIso2: row.country_iso2 ?? null,
      })),
      {},
      progress,
    ),
  )
  note(
    'venues.csv',
    b['venues.csv'].length,
    await upsert(
      tx,
      venues,
      venues.code,
      [venues.names, venues.latitude, venues.longitude, venues.address],
      b['venues.csv'].map(({ row }, i) => ({
        code: row.code,
        names: same(row.name),
        latitude: row.latitude ?? null,
        longitude: row.longitude ?? null,
        address: row.address ?? null,
        sortOrder: i + 1,
      })),
      {},
      progress,
    ),
  )
  note(
    'athletes.csv',
    b['athletes.csv'].length,
    await upsert(
      tx,
      athletes,
      athletes.id,
      [
        athletes.name,
        athletes.givenName,
        athletes.familyName,
        athletes.searchName,
        athletes.gender,
        athletes.organisationCode,
        athletes.birthDate,
        athletes.heightCm,
        athletes.weightKg,
        athletes.institution,
        athletes.bib,
      ],
      b['athletes.csv'].map(({ row }) => {
        const { givenName, familyName } = splitName(row.name)
        return {
          id: row.id,
          name: row.name,
          givenName,
          familyName,
          searchName: toSearchText(`${givenName} ${familyName}`.trim()),
          gender: row.gender,
          organisationCode: row.organisation,
          birthDate: row.birth_date ?? null,
          heightCm: row.height_cm ?? null,
          weightKg: row.weight_kg ?? null,
          institution: row.institution ?? null,
          bib: row.bib ?? null,
          photoUrl: `/api/v1/athletes/${encodeURIComponent(row.id)}/photo.svg`,
        }
      }),
      {},
      progress,
    ),
  )

  // Events need their discipline rows: the app's catalogue where it knows the code, otherwise a row named by its
  // code (the bundle has no discipline names); existing rows are kept.
  const usedDisciplines = [...new Set(b['events.csv'].map((r) => r.row.discipline))]
  if (usedDisciplines.length) {
    await tx
      .insert(disciplines)
      .values(
        usedDisciplines.map((code) => {
          const index = DISCIPLINES.findIndex((d) => d.code === code)
          const d = DISCIPLINES[index]
          return d
            ? { code, key: d.key, names: d.names, format: d.format, team: d.team, sortOrder: index + 1, imageUrl: null }
            : {
                code,
                key: code.toLowerCase(),
                names: same(code),
                format: 'timed',
                team: false,
                sortOrder: 100,
                imageUrl: null,
              }
        }),
      )
      .onConflictDoNothing()
  }
  const teamEvents = new Set([...known.teamEvents, ...b['teams.csv'].map((r) => r.row.event)])
  note(
    'events.csv',
    b['events.csv'].length,
    await upsert(
      tx,
      events,
      events.code,
      [events.disciplineCode, events.gender, events.names, events.division, events.team, events.sortOrder],
      b['events.csv'].map(({ row }, i) => {
        const discipline = DISCIPLINES.find((d) => d.code === row.discipline)
        return {
          code: row.code,
          disciplineCode: row.discipline,
          gender: row.gender,
          names: same(row.name),
          division: row.division ?? null,
          team: Boolean(discipline?.team) || teamEvents.has(row.code),
          resultKind: discipline ? RESULT_KIND[discipline.format] : 'time',
          sortOrder: i + 1,
        }
      }),
      {},
      progress,
    ),
  )

  // Teams, and their members where the bundle lists them (an empty cell leaves them as they are).
  const teamCount = await upsert(
    tx,
    teams,
    teams.id,
    [teams.names, teams.organisationCode, teams.eventCode],
    b['teams.csv'].map(({ row }) => ({
      id: row.id,
      names: same(row.name),
      organisationCode: row.organisation,
      eventCode: row.event,
    })),
    {},
    progress,
  )
  const listed = b['teams.csv'].filter((r) => r.row.members?.length)
  const currentMembers = new Map<string, string[]>()
  for (const ids of chunks(
    listed.map((r) => r.row.id),
    1000,
  )) {
    const rows = await tx.select().from(teamMembers).where(inArray(teamMembers.teamId, ids))
    for (const m of rows) currentMembers.set(m.teamId, [...(currentMembers.get(m.teamId) ?? []), m.athleteId])
  }
  const memberChanges = listed.filter(({ row }) => {
    const now = [...(currentMembers.get(row.id) ?? [])].sort()
    const next = [...new Set(row.members)].sort()
    return now.join('\u0000') !== next.join('\u0000')
  })
  for (const ids of chunks(
    memberChanges.map((r) => r.row.id),
    1000,
  )) {
    await tx.delete(teamMembers).where(inArray(teamMembers.teamId, ids))
  }
  for (const batch of chunks(
    memberChanges.flatMap(({ row }) => [...new Set(row.members)].map((athleteId) => ({ teamId: row.id, athleteId }))),
  )) {
    await tx.insert(teamMembers).values(batch)
  }
  // A known team whose members alone changed counts as updated.
  for (const { row } of memberChanges) if (known.teams.has(row.id)) teamCount.updatedKeys.add(row.id)
  note('teams.csv', b['teams.csv'].length, { inserted: teamCount.inserted, updated: teamCount.updatedKeys.size })
  if (memberChanges.length) changed = true

  // Units: a competition unit takes its discipline from its event; other items keep the one they had.
  const eventDiscipline = new Map<string, string>([...known.events].map(([code, e]) => [code, e.discipline]))
  for (const { row } of b['events.csv']) eventDiscipline.set(row.code, row.discipline)
  const unitsWithResults = new Set(b['results.csv'].map((r) => r.row.unit))
  const eventName = new Map(b['events.csv'].map((e) => [e.row.code, e.row.name]))
  note(
    'units.csv',
    b['units.csv'].length,
    await upsert(
      tx,
      units,
      units.code,
      [
        units.type,
        units.disciplineCode,
        units.eventCode,
        units.names,
        units.venueCode,
        units.organisationCode,
        units.startAt,
        units.endAt,
        units.scheduleStatus,
        units.medal,
      ],
      b['units.csv'].map(({ row }, i) => {
        const event = row.event ? eventDiscipline.get(row.event) : undefined
        const status = row.status ?? 'SCHEDULED'
        return {
          code: row.code,
          type: row.type,
          disciplineCode: event ?? known.units.get(row.code)?.disciplineCode ?? null,
          eventCode: row.event ?? null,
          names: same(row.name ?? (row.event ? eventName.get(row.event) : undefined) ?? row.code),
          venueCode: row.venue ?? null,
          organisationCode: row.organisation ?? null,
          startAt: row.start,
          endAt: row.end ?? null,
          scheduleStatus: status,
          // Results that come with a finished unit are the final ones; staff can still correct them.
          resultStatus: status === 'FINISHED' && unitsWithResults.has(row.code) ? 'OFFICIAL' : null,
          medal: row.medal ?? null,
          sortOrder: i + 1,
        }
      }),
      { version: sql`${units.version} + 1`, updatedAt: sql`now()` },
      progress,
    ),
  )

  const athleteOrg = new Map(known.athletes)
  for (const { row } of b['athletes.csv']) athleteOrg.set(row.id, row.organisation)
  const teamOrg = new Map(known.teams)
  for (const { row } of b['teams.csv']) teamOrg.set(row.id, row.organisation)
  const orgOf = (athlete?: string, team?: string) =>
    (team ? teamOrg.get(team) : athlete ? athleteOrg.get(athlete) : undefined) ?? ''

  // Results, per unit: replaced only when the unit's rows differ from the bundle's.
  const byUnit = groupBy(b['results.csv'], (r) => r.row.unit)
  const existingResults = new Map<string, string[]>()
  for (const codes of chunks([...byUnit.keys()], 1000)) {
    const rows = await tx
      .select({
        unitCode: results.unitCode,
        rank: results.rank,
        rankEqual: results.rankEqual,
        athleteId: results.athleteId,
        teamId: results.teamId,
        organisationCode: results.organisationCode,
        result: results.result,
        irm: results.irm,
        qualification: results.qualification,
        sortOrder: results.sortOrder,
      })
      .from(results)
      .where(inArray(results.unitCode, codes))
      .orderBy(results.unitCode, results.sortOrder, results.id)
    for (const r of rows) {
      const { unitCode, sortOrder: _order, ...rest } = r
      existingResults.set(unitCode, [...(existingResults.get(unitCode) ?? []), resultKey(rest)])
    }
  }
  const newResults: (typeof results.$inferInsert)[] = []
  const changedUnits: string[] = []
  let resultRowsInserted = 0
  let resultRowsUpdated = 0
  for (const [unitCode, rows] of byUnit) {
    const next = withTies(rows).map(({ row }, i) => ({
      unitCode,
      rank: row.rank,
      rankEqual: row.rankEqual,
      sortOrder: i,
      athleteId: row.team ? null : (row.athlete ?? null),
      teamId: row.team ?? null,
      organisationCode: orgOf(row.team ? undefined : row.athlete, row.team),
      result: row.result ?? null,
      irm: row.irm ?? null,
      qualification: row.qualification ?? null,
    }))
    const before = existingResults.get(unitCode) ?? []
    const after = next.map(({ unitCode: _u, sortOrder: _s, ...rest }) => resultKey(rest))
    if (before.join('\n') === after.join('\n')) continue
    changedUnits.push(unitCode)
    newResults.push(...next)
    if (before.length) resultRowsUpdated += next.length
    else resultRowsInserted += next.length
  }
  for (const codes of chunks(changedUnits, 1000)) await tx.delete(results).where(inArray(results.unitCode, codes))
  for (const batch of chunks(newResults)) {
    await tx.insert(results).values(batch)
    progress(batch.length)
  }
  note('results.csv', b['results.csv'].length, { inserted: resultRowsInserted, updated: resultRowsUpdated })

  // Entries: who competes in which event, for the profiles and the discipline filters (added, never removed).
  if (await addEntries(tx, b, orgOf, known)) changed = true

  // Medallists, per event: replaced only when the event's rows differ. A team medal is one row per member as in
  // ODF; the medal table counts it once per team (rules/medal-table.ts).
  const byEvent = groupBy(b['medallists.csv'], (r) => r.row.event)
  const existingMedals = new Map<string, string[]>()
  for (const codes of chunks([...byEvent.keys()], 1000)) {
    const rows = await tx
      .select({
        eventCode: medallists.eventCode,
        medal: medallists.medal,
        organisationCode: medallists.organisationCode,
        athleteId: medallists.athleteId,
        teamId: medallists.teamId,
      })
      .from(medallists)
      .where(inArray(medallists.eventCode, codes))
    for (const { eventCode, ...rest } of rows) {
      existingMedals.set(eventCode, [...(existingMedals.get(eventCode) ?? []), medalKey(rest)])
    }
  }
  const deciding = await decidingUnits(tx, [...byEvent.keys()])
  const newMedals: (typeof medallists.$inferInsert)[] = []
  const changedEvents: string[] = []
  let medalRowsInserted = 0
  let medalRowsUpdated = 0
  for (const [eventCode, rows] of byEvent) {
    const next = rows.map(({ row }) => ({
      eventCode,
      medal: row.medal,
      organisationCode: row.organisation,
      athleteId: row.athlete ?? null,
      teamId: row.team ?? null,
    }))
    const before = [...(existingMedals.get(eventCode) ?? [])].sort()
    const after = next.map(medalKey).sort()
    if (before.join('\n') === after.join('\n')) continue
    changedEvents.push(eventCode)
    for (const m of next) {
      const unit =
        deciding.get(`${eventCode}|${m.medal === 'BRONZE' ? 'BRONZE' : 'GOLD'}`) ?? deciding.get(`${eventCode}|GOLD`)
      newMedals.push({ ...m, unitCode: unit?.code ?? null, awardedAt: unit?.at ?? null })
    }
    if (before.length) medalRowsUpdated += next.length
    else medalRowsInserted += next.length
  }
  for (const codes of chunks(changedEvents, 1000))
    await tx.delete(medallists).where(inArray(medallists.eventCode, codes))
  for (const batch of chunks(newMedals)) {
    await tx.insert(medallists).values(batch)
    progress(batch.length)
  }
  note('medallists.csv', b['medallists.csv'].length, { inserted: medalRowsInserted, updated: medalRowsUpdated })

  return { counts, changed }
}

const resultKey = (r: {
  rank: number | null
  rankEqual: boolean
  athleteId: string | null
  teamId: string | null
  organisationCode: string
  result: string | null
  irm: string | null
  qualification: string | null
}) => JSON.stringify([r.rank, r.rankEqual, r.athleteId, r.teamId, r.organisationCode, r.result, r.irm, r.qualification])

const medalKey = (r: { medal: string; organisationCode: string; athleteId: string | null; teamId: string | null }) =>
  JSON.stringify([r.medal, r.organisationCode, r.athleteId, r.teamId])

/** The unit deciding each event's gold (GOLD) and bronze (BRONZE), for the medallists' unit and award time. */
async function decidingUnits(tx: Tx, eventCodes: string[]) {
  const map = new Map<string, { code: string; at: Date }>()
  for (const codes of chunks(eventCodes, 1000)) {
    const rows = await tx
      .select({
        code: units.code,
        eventCode: units.eventCode,
        medal: units.medal,
        startAt: units.startAt,
        endAt: units.endAt,
      })
      .from(units)
      .where(inArray(units.eventCode, codes))
      .orderBy(units.startAt, units.code)
    for (const r of rows) {
      if (r.medal && r.eventCode) map.set(`${r.eventCode}|${r.medal}`, { code: r.code, at: r.endAt ?? r.startAt })
    }
  }
  return map
}

async function addEntries(tx: Tx, b: BundleRows, orgOf: (athlete?: string, team?: string) => string, known: Known) {
  const unitEvent = new Map<string, string | null>([...known.units].map(([code, u]) => [code, u.eventCode]))
  for (const { row } of b['units.csv']) unitEvent.set(row.code, row.event ?? null)
  const wanted = new Map<string, typeof entries.$inferInsert>()
  for (const { row } of b['teams.csv']) {
    wanted.set(`${row.event}|team|${row.id}`, {
      eventCode: row.event,
      teamId: row.id,
      organisationCode: row.organisation,
    })
  }
  for (const { row } of b['results.csv']) {
    const eventCode = unitEvent.get(row.unit)
    if (!eventCode) continue
    if (row.team)
      wanted.set(`${eventCode}|team|${row.team}`, {
        eventCode,
        teamId: row.team,
        organisationCode: orgOf(undefined, row.team),
      })
    else if (row.athlete) {
      wanted.set(`${eventCode}|athlete|${row.athlete}`, {
        eventCode,
        athleteId: row.athlete,
        organisationCode: orgOf(row.athlete),
      })
    }
  }
  if (!wanted.size) return 0
  const eventCodes = [...new Set([...wanted.values()].map((e) => e.eventCode))]
  for (const codes of chunks(eventCodes, 1000)) {
    const rows = await tx
      .select({ eventCode: entries.eventCode, athleteId: entries.athleteId, teamId: entries.teamId })
      .from(entries)
      .where(inArray(entries.eventCode, codes))
    for (const r of rows) {
      wanted.delete(r.teamId ? `${r.eventCode}|team|${r.teamId}` : `${r.eventCode}|athlete|${r.athleteId}`)
    }
  }
  for (const batch of chunks([...wanted.values()])) await tx.insert(entries).values(batch)
  return wanted.size
}
