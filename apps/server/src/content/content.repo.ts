/**
 * The content engine's SQL (issue 36, decision 102): one set of queries for every content kind, over the table its
 * registration names (content-tables.repo.ts). A stored row is read back as the kind's item — the domain's values by
 * field name (instants as ISO text), its id, order, version and time of change — so nothing above this file sees a
 * column.
 */
import { type AnyContentKind, choiceOptionsOf, type Locale } from '@podium/domain'
import { and, asc, count, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../db/client.ts'

/** The columns every content table has beside the kind's fields (an ordered kind's also has `sortOrder`). */
export interface StoredColumns {
  id: number
  version: number
  updatedAt: Date | null
}

/** A content kind and where it is stored: what the engine needs to serve it. */
export interface ContentTable<K extends AnyContentKind = AnyContentKind> {
  kind: K
  table: PgTable
  /** A field stored under another column than its name (the drizzle key), if any. */
  columns?: Readonly<Record<string, string>>
  /**
   * Whether the engine serves the kind's public read, `GET /<kind>` (all languages, in order); `false` when the kind
   * keeps an older public read of its own (the courses' per-language list, decision 043).
   */
  publicRead?: boolean
  /**
   * The picture the public sees while an image field has no upload (decision 108: a sponsor's generated wordmark),
   * for a field the kind declares `generated`; the engine answers the uploaded file's URL otherwise.
   */
  generatedImageUrl?: (field: string, item: StoredItem) => string
  /** Columns the engine reads with an item but never writes (decision 112: a route rule's hits). */
  readOnly?: readonly string[]
  /**
   * The kind's checks against its other items, in the write's transaction, before a create or an edit stores the
   * values (decision 112: a route rule's taken source or loop); it throws the refusal.
   */
  checkWrite?: (tx: Tx, id: number | null, values: ContentValues) => Promise<void>
  /**
   * Keys the kind's admin answer adds to an item (decision 112: a rule's hits, with those not yet written; decision
   * 113: whether a document is still scheduled at `now`, the games clock's).
   */
  answerExtras?: (db: Db, item: StoredItem, now: Date) => Record<string, unknown>
  /** Columns the engine never reads (decision 113: a document's bytes, which no list or audit row carries). */
  unread?: readonly string[]
  /** Columns the search reads beside the kind's search fields (decision 113: a document's file name). */
  alsoSearched?: readonly string[]
  /**
   * How the kind's `file` (decision 113), sent with the item's create or edit, is checked and stored: `problem` names
   * what is wrong with the bytes (a validation message, the `file` field's 400), `columns` the row's columns for them.
   */
  itemFile?: ItemFileStore
  /** Only these rows are the kind's, when it shares its table (videos beside the official photos in `media`). */
  scope?: SQL
  /** The lists' order when not the engine's (ordered: the organiser's; otherwise by filters, then title). */
  order?: readonly SQL[]
  /**
   * A kind whose row stores its values otherwise than a column a field (videos: a day and times stored as instants
   * in the games' time zone) converts them both ways; `fromRow` also gives the kind's `answers`.
   */
  codec?: ContentCodec
  /** The games' time zone, bound when the app mounts the kind (contentRoutes): a codec converts in it. */
  zone?: () => string
  /**
   * A condition the search also matches, given the escaped `%…%` pattern (decision 116: a ceremony whose event's code
   * or name holds the search).
   */
  search?: (pattern: string) => SQL
  /**
   * Keys the admin answer adds that other tables hold, in the reader's language, for a page of items at once, in
   * their order (decision 116: a ceremony's event and venue names).
   */
  answersOf?: (db: Db, items: readonly StoredItem[], locale: Locale) => Promise<readonly Record<string, unknown>[]>
  /** Columns a new item starts with, never edited (decision 118: a trivia's QR code, drawn once). */
  createdColumns?: () => Row
  /**
   * Values the kind keeps in other tables (decision 118: a trivia's questions and attempts' count; decision 117: a
   * transport line's departures, and its timetable PDF as an answer).
   */
  related?: RelatedValues
  /** The kind's refusal of a delete, in its transaction, the item locked (decision 118: a trivia somebody played). */
  checkDelete?: (tx: Tx, item: StoredItem) => Promise<void>
}

/**
 * Values a kind keeps outside its row (decision 118): read with its items (the list, the locked item of a write), and
 * written after its row in a create's or an edit's transaction (`before`: the stored item with them, null on create).
 * By the items' addresses: a keyed kind's are its key's values (decision 117: a transport line's code).
 */
export interface RelatedValues {
  read(db: Db | Tx, ids: readonly ItemId[]): Promise<ReadonlyMap<ItemId, Record<string, unknown>>>
  write(tx: Tx, id: ItemId, values: ContentValues, before: StoredItem | null): Promise<void>
}

/** An item's address: its id, or its key's value when the kind is addressed by a field (decision 117). */
export type ItemId = number | string

/** A kind's `file` (decision 113): the check of the sent bytes and the columns that store them. */
export interface ItemFileStore {
  problem(bytes: Uint8Array): string | undefined
  columns(bytes: Uint8Array, sentName: string): Row
}

/** A kind's values to its row's columns (by drizzle key) and back, in the games' time zone. */
export interface ContentCodec {
  toRow(values: ContentValues, zone: string): Row
  fromRow(row: Row, zone: string): Record<string, unknown>
  /** The list's filter on a field the codec stores otherwise (decision 116: a day as a range of instants), if any. */
  where?(field: string, value: string, zone: string): SQL | undefined
}

/**
 * One stored item as the engine hands it up: the kind's values by field name, and what every stored item carries
 * (`sortOrder` only for an ordered kind: an unordered kind's table has none, decision 106).
 */
export type StoredItem = Record<string, unknown> & {
  /**
   * The item's address: its id, or for a kind addressed by a field its key's value (decision 117: a transport line's
   * code, a string), which the engine only compares, prints and sends back to SQL; typed as the id every other kind's
   * hooks read.
   */
  id: number
  sortOrder?: number
  version: number
  updatedAt: string | null
}

/** The back office's query: a search, the kind's filters by field name, a page. */
export interface ContentPageQuery {
  q?: string | undefined
  filters?: Readonly<Record<string, string | undefined>>
  page: number
  pageSize: number
}

/** The values of a kind's fields, as its input schema outputs them. */
export type ContentValues = Record<string, unknown>

export type Row = Record<string, unknown>

function columnsOf(t: ContentTable): Record<string, PgColumn> {
  return getTableColumns(t.table) as Record<string, PgColumn>
}

/** The columns a read selects: all but the `unread` ones (a document's bytes). */
function selected(t: ContentTable): Record<string, PgColumn> {
  const all = { ...columnsOf(t) }
  for (const key of t.unread ?? []) delete all[key]
  return all
}

function keyOf(t: ContentTable, field: string): string {
  return t.columns?.[field] ?? field
}

function column(t: ContentTable, key: string): PgColumn {
  const found = columnsOf(t)[key]
  if (!found) throw new Error(`${t.kind.kind}: no column ${key}`)
  return found
}

/** The column an item is addressed by: `id`, or the kind's key (decision 117). */
const idColumn = (t: ContentTable) => column(t, keyOf(t, t.kind.key ?? 'id'))

const isInstant = (t: ContentTable, field: string) =>
  t.kind.fields.some((f) => f.name === field && f.widget === 'datetime')

function zoneOf(t: ContentTable): string {
  if (!t.zone) throw new Error(`${t.kind.kind}: its codec needs the games' time zone (mount it with contentRoutes)`)
  return t.zone()
}

/** A row as the kind's item: instants become ISO text (the schema's `datetime`). */
function itemOf(t: ContentTable, row: Row): StoredItem {
  const values: Record<string, unknown> = t.codec ? t.codec.fromRow(row, zoneOf(t)) : {}
  // An image field's value is its uploaded file's id (or null): the service answers it as a URL (decision 108).
  for (const { name } of t.codec ? [] : [...t.kind.fields, ...(t.kind.images ?? [])]) {
    const value = row[keyOf(t, name)]
    values[name] = value instanceof Date ? value.toISOString() : (value ?? null)
  }
  for (const key of t.readOnly ?? []) values[key] = row[key]
  const updatedAt = row.updatedAt
  return {
    id: row[keyOf(t, t.kind.key ?? 'id')] as number,
    ...values,
    ...(t.kind.ordered ? { sortOrder: row.sortOrder as number } : {}),
    version: row.version as number,
    updatedAt: updatedAt instanceof Date ? updatedAt.toISOString() : null,
  }
}

/** The kind's values as columns: instants become dates. */
function rowOf(t: ContentTable, values: ContentValues): Row {
  if (t.codec) return t.codec.toRow(values, zoneOf(t))
  const row: Row = {}
  for (const { name } of [...t.kind.fields, ...(t.kind.images ?? [])]) {
    if (!(name in values)) continue
    const value = values[name]
    row[keyOf(t, name)] = isInstant(t, name) && typeof value === 'string' ? new Date(value) : value
  }
  return row
}

/** The title as SQL text: a translated title's Portuguese, or a plain text title itself. */
function titleOf(t: ContentTable): SQL {
  const title = column(t, keyOf(t, t.kind.titleField))
  const plain = t.kind.fields.some((f) => f.name === t.kind.titleField && f.widget === 'text')
  return plain ? sql`${title}` : sql`${title}->>'pt'`
}

/** A group's place in the choice's options (a sponsor's tier: master first), as SQL. */
function groupRank(t: ContentTable, field: string): SQL {
  const options = choiceOptionsOf(t.kind, field).map((option) => sql`${option}`)
  return sql`array_position(array[${sql.join(options, sql`, `)}]::text[], ${column(t, keyOf(t, field))})`
}

/**
 * The order of the public list and the back office's: the organiser's order (within each group, the groups in their
 * options' order, when the kind orders within a field, decision 108); or, for an unordered kind, grouped by its
 * filters' values, then the Portuguese title; then id.
 */
function orderOf(t: ContentTable): SQL[] {
  if (t.order) return [...t.order]
  const id = asc(column(t, 'id'))
  const within = t.kind.orderedWithin
  if (t.kind.ordered && within) return [asc(groupRank(t, within)), asc(column(t, 'sortOrder')), asc(titleOf(t)), id]
  if (t.kind.ordered) return [asc(column(t, 'sortOrder')), id]
  const groups = (t.kind.filters ?? []).map((name: string) => asc(column(t, keyOf(t, name))))
  return [...groups, asc(titleOf(t)), id]
}

/** Only the items of a group (an ordered kind's `orderedWithin` value), or every item. */
function inGroup(t: ContentTable, group: string | undefined): SQL | undefined {
  const within = t.kind.orderedWithin
  return within && group !== undefined ? eq(column(t, keyOf(t, within)), group) : undefined
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * One page of the back office's list, searched in the search fields (the title's every language when the kind names
 * none) and narrowed by the kind's filters (a filter absent from the query is every value).
 */
export async function selectContentPage(
  db: Db,
  t: ContentTable,
  query: ContentPageQuery,
): Promise<{ items: StoredItem[]; total: number }> {
  const searched: readonly string[] = [...(t.kind.searchFields ?? [t.kind.titleField]), ...(t.alsoSearched ?? [])]
  const q = query.q
  const search = q
    ? or(
        ...searched.map((name) => sql`${column(t, keyOf(t, name))}::text ilike ${likePattern(q)}`),
        t.search?.(likePattern(q)),
      )
    : undefined
  // The discipline and day filters (decisions 111, 116) narrow like a choice filter, but do not group the list.
  const filterFields: string[] = [
    ...(t.kind.filters ?? []),
    ...(t.kind.disciplineFilter ? [t.kind.disciplineFilter] : []),
    ...(t.kind.dayFilter ? [t.kind.dayFilter] : []),
  ]
  const filtered = filterFields.flatMap((name) => {
    const value = query.filters?.[name]
    if (value === undefined) return []
    // A yes-or-no filter arrives as `true` or `false` (decision 118).
    const isBoolean = t.kind.fields.some((f) => f.name === name && f.widget === 'boolean')
    return [
      t.codec?.where?.(name, value, zoneOf(t)) ?? eq(column(t, keyOf(t, name)), isBoolean ? value === 'true' : value),
    ]
  })
  const where = and(t.scope, search, ...filtered)
  const [counted] = await db.select({ n: count() }).from(t.table).where(where)
  const rows = await db
    .select(selected(t))
    .from(t.table)
    .where(where)
    .orderBy(...orderOf(t))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { items: (rows as Row[]).map((row) => itemOf(t, row)), total: counted?.n ?? 0 }
}

/** Every item in order (the public list). */
export async function selectAllContent(db: Db | Tx, t: ContentTable): Promise<StoredItem[]> {
  const rows = await db
    .select(selected(t))
    .from(t.table)
    .where(t.scope)
    .orderBy(...orderOf(t))
  return (rows as Row[]).map((row) => itemOf(t, row))
}

/** Every item in order (of one group, when the kind orders within one), locked until the transaction ends (a move renumbers them). */
export async function selectAllContentForUpdate(tx: Tx, t: ContentTable, group?: string): Promise<StoredItem[]> {
  const rows = await tx
    .select(selected(t))
    .from(t.table)
    .where(and(t.scope, inGroup(t, group)))
    .orderBy(...orderOf(t))
    .for('update')
  return (rows as Row[]).map((row) => itemOf(t, row))
}

/** The next place at the end of the order (of the group, when the kind orders within one). */
export async function nextContentSortOrder(tx: Tx, t: ContentTable, group?: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${column(t, 'sortOrder')})` })
    .from(t.table)
    .where(inGroup(t, group))
  return (row?.max ?? 0) + 1
}

export async function selectContentForUpdate(tx: Tx, t: ContentTable, id: ItemId): Promise<StoredItem | undefined> {
  const [row] = await tx
    .select(selected(t))
    .from(t.table)
    .where(and(t.scope, eq(idColumn(t), id)))
    .for('update')
  return row ? itemOf(t, row as Row) : undefined
}

export async function insertContent(
  tx: Tx,
  t: ContentTable,
  values: ContentValues,
  sortOrder: number,
  at: Date,
  /** Columns written as they are (a kind's `file`, decision 113). */
  columns: Row = {},
): Promise<StoredItem> {
  const stored = {
    ...rowOf(t, values),
    ...columns,
    ...(t.kind.ordered ? { sortOrder } : {}),
    version: 1,
    updatedAt: at,
  }
  const [row] = await tx
    .insert(t.table)
    // The registration checked the table against the kind's fields (content-tables.repo.ts); drizzle cannot here.
    .values(stored as never)
    .returning(selected(t))
  if (!row) throw new Error(`${t.kind.entity} not inserted`)
  return itemOf(t, row as Row)
}

/**
 * Inserts many new items at once, in chunks, reading nothing back (decision 119: a bundle import replacing a kind whole,
 * as fast as the import's own bulk inserts were): each with its values, its order and its columns written as they are.
 */
export async function insertContentMany(
  tx: Tx,
  t: ContentTable,
  items: readonly { values: ContentValues; sortOrder: number; columns?: Row | undefined }[],
  at: Date,
): Promise<void> {
  const rows = items.map(({ values, sortOrder, columns }) => ({
    ...rowOf(t, values),
    ...columns,
    ...(t.kind.ordered ? { sortOrder } : {}),
    version: 1,
    updatedAt: at,
  }))
  // Bounded so one statement's parameters stay well under PostgreSQL's 65,535; a kind whose row holds a file (a
  // document's PDF, up to 10 MB) one row at a time, so no statement carries many files' bytes.
  const chunk = t.itemFile ? 1 : 200
  for (let start = 0; start < rows.length; start += chunk) {
    await tx.insert(t.table).values(rows.slice(start, start + chunk) as never)
  }
}

/** Writes the values given (and/or the order), a new version and the time of change. */
export async function updateContent(
  tx: Tx,
  t: ContentTable,
  id: ItemId,
  change: { values?: ContentValues; sortOrder?: number; columns?: Row | undefined },
  at: Date,
): Promise<StoredItem> {
  const version = sql`${column(t, 'version')} + 1`
  const set: Row = { ...rowOf(t, change.values ?? {}), ...change.columns, version, updatedAt: at }
  if (change.sortOrder !== undefined) set.sortOrder = change.sortOrder
  const [row] = await tx
    .update(t.table)
    .set(set as never)
    .where(eq(idColumn(t), id))
    .returning(selected(t))
  if (!row) throw new Error(`${t.kind.entity} not updated`)
  return itemOf(t, row as Row)
}

export async function deleteContent(tx: Tx, t: ContentTable, id: ItemId): Promise<void> {
  await tx.delete(t.table).where(eq(idColumn(t), id))
}

/** Removes every item of the kind (a bundle that carries the kind replaces it whole, decision 045). */
export async function deleteAllContent(tx: Tx, t: ContentTable): Promise<void> {
  await tx.delete(t.table).where(t.scope)
}
