import {
  ADMIN_PAGE_SIZE,
  type AdminAwardCeremonies,
  type AdminAwardCeremony,
  type AwardCeremonyInputSchema,
  type AwardCeremonyUpdateSchema,
  type Locale,
  VALIDATION_MESSAGES,
  wallClockInstant,
  zonedDate,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import {
  type CeremonyRow,
  type CeremonyValues,
  deleteCeremonyRow,
  eventExists,
  insertCeremony,
  selectAdminCeremonies,
  selectCeremonyForUpdate,
  updateCeremonyRow,
  venueExists,
} from './awards-admin.repo.ts'

type CeremonyInput = z.output<typeof AwardCeremonyInputSchema>
type CeremonyUpdate = z.output<typeof AwardCeremonyUpdateSchema>

const ceremonyNotFound = (id: number) => notFound(`No award ceremony with id ${id}.`)

const audited = (row: CeremonyRow) => ({
  eventCode: row.eventCode,
  venueCode: row.venueCode,
  startAt: row.startAt.toISOString(),
  status: row.status,
  version: row.version,
})

export async function listAdminCeremonies(
  ctx: AppContext,
  locale: Locale,
  query: { day?: string | undefined; page: number; pageSize?: number },
): Promise<AdminAwardCeremonies> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const { items, total } = await selectAdminCeremonies(ctx.database.db, locale, ctx.calendar.timeZone, {
    ...query,
    pageSize,
  })
  return { items, total, page: query.page, pageSize }
}

async function readOne(ctx: AppContext, locale: Locale, id: number): Promise<AdminAwardCeremony> {
  const { items } = await selectAdminCeremonies(ctx.database.db, locale, ctx.calendar.timeZone, {
    id,
    page: 1,
    pageSize: 1,
  })
  const [item] = items
  if (!item) throw ceremonyNotFound(id)
  return item
}

/** The row's values: the event and venue must exist, the day be one of the games'. */
async function valuesOf(ctx: AppContext, tx: Tx, input: CeremonyInput): Promise<CeremonyValues> {
  const fields: Record<string, string[]> = {}
  if (!(await eventExists(tx, input.eventCode))) fields.eventCode = [VALIDATION_MESSAGES.eventUnknown]
  if (input.venueCode && !(await venueExists(tx, input.venueCode)))
    fields.venueCode = [VALIDATION_MESSAGES.venueUnknown]
  if (ctx.calendar.games && !ctx.calendar.isGamesDay(input.day)) fields.day = [VALIDATION_MESSAGES.dayOutsideGames]
  if (Object.keys(fields).length > 0) throw badRequest('The ceremony is invalid.', fields)
  const [hours, minutes] = input.time.split(':').map(Number) as [number, number]
  const startAt = new Date(wallClockInstant(input.day, hours * 60 + minutes, ctx.calendar.timeZone))
  return { eventCode: input.eventCode, venueCode: input.venueCode, startAt, status: input.status }
}

/** One write: the change, its audit row and its live event in one transaction (live/invalidation.ts drops what it makes stale). */
async function write<T>(ctx: AppContext, change: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(change)
}

const dayOf = (ctx: AppContext, row: CeremonyRow) => zonedDate(row.startAt, ctx.calendar.timeZone)

export async function createCeremony(
  ctx: AppContext,
  actor: Actor,
  locale: Locale,
  input: CeremonyInput,
): Promise<AdminAwardCeremony> {
  const row = await write(ctx, async (tx) => {
    const created = await insertCeremony(tx, await valuesOf(ctx, tx, input), ctx.clock.now())
    await insertAudit(tx, actor, 'award_ceremony', 'award_ceremony.create', String(created.id), null, audited(created))
    await publishLiveEvent(tx, 'award-ceremony', { id: created.id, day: dayOf(ctx, created), change: 'created' })
    return created
  })
  return readOne(ctx, locale, row.id)
}

export async function updateCeremony(
  ctx: AppContext,
  actor: Actor,
  locale: Locale,
  id: number,
  input: CeremonyUpdate,
): Promise<AdminAwardCeremony> {
  await write(ctx, async (tx) => {
    const before = await selectCeremonyForUpdate(tx, id)
    if (!before) throw ceremonyNotFound(id)
    if (before.version !== input.version) throw conflict()
    const row = await updateCeremonyRow(tx, id, await valuesOf(ctx, tx, input), ctx.clock.now())
    await insertAudit(tx, actor, 'award_ceremony', 'award_ceremony.update', String(id), audited(before), audited(row))
    await publishLiveEvent(tx, 'award-ceremony', { id, day: dayOf(ctx, row), change: 'updated' })
  })
  return readOne(ctx, locale, id)
}

export async function deleteCeremony(ctx: AppContext, actor: Actor, id: number, version: number): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await selectCeremonyForUpdate(tx, id)
    if (!before) throw ceremonyNotFound(id)
    if (before.version !== version) throw conflict()
    await deleteCeremonyRow(tx, id)
    await insertAudit(tx, actor, 'award_ceremony', 'award_ceremony.delete', String(id), audited(before), null)
    await publishLiveEvent(tx, 'award-ceremony', { id, day: dayOf(ctx, before), change: 'deleted' })
  })
}
