import {
  ADMIN_PAGE_SIZE,
  type AdminSponsor,
  type AdminSponsors,
  type SponsorInputSchema,
  type SponsorTier,
  type SponsorUpdateSchema,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { conflict, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import type { NewStoredFile } from '../files/index.ts'
import { fileStoreOf } from '../files/index.ts'
import {
  adminSponsorOf,
  deleteSponsorRow,
  insertSponsor,
  nextSortOrder,
  type SponsorRow,
  selectAdminSponsors,
  selectSponsorForUpdate,
  selectTierForUpdate,
  updateSponsorRow,
} from './sponsors-admin.repo.ts'

type SponsorInput = z.output<typeof SponsorInputSchema>
type SponsorUpdate = z.output<typeof SponsorUpdateSchema>

const sponsorNotFound = (id: number) => notFound(`No sponsor with id ${id}.`)

/** What the audit row keeps of a sponsor: everything an organiser edits, and its version. */
const audited = (row: SponsorRow) => ({
  name: row.name,
  tier: row.tier,
  website: row.website,
  sortOrder: row.sortOrder,
  logoFileId: row.logoFileId,
  version: row.version,
})

export async function listAdminSponsors(
  ctx: AppContext,
  query: { q?: string | undefined; tier?: SponsorTier | undefined; page: number; pageSize?: number },
): Promise<AdminSponsors> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const { rows, total } = await selectAdminSponsors(ctx.database.db, { ...query, pageSize })
  return { items: rows.map(adminSponsorOf), total, page: query.page, pageSize }
}

/** One write: the change, its audit row and its live event in one transaction (live/invalidation.ts drops what it makes stale). */
async function write<T>(ctx: AppContext, change: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(change)
}

export function createSponsor(ctx: AppContext, actor: Actor, input: SponsorInput): Promise<AdminSponsor> {
  return write(ctx, async (tx) => {
    const sortOrder = input.sortOrder ?? (await nextSortOrder(tx, input.tier))
    const values = { name: input.name, tier: input.tier, website: input.website, sortOrder }
    const row = await insertSponsor(tx, values, ctx.clock.now())
    await insertAudit(tx, actor, 'sponsor', 'sponsor.create', String(row.id), null, audited(row))
    await publishLiveEvent(tx, 'sponsor', { id: row.id, tier: row.tier, change: 'created' })
    return row
  }).then(adminSponsorOf)
}

export function updateSponsor(ctx: AppContext, actor: Actor, id: number, input: SponsorUpdate): Promise<AdminSponsor> {
  return write(ctx, async (tx) => {
    const before = await selectSponsorForUpdate(tx, id)
    if (!before) throw sponsorNotFound(id)
    if (before.version !== input.version) throw conflict()
    // A sponsor moved to another tier goes last there unless an order is given.
    const sortOrder =
      input.sortOrder ?? (input.tier === before.tier ? before.sortOrder : await nextSortOrder(tx, input.tier))
    const values = { name: input.name, tier: input.tier, website: input.website, sortOrder }
    const row = await updateSponsorRow(tx, id, values, ctx.clock.now())
    await insertAudit(tx, actor, 'sponsor', 'sponsor.update', String(id), audited(before), audited(row))
    await publishLiveEvent(tx, 'sponsor', { id, tier: row.tier, change: 'updated' })
    return row
  }).then(adminSponsorOf)
}

/**
 * Moves a sponsor one place up or down within its tier: the tier is renumbered 1, 2, 3… in its current order with the
 * two swapped (only rows whose number changes get a new version). At the top or bottom already, nothing changes.
 */
export function moveSponsor(
  ctx: AppContext,
  actor: Actor,
  id: number,
  move: { direction: 'up' | 'down'; version: number },
): Promise<AdminSponsor> {
  return write(ctx, async (tx) => {
    const before = await selectSponsorForUpdate(tx, id)
    if (!before) throw sponsorNotFound(id)
    if (before.version !== move.version) throw conflict()
    const tier = await selectTierForUpdate(tx, before.tier)
    const at = tier.findIndex((row) => row.id === id)
    const other = move.direction === 'up' ? at - 1 : at + 1
    if (other < 0 || other >= tier.length) return before
    const order = [...tier]
    ;[order[at], order[other]] = [order[other] as SponsorRow, order[at] as SponsorRow]
    let moved = before
    for (const [index, row] of order.entries()) {
      if (row.sortOrder === index + 1) continue
      const updated = await updateSponsorRow(tx, row.id, { sortOrder: index + 1 }, ctx.clock.now())
      if (row.id === id) moved = updated
      await insertAudit(tx, actor, 'sponsor', 'sponsor.move', String(row.id), audited(row), audited(updated))
    }
    await publishLiveEvent(tx, 'sponsor', { id, tier: before.tier, change: 'updated' })
    return moved
  }).then(adminSponsorOf)
}

export async function deleteSponsor(ctx: AppContext, actor: Actor, id: number, version: number): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await selectSponsorForUpdate(tx, id)
    if (!before) throw sponsorNotFound(id)
    if (before.version !== version) throw conflict()
    await deleteSponsorRow(tx, id)
    // The logo goes with its sponsor (the row's reference to it is gone first).
    if (before.logoFileId) await fileStoreOf(ctx).deleteGroupsOf(tx, [before.logoFileId])
    await insertAudit(tx, actor, 'sponsor', 'sponsor.delete', String(id), audited(before), null)
    await publishLiveEvent(tx, 'sponsor', { id, tier: before.tier, change: 'deleted' })
  })
}

/**
 * Sets (an uploaded image, decision 042) or removes (null) a sponsor's logo. The old logo's files are deleted in the
 * same transaction, so a replaced logo leaves nothing behind and a refused write leaves the old one in place.
 */
export function setSponsorLogo(
  ctx: AppContext,
  actor: Actor,
  id: number,
  version: number,
  image: readonly NewStoredFile[] | null,
): Promise<AdminSponsor> {
  const store = fileStoreOf(ctx)
  return write(ctx, async (tx) => {
    const before = await selectSponsorForUpdate(tx, id)
    if (!before) throw sponsorNotFound(id)
    if (before.version !== version) throw conflict()
    if (image) await store.put(tx, image)
    const logoFileId = image?.[0]?.id ?? null
    const row = await updateSponsorRow(tx, id, { logoFileId }, ctx.clock.now())
    if (before.logoFileId) await store.deleteGroupsOf(tx, [before.logoFileId])
    const action = image ? 'sponsor.logo' : 'sponsor.logo-remove'
    await insertAudit(tx, actor, 'sponsor', action, String(id), audited(before), audited(row))
    await publishLiveEvent(tx, 'sponsor', { id, tier: row.tier, change: 'updated' })
    return row
  }).then(adminSponsorOf)
}
