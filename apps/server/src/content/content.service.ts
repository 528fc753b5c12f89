/**
 * The content engine's writes and reads (issue 36, decision 102), the same for every content kind: each write is one
 * transaction with its audit row (`<entity>.create`, `.update`, `.move`, `.delete`) and one live event of kind
 * `content` naming the kind, which drops the kind's read models on every instance (live/invalidation.ts).
 */
import {
  ADMIN_PAGE_SIZE,
  type ContentEntityName,
  DEFAULT_LOCALE,
  imageAnswerKeys,
  type Locale,
  missingContentLocales,
  nounOf,
} from '@podium/domain'
import type { AppContext } from '../context.ts'
import type { Db, Tx } from '../db/client.ts'
import { insertAudit } from '../features/audit/index.ts'
import { fileStoreOf, fileUrl, type NewStoredFile } from '../features/files/index.ts'
import type { Actor } from '../http/auth.ts'
import { conflict, notFound } from '../http/errors.ts'
import { publishLiveEvent } from '../live/journal.ts'
import {
  type ContentTable,
  type ContentValues,
  deleteAllContent,
  deleteContent,
  type ItemId,
  insertContent,
  insertContentMany,
  nextContentSortOrder,
  type Row,
  type StoredItem,
  selectAllContent,
  selectAllContentForUpdate,
  selectContentForUpdate,
  selectContentPage,
  updateContent,
} from './content.repo.ts'
import { checkContentReferences } from './content-references.ts'

/** An item as the back office reads it: the stored item and the languages its translated fields lack. */
export type AdminContentItem = StoredItem & { missing: string[] }

type Change = 'created' | 'updated' | 'deleted'

/** A write's `withItem` images by field (decision 111): the upload's files, null to remove, undefined to keep. */
export type ImageUploads = Readonly<Record<string, readonly NewStoredFile[] | null | undefined>>
/** The image fields' stored values (the uploaded file's id, or null). */
type ImageValues = Record<string, string | null>
/** What a write carries beside its values (decisions 111, 113): its `withItem` images, its `file`'s columns. */
export interface ItemUploads {
  images?: ImageUploads
  /** The columns of the kind's `file` (content.repo.ts `ItemFileStore`), when one was sent. */
  file?: Row | undefined
}

/**
 * A `withItem` upload's values: its first size's file id under the field, and each size's under `<field>.<size>` for
 * a codec that stores the sizes apart (a photo's thumbnail, decision 114); null removes the image.
 */
function uploadValues(field: string, files: readonly NewStoredFile[] | null): ImageValues {
  const values: ImageValues = { [field]: files?.[0]?.id ?? null }
  for (const file of files ?? []) values[`${field}.${file.variant}`] = file.id
  return values
}

/**
 * An item as answered: each image field's file id becomes its `<name>Url` (the file, or the registration's generated
 * picture, or null) and `has<Name>` (decision 108).
 */
function answerOf(t: ContentTable, item: StoredItem): StoredItem {
  const answer: StoredItem = { ...item }
  for (const { name } of t.kind.images ?? []) {
    const fileId = item[name]
    const keys = imageAnswerKeys(name)
    delete answer[name]
    answer[keys.url] = typeof fileId === 'string' ? fileUrl(fileId) : (t.generatedImageUrl?.(name, item) ?? null)
    answer[keys.has] = typeof fileId === 'string'
  }
  return answer
}

/** Items with the values their kind keeps in other tables (decision 118), if it keeps any. */
async function withRelated(db: Db | Tx, t: ContentTable, items: StoredItem[]): Promise<StoredItem[]> {
  if (!t.related || items.length === 0) return items
  const related = await t.related.read(
    db,
    items.map((item) => item.id),
  )
  return items.map((item) => ({ ...item, ...related.get(item.id) }))
}

const adminItemOf = (ctx: AppContext, t: ContentTable, item: StoredItem): AdminContentItem => ({
  ...answerOf(t, item),
  missing: missingContentLocales(t.kind, item),
  ...t.answerExtras?.(ctx.database.db, item, ctx.clock.now()),
})

/** Items as the back office reads them, with what the registration adds from other tables (decision 116). */
async function adminItemsOf(ctx: AppContext, t: ContentTable, items: readonly StoredItem[], locale: Locale) {
  const more = await t.answersOf?.(ctx.database.db, items, locale)
  return items.map((item, i): AdminContentItem => ({ ...adminItemOf(ctx, t, item), ...more?.[i] }))
}

