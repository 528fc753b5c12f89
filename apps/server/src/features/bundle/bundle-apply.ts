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
  LOCALES,
  type Locale,
  type LocalizedText,
  searchKey,
} from '@podium/domain'
import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/client.ts'
import { athletes, disciplines, events, organisations, teamMembers, teams, units, venues } from '../../db/schema.ts'
import { renameDisciplinesForVariant, selectPortugueseVariant } from '../config/index.ts'
import { importRecords } from '../records/index.ts'
import { addEntries, append, type WriteProgress, writeMedallists, writeResults } from './bundle-children.ts'
import { BundleError, type BundleProblem } from './bundle-error.ts'
import { checkReferences, chunks, disciplineKeyOf, readKnown } from './bundle-known.ts'
import type { BundleRows } from './bundle-rows.ts'

/** Each discipline Podium holds (after the bundle's were written): its format and whether it is a team sport. */
async function disciplineTraits(tx: Tx): Promise<Map<string, { format: string; team: boolean }>> {
  const rows = await tx
    .select({ code: disciplines.code, format: disciplines.format, team: disciplines.team })
    .from(disciplines)
  return new Map(rows.map((r) => [r.code, { format: r.format, team: r.team }]))
}

type NameCells = { [L in Locale as `name_${L}`]?: string | undefined }

/** A row's name in every language: its `name_en` … cells where it has them, else `fallback(locale)` (decision 025). */
const namesOf = (row: NameCells, fallback: (locale: Locale) => string): LocalizedText =>
  Object.fromEntries(LOCALES.map((locale) => [locale, row[`name_${locale}`] ?? fallback(locale)])) as LocalizedText

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
  rankingProblems: BundleProblem[] = [],
): Promise<ApplyOutcome> {
  const known = await readKnown(tx)
  const problems = checkReferences(b, known, rankingProblems)
  if (problems.length) throw new BundleError(problems)

  const counts: Counts = {}
  let changed = false
  const note = (file: BundleFile, rows: number, written: { inserted: number; updated: number }) => {
    if (written.inserted || written.updated) changed = true
    if (present.has(file)) counts[file] = { rows, inserted: written.inserted, updated: written.updated }
  }

  // Disciplines first: the bundle's rows (decision 068), with the catalogue's values in their empty cells.
  const catalogueIndex = (code: string) => DISCIPLINES.findIndex((d) => d.code === code)
  note(
    'disciplines.csv',
    b['disciplines.csv'].length,
    await upsert(
      tx,
      disciplines,
      disciplines.code,
      [
        disciplines.key,
        disciplines.names,
        disciplines.format,
        disciplines.team,
        disciplines.bronzes,
        disciplines.sortOrder,
      ],
      b['disciplines.csv'].map(({ row }, i) => {
        const builtIn = DISCIPLINES[catalogueIndex(row.code)]
        return {
          code: row.code,
          key: disciplineKeyOf(row),
          names: namesOf(row, () => row.name),
          format: row.format ?? builtIn?.format ?? 'timed',
          team: row.team ?? builtIn?.team ?? false,
          bronzes: row.bronzes ?? (builtIn?.twoBronzes ? 2 : 1),
          sortOrder: i + 1,
          imageUrl: null,
        }
      }),
      {},
      progress,
    ),
  )

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
        names: namesOf(row, () => row.name),
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
        names: namesOf(row, () => row.name),
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
      // Not `withdrawn`: the format has no such column, so an import keeps what the ODF feed set (decision 012).
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
          searchName: searchKey(`${givenName} ${familyName}`),
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

  // A built-in discipline an event names and neither the bundle nor Podium has gets the catalogue's row. Existing
  // rows are kept; references are checked, so any other code was refused.
  const inBundle = new Set(b['disciplines.csv'].map((r) => r.row.code))
  const builtInUsed = [...new Set(b['events.csv'].map((r) => r.row.discipline))].filter(
    (code) => !inBundle.has(code) && !known.disciplines.has(code) && catalogueIndex(code) >= 0,
  )
  if (builtInUsed.length) {
    await tx
      .insert(disciplines)
      .values(
        builtInUsed.map((code) => {
          const index = catalogueIndex(code)
          const d = DISCIPLINES[index] as (typeof DISCIPLINES)[number]
          const { key, names, format, team } = d
          return { code, key, names, format, team, bronzes: d.twoBronzes ? 2 : 1, sortOrder: index + 1, imageUrl: null }
        }),
      )
      .onConflictDoNothing()
  }
  // A games that speaks Brazilian Portuguese names the imported sports its way (decision 085).
  if ((await selectPortugueseVariant(tx)) === 'pt-BR') await renameDisciplinesForVariant(tx, 'pt-BR')
  // The result kind of a new event follows its discipline's format, wherever the discipline comes from.
  const traits = await disciplineTraits(tx)
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
        const discipline = traits.get(row.discipline)
        const format = discipline?.format as DisciplineFormat | undefined
        return {
          code: row.code,
          disciplineCode: row.discipline,
          gender: row.gender,
          names: namesOf(row, () => row.name),
          division: row.division ?? null,
          team: Boolean(discipline?.team) || teamEvents.has(row.code),
          resultKind: (format && RESULT_KIND[format]) ?? 'time',
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
      names: namesOf(row, () => row.name),
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
    for (const m of rows) append(currentMembers, m.teamId, m.athleteId)
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
  const eventNames = new Map(b['events.csv'].map((e) => [e.row.code, namesOf(e.row, () => e.row.name)]))
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
          names: namesOf(row, (locale) => row.name ?? (row.event && eventNames.get(row.event)?.[locale]) ?? row.code),
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

  note('results.csv', b['results.csv'].length, await writeResults(tx, b, orgOf, progress))

  // Entries: who competes in which event, for the profiles and the discipline filters (added, never removed).
  if (await addEntries(tx, b, orgOf, known)) changed = true

  note('medallists.csv', b['medallists.csv'].length, await writeMedallists(tx, b, progress))

  // Records last: a result written above may have replaced a record; the bundle's list is what it says (decision 094).
  note(
    'records.csv',
    b['records.csv'].length,
    await importRecords(
      tx,
      b['records.csv'].map((r) => r.row),
    ),
  )

  return { counts, changed }
}
