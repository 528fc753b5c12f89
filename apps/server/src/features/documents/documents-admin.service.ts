import {
  ADMIN_PAGE_SIZE,
  type AdminDocument,
  type AdminDocuments,
  type DocumentInputSchema,
  type DocumentKind,
  type DocumentUpdateSchema,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { badRequest, HttpError, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import { disciplineExists } from '../reference/index.ts'
import {
  adminDocumentOf,
  type DocumentFile,
  type DocumentMetaRow,
  type DocumentValues,
  deleteDocumentRow,
  insertDocument,
  selectAdminDocuments,
  selectDocumentForUpdate,
  updateDocumentRow,
} from './documents-admin.repo.ts'

type DocumentInput = z.output<typeof DocumentInputSchema>
type DocumentUpdate = z.output<typeof DocumentUpdateSchema>

/** Decision 036: an edit or delete made on a version that is no longer the stored one. */
const conflict = () =>
  new HttpError(409, 'conflict', 'Someone else changed this item after you opened it. Reload it and try again.')

const documentNotFound = (id: number) => notFound(`No document with id ${id}.`)

const valuesOf = (input: DocumentInput): DocumentValues => ({
  kind: input.kind,
  titles: input.titles,
  disciplineCode: input.disciplineCode,
  priority: input.priority,
  publishedAt: new Date(input.publishedAt),
})

/** The check the schema cannot make: the discipline is one the games have (built in or imported, decision 074). */
async function checkDiscipline(tx: Tx, input: DocumentInput): Promise<void> {
  if (input.disciplineCode && !(await disciplineExists(tx, input.disciplineCode))) {
    throw badRequest('The document is invalid.', { disciplineCode: [VALIDATION_MESSAGES.disciplineUnknown] })
  }
}

/** What the audit row keeps of a document: its metadata, the file's name and size, its version; never the bytes. */
const audited = (row: DocumentMetaRow) => ({
  kind: row.kind,
  titles: row.titles,
  disciplineCode: row.disciplineCode,
  unitCode: row.unitCode,
  priority: row.priority,
  publishedAt: row.publishedAt.toISOString(),
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  version: row.version,
})

export async function listAdminDocuments(
  ctx: AppContext,
  query: { q?: string | undefined; kind?: DocumentKind | undefined; page: number; pageSize?: number },
): Promise<AdminDocuments> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const { rows, total } = await selectAdminDocuments(ctx.database.db, { ...query, pageSize })
  const now = ctx.clock.now()
  return { items: rows.map((row) => adminDocumentOf(row, now)), total, page: query.page, pageSize }
}

/**
 * One write: the change, its audit row (before and after) and its live event, in one transaction (the event drops
 * the read models that show documents, live/invalidation.ts).
 */
async function write(ctx: AppContext, change: (tx: Tx) => Promise<DocumentMetaRow>): Promise<AdminDocument> {
  const row = await ctx.database.db.transaction(change)
  return adminDocumentOf(row, ctx.clock.now())
}

export function createDocument(
  ctx: AppContext,
  actor: Actor,
  input: DocumentInput,
  file: DocumentFile,
): Promise<AdminDocument> {
  return write(ctx, async (tx) => {
    await checkDiscipline(tx, input)
    const row = await insertDocument(tx, valuesOf(input), file, ctx.clock.now())
    await insertAudit(tx, actor, 'document', 'document.create', String(row.id), null, audited(row))
    await publishLiveEvent(tx, 'document', { id: row.id, kind: row.kind, change: 'created' })
    return row
  })
}

export function updateDocument(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: DocumentUpdate,
  file: DocumentFile | undefined,
): Promise<AdminDocument> {
  return write(ctx, async (tx) => {
    const before = await selectDocumentForUpdate(tx, id)
    if (!before) throw documentNotFound(id)
    if (before.version !== input.version) throw conflict()
    await checkDiscipline(tx, input)
    const row = await updateDocumentRow(tx, id, valuesOf(input), file, ctx.clock.now())
    await insertAudit(tx, actor, 'document', 'document.update', String(id), audited(before), audited(row))
    await publishLiveEvent(tx, 'document', { id, kind: row.kind, change: 'updated' })
    return row
  })
}

export async function deleteDocument(ctx: AppContext, actor: Actor, id: number, version: number): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await selectDocumentForUpdate(tx, id)
    if (!before) throw documentNotFound(id)
    if (before.version !== version) throw conflict()
    await deleteDocumentRow(tx, id)
    await insertAudit(tx, actor, 'document', 'document.delete', String(id), audited(before), null)
    await publishLiveEvent(tx, 'document', { id, kind: before.kind, change: 'deleted' })
    return before
  })
}
