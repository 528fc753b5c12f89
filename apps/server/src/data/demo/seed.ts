/**
 * Writes the demo games into an empty database, all in one transaction. Seeding a database that already holds
 * games is refused (an error, nothing written): the demo never overwrites real or earlier data.
 */
import { validateEventFormat } from '@podium/domain'
import { sql } from 'drizzle-orm'
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/client.ts'
import * as schema from '../../db/schema.ts'
import { upsertEventFormat } from '../../features/structure/event-format.repo.ts'
import { generateDemo } from './generate.ts'

export interface SeedDemoOptions {
  /** YYYY-MM-DD in the games' time zone: it becomes day 4 of 10. */
  today: string
  /** Default 2026. */
  seed?: number
  /** The time of day the games stand at, minutes after midnight (default 11:00; generate.ts). */
  nowMinutes?: number
}

export interface DemoSummary {
  disciplines: number
  organisations: number
  athletes: number
  teams: number
  events: number
  /** Every schedule item: competition units and non-competition items. */
  units: number
  venues: number
  medallists: number
  documents: number
  /** Events with a stored competition structure. */
  formats: number
}

export class DatabaseNotEmptyError extends Error {
  constructor() {
    super('The database already holds games; the demo is only seeded into an empty database.')
    this.name = 'DatabaseNotEmptyError'
  }
}

/** Multi-row inserts of this many rows: few round trips, well under PostgreSQL's 65,535 parameters. */
const BATCH = 500

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[], batch = BATCH): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) await tx.insert(table).values(rows.slice(i, i + batch))
}

/** Tables whose ids the generator sets (URLs embed them): move their sequences past the ids used. */
const EXPLICIT_IDS = ['sponsors', 'ambassadors', 'courses', 'media', 'trivia', 'certificates'] as const

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.games.id }).from(schema.games).limit(1)
  return rows.length === 0
}

export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<DemoSummary> {
  const data = await generateDemo(options)
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: schema.games.id }).from(schema.games).limit(1)
    if (existing.length > 0) throw new DatabaseNotEmptyError()
    await tx.insert(schema.games).values(data.games)
    await insertAll(tx, schema.appSettings, data.appSettings)
    await insertAll(tx, schema.disciplines, data.disciplines)
    await insertAll(tx, schema.organisations, data.organisations)
    await insertAll(tx, schema.venues, data.venues)
    await insertAll(tx, schema.events, data.events)
    await insertAll(tx, schema.phases, data.phases)
    for (const format of data.formats) {
      // A demo format the domain refuses is a bug in the generator: fail the seed rather than store it.
      const problems = validateEventFormat(format)
      if (problems.length > 0) throw new Error(`${format.eventCode}: ${JSON.stringify(problems.slice(0, 3))}`)
      await upsertEventFormat(tx, format)
    }
    await insertAll(tx, schema.units, data.units)
    await insertAll(tx, schema.athletes, data.athletes)
    await insertAll(tx, schema.teams, data.teams)
    await insertAll(tx, schema.teamMembers, data.teamMembers)
    await insertAll(tx, schema.entries, data.entries)
    await insertAll(tx, schema.startListEntries, data.startListEntries)
    await insertAll(tx, schema.results, data.results)
    await insertAll(tx, schema.records, data.records)
    await insertAll(tx, schema.playByPlay, data.playByPlay)
    await insertAll(tx, schema.medallists, data.medallists)
    await insertAll(tx, schema.awardCeremonies, data.awardCeremonies)
    await insertAll(tx, schema.places, data.places)
    await insertAll(tx, schema.transportLines, data.transportLines)
    await insertAll(tx, schema.transportDepartures, data.transportDepartures)
    // PDFs are a few KB each: smaller batches keep each statement small.
    await insertAll(tx, schema.documents, data.documents, 25)
    await insertAll(tx, schema.sponsors, data.sponsors)
    await insertAll(tx, schema.ambassadors, data.ambassadors)
    await insertAll(tx, schema.courses, data.courses)
    await insertAll(tx, schema.volunteerInfo, data.volunteerInfo)
    await insertAll(tx, schema.media, data.media)
    await insertAll(tx, schema.trivia, data.trivia)
    await insertAll(tx, schema.triviaQuestions, data.triviaQuestions)
    await insertAll(tx, schema.certificates, data.certificates)
    for (const table of EXPLICIT_IDS) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`,
      )
    }
  })
  return {
    disciplines: data.disciplines.length,
    organisations: data.organisations.length,
    athletes: data.athletes.length,
    teams: data.teams.length,
    events: data.events.length,
    units: data.units.length,
    venues: data.venues.length,
    medallists: data.medallists.length,
    documents: data.documents.length,
    formats: data.formats.length,
  }
}