async function adminOneOf(ctx: AppContext, t: ContentTable, item: StoredItem, locale: Locale) {
  const [answer] = await adminItemsOf(ctx, t, [item], locale)
  return answer as AdminContentItem
}

/** The uploaded files of an item's image fields (deleted with it, or when replaced). */
const imageFilesOf = (t: ContentTable, item: StoredItem): string[] =>
  (t.kind.images ?? []).map(({ name }) => item[name]).filter((id): id is string => typeof id === 'string')

/** The group an item is ordered within (its `orderedWithin` field's value), if the kind orders within one. */
const groupOf = (t: ContentTable, values: ContentValues): string | undefined =>
  t.kind.orderedWithin ? String(values[t.kind.orderedWithin]) : undefined

const notFoundIn = (t: ContentTable, id: ItemId) => notFound(`No ${nounOf(t.kind)} with id ${id}.`)

/** What the audit row keeps of an item: its values, order and version. */
function audited({ id: _id, updatedAt: _updatedAt, ...kept }: StoredItem) {
  return kept
}

/** The kind's values of an input (its schema's output; `version` and anything else left out). */
function valuesOf(t: ContentTable, input: ContentValues): ContentValues {
  return Object.fromEntries(t.kind.fields.map(({ name }) => [name, input[name] ?? null]))
}

/**
 * The kind's audit entity: its `auditEntity` (videos: `media`, one of the audit log's entities) or its `entity` (every
 * registered kind is one of CONTENT_KINDS, content-tables.repo.ts).
 */
const entityOf = (t: ContentTable) => (t.kind.auditEntity ?? t.kind.entity) as ContentEntityName | 'media'

/** One audit row of a change to an item. */
const audit = (tx: Tx, t: ContentTable, actor: Actor, action: string, id: ItemId, before: unknown, after: unknown) =>
  insertAudit(tx, actor, entityOf(t), `${t.kind.entity}.${action}`, String(id), before, after)

const announce = (tx: Tx, t: ContentTable, id: ItemId, change: Change) =>
  publishLiveEvent(tx, 'content', { kind: t.kind.kind, id, change })

export async function listAdminContent(
  ctx: AppContext,
  t: ContentTable,
  query: { q?: string | undefined; page: number; pageSize?: number | undefined } & Record<string, unknown>,
  locale: Locale = DEFAULT_LOCALE,
) {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  // The kind's filters arrive by field name, checked against the field's options by the kind's query schema.
  const filters = Object.fromEntries((t.kind.filters ?? []).map((name: string) => [name, query[name] as string]))
  // The discipline filter arrives as `?discipline=` (decision 111), checked as a discipline code by the query schema.
  if (t.kind.disciplineFilter) filters[t.kind.disciplineFilter] = query.discipline as string
  // The day filter arrives as `?day=` (decision 116), checked as a day by the query schema.
  if (t.kind.dayFilter) filters[t.kind.dayFilter] = query.day as string
  const page = await selectContentPage(ctx.database.db, t, {
    q: query.q,
    filters,
    page: query.page,
    pageSize,
  })
  const items = await withRelated(ctx.database.db, t, page.items)
  return { items: await adminItemsOf(ctx, t, items, locale), total: page.total, page: query.page, pageSize }
}

/** The public list: every item, in order, with every language. */
export async function listPublicContent(ctx: AppContext, t: ContentTable): Promise<{ items: StoredItem[] }> {
  const items = await selectAllContent(ctx.database.db, t)
  return { items: items.map((item) => answerOf(t, item)) }
}

/**
 * Stores a new item inside the caller's transaction, last in the order when the kind is ordered, with its audit row
 * and live event: the one insert path, for the back office and the bundle import alike.
 */
export async function createContentIn(
  tx: Tx,
  t: ContentTable,
  actor: Actor,
  input: ContentValues,
  at: Date,
  images: ImageValues = {},
  fileColumns: Row = {},
): Promise<StoredItem> {
  const values = { ...valuesOf(t, input), ...images }
  await t.checkWrite?.(tx, null, values)
  const sortOrder = t.kind.ordered ? await nextContentSortOrder(tx, t, groupOf(t, values)) : 0
  const row = await insertContent(tx, t, values, sortOrder, at, { ...t.createdColumns?.(), ...fileColumns })
  await t.related?.write(tx, row.id, values, null)
  const [item = row] = await withRelated(tx, t, [row])
  await audit(tx, t, actor, 'create', item.id, null, audited(item))
  await announce(tx, t, item.id, 'created')
  return item
}

