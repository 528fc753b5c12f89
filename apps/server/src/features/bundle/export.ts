/**
 * `exportBundle(db, folder)`: writes the games in the database as a CSV bundle (docs/import-format.md) that
 * importBundle reads back. A name is written in one language in `name` and, in `name_en` … `name_az`, in each
 * language where it differs (decision 025), so nothing is lost; date-times in the games' time zone with its offset. Rows come in a fixed order, so exporting the same data twice gives the same
 * bytes. Non-competition items keep no discipline and units no phase: the bundle has no column for them.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import {
  BUNDLE_COLUMNS,
  BUNDLE_CONTENT_FILE,
  BUNDLE_CONTENT_KINDS,
  BUNDLE_FORMATS_FILE,
  type BundleFile,
  contentCountKey,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type LocalizedText,
} from '@podium/domain'
import { stringify } from 'csv-stringify/sync'
import type { Db } from '../../db/client.ts'
import { selectRecordRows } from '../records/index.ts'
import { append } from './bundle-children.ts'
import { exportContent } from './bundle-content-export.ts'
import {
  selectAthletesForExport,
  selectDisciplinesForExport,
  selectEventsForExport,
  selectGamesTimeZone,
  selectMedallistsForExport,
  selectOrganisationsForExport,
  selectResultsForExport,
  selectTeamMembersForExport,
  selectTeamsForExport,
  selectUnitsForExport,
  selectVenuesForExport,
} from './bundle-export.repo.ts'
import { exportFormats } from './bundle-formats.ts'
import { isoWithOffset } from './bundle-time.ts'

type Cell = string | number | null | undefined

export interface BundleText {
  text: string
  rows: number
}

function csv(file: BundleFile, rows: Record<string, Cell>[]): BundleText {
  const { required, optional } = BUNDLE_COLUMNS[file]
  const columns = [...required, ...optional]
  const text = stringify(
    rows.map((r) => columns.map((c) => r[c] ?? '')),
    { header: true, columns, record_delimiter: 'unix', cast: { number: (n) => String(n) } },
  )
  return { text, rows: rows.length }
}

export interface ExportOptions {
  /** The language of the `name` column (default: the app's default, Portuguese); the others get `name_en` … */
  locale?: Locale
}

