import {
  ADMIN_PAGE_SIZE,
  type AdminAmbassador,
  type AdminAmbassadors,
  type AmbassadorInputSchema,
  type AmbassadorUpdateSchema,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import type { NewStoredFile } from '../files/index.ts'
import { fileStoreOf } from '../files/index.ts'
import { disciplineExists } from '../reference/index.ts'
import {
  type AmbassadorRow,
  adminAmbassadorOf,
  deleteAmbassadorRow,
  insertAmbassador,
  organisationExists,
  selectAdminAmbassadors,
  selectAmbassadorForUpdate,
  updateAmbassadorRow,
} from './ambassadors-admin.repo.ts'

type AmbassadorInput = z.output<typeof AmbassadorInputSchema>
type AmbassadorUpdate = z.output<typeof AmbassadorUpdateSchema>

const ambassadorNotFound = (id: number) => notFound(`No ambassador with id ${id}.`)

/** What the audit row keeps of an ambassador: everything an organiser edits (the photo by its id), its version. */
const audited = (row: AmbassadorRow) => ({
  name: row.name,
  disciplineCode: row.disciplineCode,
  organisationCode: row.organisationCode,
  bio: row.bio,
  days: row.days,
  photoFileId: row.photoFileId,
  version: row.version,
})

export async function listAdminAmbassadors(
  ctx: AppContext,
  query: { q?: string | undefined; discipline?: string | undefined; page: number; pageSize?: number },
): Promise<AdminAmbassadors> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const { rows, total } = await selectAdminAmbassadors(ctx.database.db, { ...query, pageSize })
  return { items: rows.map(adminAmbassadorOf), total, page: query.page, pageSize }
}

/** The checks the schema cannot make: the days are games days, the delegation and the discipline exist (074). */
async function checkReferences(ctx: AppContext, tx: Tx, input: AmbassadorInput): Promise<void> {
  const fields: Record<string, string[]> = {}
  if (input.days.some((day) => !ctx.calendar.isGamesDay(day))) fields.days = [VALIDATION_MESSAGES.dayOutsideGames]
  if (input.organisationCode && !(await organisationExists(tx, input.organisationCode))) {
    fields.organisationCode = [VALIDATION_MESSAGES.organisationUnknown]
  }
  if (input.disciplineCode && !(await disciplineExists(tx, input.disciplineCode))) {
    fields.disciplineCode = [VALIDATION_MESSAGES.disciplineUnknown]
  }
  if (Object.keys(fields).length > 0) throw badRequest('The ambassador is invalid.', fields)
}

/** One write: the change, its audit row and its live event in one transaction (live/invalidation.ts drops what it makes stale). */
async function write(ctx: AppContext, change: (tx: Tx) => Promise<AmbassadorRow | null>) {
  return ctx.database.db.transaction(change)
}

const valuesOf = (input: AmbassadorInput, photoFileId: string | null) => ({
  name: input.name,
  disciplineCode: input.disciplineCode,
  organisationCode: input.organisationCode,
  bio: input.bio,
  days: input.days,
  photoFileId,
})

export async function createAmbassador(
  ctx: AppContext,
  actor: Actor,
  input: AmbassadorInput,
  photo: readonly NewStoredFile[] | undefined,
): Promise<AdminAmbassador> {
  const store = fileStoreOf(ctx)
  const row = await write(ctx, async (tx) => {
    await checkReferences(ctx, tx, input)
    if (photo) await store.put(tx, photo)
    const created = await insertAmbassador(tx, valuesOf(input, photo?.[0]?.id ?? null), ctx.clock.now())
    await insertAudit(tx, actor, 'ambassador', 'ambassador.create', String(created.id), null, audited(created))
    await publishLiveEvent(tx, 'ambassador', { id: created.id, change: 'created' })
    return created
  })
  return adminAmbassadorOf(row as AmbassadorRow)
}

/** An edit: a new photo replaces the old one (whose files are deleted in the same transaction), `removePhoto` drops it. */
export async function updateAmbassador(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: AmbassadorUpdate,
  photo: readonly NewStoredFile[] | undefined,
): Promise<AdminAmbassador> {
  const store = fileStoreOf(ctx)
  const row = await write(ctx, async (tx) => {
    const before = await selectAmbassadorForUpdate(tx, id)
    if (!before) throw ambassadorNotFound(id)
    if (before.version !== input.version) throw conflict()
    await checkReferences(ctx, tx, input)
    if (photo) await store.put(tx, photo)
    const photoFileId = photo ? (photo[0]?.id ?? null) : input.removePhoto ? null : before.photoFileId
    const updated = await updateAmbassadorRow(tx, id, valuesOf(input, photoFileId), before.version, ctx.clock.now())
    if (before.photoFileId && before.photoFileId !== photoFileId) {
      await store.deleteGroupsOf(tx, [before.photoFileId])
    }
    await insertAudit(tx, actor, 'ambassador', 'ambassador.update', String(id), audited(before), audited(updated))
    await publishLiveEvent(tx, 'ambassador', { id, change: 'updated' })
    return updated
  })
  return adminAmbassadorOf(row as AmbassadorRow)
}

export async function deleteAmbassador(ctx: AppContext, actor: Actor, id: number, version: number): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await selectAmbassadorForUpdate(tx, id)
    if (!before) throw ambassadorNotFound(id)
    if (before.version !== version) throw conflict()
    await deleteAmbassadorRow(tx, id)
    if (before.photoFileId) await fileStoreOf(ctx).deleteGroupsOf(tx, [before.photoFileId])
    await insertAudit(tx, actor, 'ambassador', 'ambassador.delete', String(id), audited(before), null)
    await publishLiveEvent(tx, 'ambassador', { id, change: 'deleted' })
    return null
  })
}