/**
 * A new item from the back office. Its `withItem` images' uploads (decision 111), if any, are stored in the same
 * transaction, after the checks of its references.
 */
export async function createContent(
  ctx: AppContext,
  t: ContentTable,
  actor: Actor,
  input: ContentValues,
  uploads: ItemUploads = {},
  locale: Locale = DEFAULT_LOCALE,
): Promise<AdminContentItem> {
  const store = fileStoreOf(ctx)
  const item = await ctx.database.db.transaction(async (tx) => {
    await checkContentReferences(ctx, tx, t, input)
    const images: ImageValues = {}
    for (const [field, files] of Object.entries(uploads.images ?? {})) {
      if (!files) continue
      await store.put(tx, files)
      Object.assign(images, uploadValues(field, files))
    }
    return createContentIn(tx, t, actor, input, ctx.clock.now(), images, uploads.file)
  })
  return adminOneOf(ctx, t, item, locale)
}

/**
 * Replaces every item of the kind with these values, in this order, inside the caller's transaction: a bundle import
 * (decision 045), whose values its content.json parsed with the kind's own schema. The same insert as the back
 * office's; the import's audit row and its `reset` live event stand for the items' own.
 */
export async function replaceContentIn(
  tx: Tx,
  t: ContentTable,
  items: readonly ContentValues[],
  at: Date,
  /** Each item's stored images and `file` columns, by its index (decision 119: a bundle's logos, photos and PDFs). */
  uploads: readonly ImportedUploads[] = [],
) {
  await deleteAllContent(tx, t)
  const rows = items.map((values, index) => {
    const { images = {}, columns = {} } = uploads[index] ?? {}
    return { values: { ...valuesOf(t, values), ...images }, sortOrder: t.kind.ordered ? index + 1 : 0, columns }
  })
  await insertContentMany(tx, t, rows, at)
}

/**
 * What an imported item stores beside its values: its images' file ids by field (`photo`, and a codec's `photo.thumb`),
 * already put in the file store, and the columns of its `file` (and any other column the kind reads but never writes,
 * such as a document's unit).
 */
export interface ImportedUploads {
  images?: ImageValues
  columns?: Row
}

/** Every item's values, in order, as the kind's input takes them (what a bundle export writes). */
export async function contentValuesIn(db: Db | Tx, t: ContentTable): Promise<ContentValues[]> {
  const items = await selectAllContent(db, t)
  return items.map((item) => valuesOf(t, item))
}

/**
 * Every stored item in order, with its images' file ids and its read-only columns beside its values (decision 119:
 * a bundle export writes the images and a document's file name; an import deletes the files of what it replaces).
 */
export function storedContentIn(db: Db | Tx, t: ContentTable): Promise<StoredItem[]> {
  return selectAllContent(db, t)
}

/** The uploaded files of the items' images (an import that replaces a kind deletes them with its items). */
export const contentImageFiles = (t: ContentTable, items: readonly StoredItem[]): string[] =>
  items.flatMap((item) => imageFilesOf(t, item))

/**
 * Edits an item; an edit made on an older version is refused (409, decision 036). An item moved to another group of
 * its kind's order goes last there.
 */
export async function updateContentItem(
  ctx: AppContext,
  t: ContentTable,
  actor: Actor,
  id: ItemId,
  input: ContentValues & { version: number },
  uploads: ItemUploads = {},
  locale: Locale = DEFAULT_LOCALE,
): Promise<AdminContentItem> {
  const store = fileStoreOf(ctx)
  const item = await ctx.database.db.transaction(async (tx) => {
    const before = await lockedAt(tx, t, id, input.version)
    await checkContentReferences(ctx, tx, t, input)
    // A `withItem` image (decision 111): a new upload replaces it, null removes it, absent keeps it.
    const images: ImageValues = {}
    const replaced: string[] = []
    for (const [field, files] of Object.entries(uploads.images ?? {})) {
      if (files === undefined) continue
      if (files) await store.put(tx, files)
      Object.assign(images, uploadValues(field, files))
      const old = before[field]
      if (typeof old === 'string') replaced.push(old)
    }
    const values = { ...valuesOf(t, input), ...images }
    // A kind's key is fixed once created (decision 117): an edit never writes it.
    if (t.kind.key) delete values[t.kind.key]
    await t.checkWrite?.(tx, before.id, values)
    const group = groupOf(t, values)
    const regrouped = group !== undefined && group !== groupOf(t, before)
    const sortOrder = regrouped ? await nextContentSortOrder(tx, t, group) : undefined
    const row = await updateContent(tx, t, id, { values, sortOrder, columns: uploads.file }, ctx.clock.now())
    await t.related?.write(tx, id, values, before)
    const [after = row] = await withRelated(tx, t, [row])
    if (replaced.length > 0) await store.deleteGroupsOf(tx, replaced)
    await audit(tx, t, actor, 'update', id, audited(before), audited(after))
    await announce(tx, t, id, 'updated')
    return after
  })
  return adminOneOf(ctx, t, item, locale)
}

