import { type DocumentDto, type DocumentKind, type DocumentsQuery, type Locale, localize } from '@podium/domain'
import { and, asc, desc, eq, gt, lte, min, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { disciplines, documents } from '../../db/schema.ts'

/** Every column but the file's bytes: lists, locks and audit rows never carry them. */
export const DOCUMENT_META = {
  id: documents.id,
  kind: documents.kind,
  titles: documents.titles,
  disciplineCode: documents.disciplineCode,
  unitCode: documents.unitCode,
  priority: documents.priority,
  publishedAt: documents.publishedAt,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
}

export const documentUrl = (id: number, fileName: string) => `/api/v1/documents/${id}/${encodeURIComponent(fileName)}`

/**
 * A discipline given by key ('swimming', '3x3-basketball') or code ('SWM', 'bk3'), among the disciplines Podium
 * holds (decision 068); undefined when it names none.
 */
export async function disciplineCodeOf(db: Db, value: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: disciplines.code })
    .from(disciplines)
    .where(or(eq(disciplines.key, value), eq(disciplines.code, value.toUpperCase())))
    .limit(1)
  return row?.code
}

type MetaRow = { [K in keyof typeof DOCUMENT_META]: (typeof documents.$inferSelect)[K] }

export function toDocumentDto(r: MetaRow, locale: Locale): DocumentDto {
  return {
    id: r.id,
    kind: r.kind as DocumentKind,
    title: localize(r.titles, locale),
    disciplineCode: r.disciplineCode,
    unitCode: r.unitCode,
    priority: r.priority,
    publishedAt: r.publishedAt.toISOString(),
    fileName: r.fileName,
    mimeType: r.mimeType,
    sizeBytes: r.sizeBytes,
    url: documentUrl(r.id, r.fileName),
  }
}

/** Published by `now` on the games clock: a document scheduled for later is not public yet (decision 039). */
const publishedBy = (now: Date) => lte(documents.publishedAt, now)

/**
 * Metadata only, never the bytes, of the documents published by `now`. The title filter matches the title in the
 * request's language.
 */
export async function listDocuments(
  db: Db,
  locale: Locale,
  query: Omit<DocumentsQuery, 'discipline'> & { disciplineCode?: string | undefined },
  now: Date,
): Promise<DocumentDto[]> {
  const where: SQL[] = [publishedBy(now)]
  if (query.kind) where.push(eq(documents.kind, query.kind))
  if (query.disciplineCode) where.push(eq(documents.disciplineCode, query.disciplineCode))
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    where.push(sql`${documents.titles}->>${locale} ilike ${pattern}`)
  }
  const order =
    query.order === 'priority'
      ? [asc(documents.priority), desc(documents.publishedAt), asc(documents.id)]
      : [desc(documents.publishedAt), asc(documents.id)]
  const rows = await db
    .select(DOCUMENT_META)
    .from(documents)
    .where(and(...where))
    .orderBy(...order)
  const items = rows.map((r) => toDocumentDto(r, locale))
  if (query.order === 'title') items.sort((a, b) => a.title.localeCompare(b.title, locale, { numeric: true }))
  return items
}

/** When the next scheduled document is published (after `now`), if any is. */
export async function nextPublication(db: Db, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(documents.publishedAt) })
    .from(documents)
    .where(gt(documents.publishedAt, now))
  return row?.at ?? undefined
}

/** A published document's metadata (with its version, which names the file's bytes); undefined when scheduled. */
export async function readDocumentMeta(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({ ...DOCUMENT_META, version: documents.version })
    .from(documents)
    .where(and(eq(documents.id, id), publishedBy(now)))
    .limit(1)
  return row
}

export async function readDocumentContent(db: Db, id: number): Promise<Uint8Array | undefined> {
  const [row] = await db.select({ content: documents.content }).from(documents).where(eq(documents.id, id)).limit(1)
  return row?.content
}

export async function listTransportDocuments(db: Db, now: Date) {
  return db
    .select(DOCUMENT_META)
    .from(documents)
    .where(and(eq(documents.kind, 'transport'), publishedBy(now)))
}
