import { getTableName, is, type SQL, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { type Database, migrateDatabase, type Tx } from './client.ts'
import * as schema from './schema.ts'

/** Rows per INSERT, kept under PostgreSQL's 65,535 parameters whatever the width of the table. */
const MAX_PARAMETERS = 60_000
const MAX_ROWS_PER_INSERT = 1_000
/** Rows read from the source at a time (a cursor), so a large access log never sits in memory whole. */
const FETCH_ROWS = 2_000

export interface TableCount {
  table: string
  rows: number
}

export class TargetNotEmptyError extends Error {
  constructor(readonly counts: TableCount[]) {
    super(
      `The target already holds data (${counts
        .filter((c) => c.rows > 0)
        .map((c) => `${c.table}: ${c.rows}`)
        .join(', ')}); pass --force to replace it.`,
    )
  }
}

/**
 * Every table of the Drizzle schema, parents before children (foreign-key order): read from the schema, never
 * hand-listed, so a table added later is moved too.
 */
export function schemaTablesInForeignKeyOrder(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))
  const parents = new Map<string, Set<string>>()
  for (const table of tables) {
    const { name, foreignKeys } = getTableConfig(table)
    const set = parents.get(name) ?? new Set<string>()
    for (const fk of foreignKeys) {
      const parent = getTableName(fk.reference().foreignTable)
      if (parent !== name) set.add(parent)
    }
    parents.set(name, set)
  }
  const ordered: string[] = []
  const visiting = new Set<string>()
  const visit = (name: string) => {
    if (ordered.includes(name)) return
    if (visiting.has(name)) throw new Error(`foreign keys form a cycle through ${name}`)
    visiting.add(name)
    for (const parent of [...(parents.get(name) ?? [])].sort()) visit(parent)
    visiting.delete(name)
    ordered.push(name)
  }
  for (const name of [...parents.keys()].sort()) visit(name)
  return ordered
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`)

async function rows<Row>(db: Database['db'] | Tx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}

async function countRows(db: Database['db'] | Tx, tables: string[]): Promise<TableCount[]> {
  const counts: TableCount[] = []
  for (const table of tables) {
    const [row] = await rows<{ n: number | string }>(db, sql`select count(*)::int as n from ${ident(table)}`)
    counts.push({ table, rows: Number(row?.n ?? 0) })
  }
  return counts
}

interface Column {
  name: string
  type: string
}

/** Columns a row is written with, and their types: every stored column (generated ones the target computes). */
async function writableColumns(tx: Tx, table: string): Promise<Column[]> {
  return rows<Column>(
    tx,
    sql`select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
        where attrelid = ${`public."${table}"`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  )
}

/**
 * Copies every table of `source` into `target` (decision 058): both migrated first, the target written in one
 * transaction in foreign-key order, sequences set past the largest id, and the counts compared before commit.
 * Values travel as their text form, which every PostgreSQL type reads back exactly (json, bytea, arrays, times).
 * A target holding any row is refused unless `force`, which empties it in the same transaction.
 */
export async function moveDatabase(
  source: Database,
  target: Database,
  options: { force?: boolean; onTable?: (count: TableCount) => void } = {},
): Promise<TableCount[]> {
  await migrateDatabase(source)
  await migrateDatabase(target)
  const tables = schemaTablesInForeignKeyOrder()
  const unknown = (
    await rows<{ name: string }>(
      source.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  )
    .map((t) => t.name)
    .filter((name) => !tables.includes(name))
  if (unknown.length) throw new Error(`the source has tables the schema does not name: ${unknown.join(', ')}`)

  const sourceCounts = await countRows(source.db, tables)
  return target.db.transaction(async (tx) => {
    const existing = await countRows(tx, tables)
    if (existing.some((c) => c.rows > 0)) {
      if (!options.force) throw new TargetNotEmptyError(existing)
      await tx.execute(sql`truncate table ${sql.join(tables.map(ident), sql`, `)} restart identity cascade`)
    }
    await source.db.transaction(async (read) => {
      for (const table of tables) {
        const columns = await writableColumns(tx, table)
        await copyTable(read, tx, table, columns)
        const [moved] = await countRows(tx, [table])
        options.onTable?.({ table, rows: moved?.rows ?? 0 })
      }
    })
    await resetSequences(tx, tables)
    const moved = await countRows(tx, tables)
    const differ = moved.filter((m, i) => m.rows !== sourceCounts[i]?.rows)
    if (differ.length) throw new Error(`counts differ after the copy: ${differ.map((d) => d.table).join(', ')}`)
    return moved
  })
}

async function copyTable(read: Tx, write: Tx, table: string, columns: Column[]): Promise<void> {
  const select = sql.join(
    columns.map((c) => sql`${ident(c.name)}::text as ${ident(c.name)}`),
    sql`, `,
  )
  const cursor = sql.raw(`podium_move_${table.replaceAll(/\W/g, '_')}`)
  await read.execute(sql`declare ${cursor} no scroll cursor for select ${select} from ${ident(table)}`)
  const perInsert = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns.length)))
  const into = sql.join(
    columns.map((c) => ident(c.name)),
    sql`, `,
  )
  for (;;) {
    const batch = await rows<Record<string, string | null>>(
      read,
      sql`fetch ${sql.raw(String(FETCH_ROWS))} from ${cursor}`,
    )
    for (let start = 0; start < batch.length; start += perInsert) {
      const values = batch.slice(start, start + perInsert).map(
        (row) =>
          sql`(${sql.join(
            // As text, then read by the column type's own input: PGlite would otherwise encode a bytea parameter itself.
            columns.map((c) => sql`${row[c.name] ?? null}::text::${sql.raw(c.type)}`),
            sql`, `,
          )})`,
      )
      await write.execute(
        sql`insert into ${ident(table)} (${into}) overriding system value values ${sql.join(values, sql`, `)}`,
      )
    }
    if (batch.length < FETCH_ROWS) break
  }
  await read.execute(sql`close ${cursor}`)
}

/** Serial and identity columns: the next id after the largest copied, as if the rows had been written here. */
async function resetSequences(tx: Tx, tables: string[]): Promise<void> {
  for (const table of tables) {
    const owned = await rows<{ name: string; seq: string }>(
      tx,
      sql`select column_name as name, pg_get_serial_sequence(quote_ident(${table}), column_name) as seq
          from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
    )
    for (const { name, seq } of owned) {
      if (!seq) continue
      await tx.execute(
        sql`select setval(${seq}, coalesce(max(${ident(name)}), 1), max(${ident(name)}) is not null)
            from ${ident(table)}`,
      )
    }
  }
}