/**
 * Moves an item one place up or down: the list (its group's, when the kind orders within one) is renumbered 1, 2, 3…
 * in its current order with the two swapped (only items whose number changes get a new version). At the top or
 * bottom already, nothing changes.
 */
export async function moveContentItem(
  ctx: AppContext,
  t: ContentTable,
  actor: Actor,
  id: ItemId,
  move: { direction: 'up' | 'down'; version: number },
  locale: Locale = DEFAULT_LOCALE,
): Promise<AdminContentItem> {
  const item = await ctx.database.db.transaction(async (tx) => {
    const before = await lockedAt(tx, t, id, move.version)
    const all = await selectAllContentForUpdate(tx, t, groupOf(t, before))
    const at = all.findIndex((row) => row.id === id)
    const other = move.direction === 'up' ? at - 1 : at + 1
    if (other < 0 || other >= all.length) return before
    const order = [...all]
    ;[order[at], order[other]] = [order[other] as StoredItem, order[at] as StoredItem]
    let moved = before
    for (const [index, row] of order.entries()) {
      if (row.sortOrder === index + 1) continue
      const updated = await updateContent(tx, t, row.id, { sortOrder: index + 1 }, ctx.clock.now())
      if (row.id === id) moved = updated
      await audit(tx, t, actor, 'move', row.id, audited(row), audited(updated))
    }
    await announce(tx, t, id, 'updated')
    const [answered = moved] = await withRelated(tx, t, [moved])
    return answered
  })
  return adminOneOf(ctx, t, item, locale)
}

export async function deleteContentItem(
  ctx: AppContext,
  t: ContentTable,
  actor: Actor,
  id: ItemId,
  version: number,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const before = await lockedAt(tx, t, id, version)
    await t.checkDelete?.(tx, before)
    await deleteContent(tx, t, id)
    // Its images go with it (the row's reference to them is gone first).
    const files = imageFilesOf(t, before)
    if (files.length > 0) await fileStoreOf(ctx).deleteGroupsOf(tx, files)
    await audit(tx, t, actor, 'delete', id, audited(before), null)
    await announce(tx, t, id, 'deleted')
  })
}

/**
 * Sets (an uploaded image, decision 042) or removes (null) an item's image field, after the version check. The old
 * image's files are deleted in the same transaction, so a replaced image leaves nothing behind and a refused write
 * leaves the old one in place. Audited as `<entity>.<field>` or `<entity>.<field>-remove` (`sponsor.logo`).
 */
export async function setContentImage(
  ctx: AppContext,
  t: ContentTable,
  actor: Actor,
  id: ItemId,
  field: string,
  version: number,
  image: readonly NewStoredFile[] | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<AdminContentItem> {
  const store = fileStoreOf(ctx)
  const item = await ctx.database.db.transaction(async (tx) => {
    const before = await lockedAt(tx, t, id, version)
    if (image) await store.put(tx, image)
    const after = await updateContent(tx, t, id, { values: { [field]: image?.[0]?.id ?? null } }, ctx.clock.now())
    const old = before[field]
    if (typeof old === 'string') await store.deleteGroupsOf(tx, [old])
    await audit(tx, t, actor, image ? field : `${field}-remove`, id, audited(before), audited(after))
    await announce(tx, t, id, 'updated')
    return after
  })
  return adminOneOf(ctx, t, item, locale)
}

/** The item, locked for the transaction, if it exists at that version (404, then 409). */
async function lockedAt(tx: Tx, t: ContentTable, id: ItemId, version: number): Promise<StoredItem> {
  const before = await selectContentForUpdate(tx, t, id)
  if (!before) throw notFoundIn(t, id)
  if (before.version !== version) throw conflict()
  const [item = before] = await withRelated(tx, t, [before])
  return item
}