/** Builds every file of the bundle in memory (name → CSV text). */
export async function buildBundle(db: Db, options: ExportOptions = {}): Promise<Map<BundleFile, BundleText>> {
  const locale = options.locale ?? DEFAULT_LOCALE
  /** `name` and the languages whose name differs from it (an empty `name_xx` reads back as `name`). */
  const named = (names: LocalizedText): Record<string, Cell> => ({
    name: names[locale],
    ...Object.fromEntries(LOCALES.filter((l) => names[l] !== names[locale]).map((l) => [`name_${l}`, names[l]])),
  })
  const tz = (await selectGamesTimeZone(db)) ?? 'UTC'
  const files = new Map<BundleFile, BundleText>()

  // Every discipline with its names, key and medal rules, so another server shows them the same (decision 068).
  const disciplineRows = await selectDisciplinesForExport(db)
  files.set(
    'disciplines.csv',
    csv(
      'disciplines.csv',
      disciplineRows.map((d) => ({
        code: d.code,
        ...named(d.names),
        key: d.key,
        format: d.format,
        team: d.team ? 'yes' : 'no',
        bronzes: d.bronzes,
      })),
    ),
  )

  const orgRows = await selectOrganisationsForExport(db)
  files.set(
    'organisations.csv',
    csv(
      'organisations.csv',
      orgRows.map((o) => ({ code: o.code, ...named(o.names), country_iso2: o.countryIso2 })),
    ),
  )

  const venueRows = await selectVenuesForExport(db)
  files.set(
    'venues.csv',
    csv(
      'venues.csv',
      venueRows.map((v) => ({
        code: v.code,
        ...named(v.names),
        latitude: v.latitude,
        longitude: v.longitude,
        address: v.address,
      })),
    ),
  )

  const athleteRows = await selectAthletesForExport(db)
  files.set(
    'athletes.csv',
    csv(
      'athletes.csv',
      athleteRows.map((a) => ({
        id: a.id,
        name: a.name,
        gender: a.gender,
        organisation: a.organisationCode,
        birth_date: a.birthDate,
        height_cm: a.heightCm,
        weight_kg: a.weightKg,
        institution: a.institution,
        bib: a.bib,
      })),
    ),
  )

  const eventRows = await selectEventsForExport(db)
  files.set(
    'events.csv',
    csv(
      'events.csv',
      eventRows.map((e) => ({
        code: e.code,
        discipline: e.disciplineCode,
        gender: e.gender,
        ...named(e.names),
        division: e.division,
      })),
    ),
  )

  const teamRows = await selectTeamsForExport(db)
  const memberRows = await selectTeamMembersForExport(db)
  const members = new Map<string, string[]>()
  for (const m of memberRows) append(members, m.teamId, m.athleteId)
  files.set(
    'teams.csv',
    csv(
      'teams.csv',
      teamRows.map((t) => ({
        id: t.id,
        ...named(t.names),
        organisation: t.organisationCode,
        event: t.eventCode,
        members: (members.get(t.id) ?? []).join(';'),
      })),
    ),
  )

  const unitRows = await selectUnitsForExport(db)
  files.set(
    'units.csv',
    csv(
      'units.csv',
      unitRows.map((u) => ({
        code: u.code,
        start: isoWithOffset(u.startAt, tz),
        type: u.type,
        ...named(u.names),
        event: u.eventCode,
        end: u.endAt ? isoWithOffset(u.endAt, tz) : null,
        venue: u.venueCode,
        status: u.scheduleStatus,
        medal: u.medal,
        organisation: u.organisationCode,
      })),
    ),
  )

  const resultRows = await selectResultsForExport(db)
  files.set(
    'results.csv',
    csv(
      'results.csv',
      resultRows.map((r) => ({
        unit: r.unitCode,
        rank: r.rank,
        athlete: r.teamId ? null : r.athleteId,
        team: r.teamId,
        result: r.result,
        irm: r.irm,
        qualification: r.qualification,
        detail: r.detail ? JSON.stringify(r.detail) : null,
      })),
    ),
  )

  const medalRows = await selectMedallistsForExport(db)
  files.set(
    'medallists.csv',
    csv(
      'medallists.csv',
      medalRows.map((m) => ({
        event: m.eventCode,
        medal: m.medal,
        organisation: m.organisationCode,
        athlete: m.athleteId,
        team: m.teamId,
      })),
    ),
  )
  const recordRows = await selectRecordRows(db)
  files.set(
    'records.csv',
    csv(
      'records.csv',
      recordRows.map((r) => ({
        event: r.eventCode,
        kind: r.kind,
        mark: r.mark,
        holder: r.holder,
        organisation: r.organisationCode,
        athlete: r.athleteId,
        team: r.teamId,
        date: r.date,
        unit: r.unitCode,
        previous_mark: r.previousMark,
        previous_holder: r.previousHolder,
        previous_date: r.previousDate,
      })),
    ),
  )
  return files
}

/** Every file of the bundle, content and competition structures (formats.json) included: path in the bundle → bytes, and the rows of each CSV or kind. */
export async function buildBundleFiles(
  db: Db,
  options: ExportOptions = {},
): Promise<{ files: Map<string, Uint8Array>; counts: Record<string, number> }> {
  const csvFiles = await buildBundle(db, options)
  const { content, files: contentFiles } = await exportContent(db, (await selectGamesTimeZone(db)) ?? 'UTC')
  const encoder = new TextEncoder()
  const files = new Map<string, Uint8Array>()
  const counts: Record<string, number> = {}
  for (const [file, { text, rows }] of csvFiles) {
    files.set(file, encoder.encode(text))
    counts[file] = rows
  }
  files.set(BUNDLE_CONTENT_FILE, encoder.encode(`${JSON.stringify(content, null, 2)}\n`))
  for (const kind of BUNDLE_CONTENT_KINDS) counts[contentCountKey(kind)] = content[kind]?.length ?? 0
  for (const [path, bytes] of contentFiles) files.set(path, bytes)
  const formats = await exportFormats(db)
  files.set(BUNDLE_FORMATS_FILE, encoder.encode(`${JSON.stringify(formats, null, 2)}\n`))
  counts[BUNDLE_FORMATS_FILE] = formats.events.length
  return { files, counts }
}

/** Writes the bundle into `folder` (created if needed); returns the number of rows of each file and content kind. */
export async function exportBundle(
  db: Db,
  folder: string,
  options: ExportOptions = {},
): Promise<Record<string, number>> {
  const { files, counts } = await buildBundleFiles(db, options)
  for (const [path, bytes] of files) {
    mkdirSync(dirname(join(folder, path)), { recursive: true })
    writeFileSync(join(folder, path), bytes)
  }
  return counts
}
