import {
  ADMIN_PAGE_SIZE,
  type AdminPlace,
  type AdminPlaces,
  type PlaceInputSchema,
  type PlaceUpdateSchema,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { conflict, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import {
  adminPlaceOf,
  deletePlaceRow,
  insertPlace,
  type PlaceRow,
  type PlaceValues,
  selectAdminPlaces,
  selectPlaceForUpdate,
  updatePlaceRow,
} from './places-admin.repo.ts'

type PlaceInput = z.output<typeof PlaceInputSchema>
type PlaceUpdate = z.output<typeof PlaceUpdateSchema>

/** Decision 036: an edit or delete made on a version that is no longer the stored one. */

const placeNotFound = (id: number) => notFound(`No place with id ${id}.`)

const valuesOf = (input: PlaceInput): PlaceValues => ({
  kind: input.kind,
  names: input.names,
  address: input.address,
  phone: input.phone,
  website: input.website,
  latitude: input.latitude,
  longitude: input.longitude,
})

/** What the audit row keeps of a place: everything an organiser edits, and its version. */
const audited = (row: PlaceRow) => ({ ...valuesOf(row as PlaceInput), version: row.version })

export async function listAdminPlaces(
  ctx: AppContext,
  query: { q?: string | undefined; kind?: PlaceInput['kind'] | undefined; page: number; pageSize?: number },
): Promise<AdminPlaces> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const { rows, total } = await selectAdminPlaces(ctx.database.db, { ...query, pageSize })
  return { items: rows.map(adminPlaceOf), total, page: query.page, pageSize }
}

/**
 * One write: the change, its audit row (before and after) and its live event, in one transaction (the event drops
 * the places read models, live/invalidation.ts).
 */
async function write(ctx: AppContext, change: (tx: Tx) => Promise<PlaceRow>): Promise<PlaceRow> {
  return ctx.database.db.transaction(change)
}

export function createPlace(ctx: AppContext, actor: Actor, input: PlaceInput): Promise<AdminPlace> {
  return write(ctx, async (tx) => {
    const row = await insertPlace(tx, valuesOf(input), ctx.clock.now())
    await insertAudit(tx, actor, 'place', 'place.create', String(row.id), null, audited(row))
    await publishLiveEvent(tx, 'place', { id: row.id, kind: row.kind, change: 'created' })
    return row
  }).then(adminPlaceOf)
}

export function updatePlace(ctx: AppContext, actor: Actor, id: number, input: PlaceUpdate): Promise<AdminPlace> {
  return write(ctx, async (tx) => {
    const before = await selectPlaceForUpdate(tx, id)
    if (!before) throw placeNotFound(id)
    if (before.version !== input.version) throw conflict()
    const row = await updatePlaceRow(tx, id, valuesOf(input), ctx.clock.now())
    await insertAudit(tx, actor, 'place', 'place.update', String(id), audited(before), audited(row))
    await publishLiveEvent(tx, 'place', { id, kind: row.kind, change: 'updated' })
    return row
  }).then(adminPlaceOf)
}

export async function deletePlace(ctx: AppContext, actor: Actor, id: number, version: number): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await selectPlaceForUpdate(tx, id)
    if (!before) throw placeNotFound(id)
    if (before.version !== version) throw conflict()
    await deletePlaceRow(tx, id)
    await insertAudit(tx, actor, 'place', 'place.delete', String(id), audited(before), null)
    await publishLiveEvent(tx, 'place', { id, kind: before.kind, change: 'deleted' })
    return before
  })
}
