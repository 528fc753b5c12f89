import type { AdminDocument, DocumentKind } from '@podium/domain'
import { missingLocales } from '@podium/domain'
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { documents } from '../../db/schema.ts'
import { DOCUMENT_META, documentUrl } from './documents.repo.ts'

/** Every column but the file's bytes: lists, locks and audit rows never carry them. */
const COLUMNS = { ...DOCUMENT_META, version: documents.version, updatedAt: documents.updatedAt }
export type DocumentMetaRow = { [K in keyof typeof COLUMNS]: (typeof documents.$inferSelect)[K] }

/** The metadata an organiser writes. */
export type DocumentValues = Pick<typeof documents.$inferInsert, 'kind' | 'titles' | 'disciplineCode' | 'priority'> & {
  publishedAt: Date
}
/** A checked PDF (documents-admin.service.ts). */
export interface DocumentFile {
  fileName: string
  content: Uint8Array
}

export function adminDocumentOf(row: DocumentMetaRow, now: Date): AdminDocument {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    titles: row.titles,
    disciplineCode: row.disciplineCode,
    unitCode: row.unitCode,
    priority: row.priority,
    publishedAt: row.publishedAt.toISOString(),
    scheduled: row.publishedAt.getTime() > now.getTime(),
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    url: documentUrl(row.id, row.fileName),
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    missing: missingLocales(row.titles),
  }
}

/** `%`, `_` and `\` typed in a search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** One page for the back office, newest publication first: a search in every language's title and the file name. */
export async function selectAdminDocuments(
  db: Db,
  query: { q?: string | undefined; kind?: DocumentKind | undefined; page: number; pageSize: number },
): Promise<{ rows: DocumentMetaRow[]; total: number }> {
  const search = query.q
    ? sql`(${documents.titles}::text ilike ${likePattern(query.q)} or ${ilike(documents.fileName, likePattern(query.q))})`
    : undefined
  const where = and(query.kind ? eq(documents.kind, query.kind) : undefined, search)
  const [counted] = await db.select({ n: count() }).from(documents).where(where)
  const rows = await db
    .select(COLUMNS)
    .from(documents)
    .where(where)
    .orderBy(desc(documents.publishedAt), asc(documents.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { rows, total: counted?.n ?? 0 }
}

/** The row's metadata, locked until the transaction ends, so two edits of one document take turns. */
export async function selectDocumentForUpdate(tx: Tx, id: number): Promise<DocumentMetaRow | undefined> {
  const [row] = await tx.select(COLUMNS).from(documents).where(eq(documents.id, id)).for('update')
  return row
}

const fileColumns = (file: DocumentFile) => ({
  fileName: file.fileName,
  mimeType: 'application/pdf',
  content: file.content,
  sizeBytes: file.content.byteLength,
})

export async function insertDocument(
  tx: Tx,
  values: DocumentValues,
  file: DocumentFile,
  at: Date,
): Promise<DocumentMetaRow> {
  const [row] = await tx
    .insert(documents)
    .values({ ...values, ...fileColumns(file), version: 1, updatedAt: at })
    .returning(COLUMNS)
  if (!row) throw new Error('document not inserted')
  return row
}

/** The metadata, and the file when a new one was sent (else the stored one stays). */
export async function updateDocumentRow(
  tx: Tx,
  id: number,
  values: DocumentValues,
  file: DocumentFile | undefined,
  at: Date,
): Promise<DocumentMetaRow> {
  const [row] = await tx
    .update(documents)
    .set({ ...values, ...(file ? fileColumns(file) : {}), version: sql`${documents.version} + 1`, updatedAt: at })
    .where(eq(documents.id, id))
    .returning(COLUMNS)
  if (!row) throw new Error('document not updated')
  return row
}

export async function deleteDocumentRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(documents).where(eq(documents.id, id))
}
