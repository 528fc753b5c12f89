/**
 * `exportBundle(db, folder)`: writes the games in the database as a CSV bundle (docs/import-format.md) that
 * importBundle reads back. A name is written in one language in `name` and, in `name_en` … `name_az`, in each
 * language where it differs (decision 025), so nothing is lost; date-times in the games' time zone with its offset. Rows come in a fixed order, so exporting the same data twice gives the same
 * bytes. Non-competition items keep no discipline and units no phase: the bundle has no column for them.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  BUNDLE_COLUMNS,
  type BundleFile,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type LocalizedText,
  timeZoneOffsetMinutes,
} from '@podium/domain'
import { stringify } from 'csv-stringify/sync'
import { asc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  athletes,
  events,
  games,
  medallists,
  organisations,
  results,
  teamMembers,
  teams,
  units,
  venues,
} from '../../db/schema.ts'
import { append } from './bundle-children.ts'

type Cell = string | number | null | undefined

/** `2026-07-14T09:30:00-03:00`: the wall-clock time in the zone and its offset (milliseconds only when set). */
export function isoWithOffset(at: Date, timeZone: string): string {
  const offset = timeZoneOffsetMinutes(timeZone, at)
  const local = new Date(at.getTime() + offset * 60_000).toISOString()
  const clock = at.getUTCMilliseconds() ? local.slice(0, 23) : local.slice(0, 19)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${clock}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

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
  const [game] = await db.select({ timeZone: games.timeZone }).from(games).limit(1)
  const tz = game?.timeZone ?? 'UTC'
  const files = new Map<BundleFile, BundleText>()

  const orgRows = await db.select().from(organisations).orderBy(asc(organisations.code))
  files.set(
    'organisations.csv',
    csv(
      'organisations.csv',
      orgRows.map((o) => ({ code: o.code, ...named(o.names), country_iso2: o.countryIso2 })),
    ),
  )

  const venueRows = await db.select().from(venues).orderBy(asc(venues.sortOrder), asc(venues.code))
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

  const athleteRows = await db.select().from(athletes).orderBy(asc(athletes.id))
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

  const eventRows = await db.select().from(events).orderBy(asc(events.sortOrder), asc(events.code))
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

  const teamRows = await db.select().from(teams).orderBy(asc(teams.id))
  const memberRows = await db.select().from(teamMembers).orderBy(asc(teamMembers.teamId), asc(teamMembers.athleteId))
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

  const unitRows = await db.select().from(units).orderBy(asc(units.startAt), asc(units.sortOrder), asc(units.code))
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

  const resultRows = await db
    .select()
    .from(results)
    .orderBy(asc(results.unitCode), asc(results.sortOrder), asc(results.id))
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
      })),
    ),
  )

  const medalRows = await db
    .select()
    .from(medallists)
    .orderBy(
      asc(medallists.eventCode),
      sql`case ${medallists.medal} when 'GOLD' then 0 when 'SILVER' then 1 else 2 end`,
      asc(medallists.organisationCode),
      asc(medallists.teamId),
      asc(medallists.athleteId),
    )
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
  return files
}

/** Writes the bundle into `folder` (created if needed); returns the number of data rows of each file. */
export async function exportBundle(
  db: Db,
  folder: string,
  options: ExportOptions = {},
): Promise<Record<BundleFile, number>> {
  const files = await buildBundle(db, options)
  mkdirSync(folder, { recursive: true })
  const counts = {} as Record<BundleFile, number>
  for (const [file, { text, rows }] of files) {
    writeFileSync(join(folder, file), text)
    counts[file] = rows
  }
  return counts
}
