import {
  ADMIN_PAGE_SIZE,
  type AdminTransportLine,
  type AdminTransportLines,
  type TransportLineInputSchema,
  type TransportLineUpdateSchema,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Db, Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import {
  adminTransportLineOf,
  type DepartureRow,
  deleteLineRow,
  insertLine,
  nextLineSortOrder,
  replaceDepartures,
  selectAdminTransportLines,
  selectDepartures,
  selectLineForUpdate,
  selectTransportSheets,
  type TransportLineRow,
  updateLineRow,
} from './transport-admin.repo.ts'

type LineInput = z.output<typeof TransportLineInputSchema>
type LineUpdate = z.output<typeof TransportLineUpdateSchema>

/** The read-model prefix of the public /transport (transport.routes.ts). */

const lineNotFound = (code: string) => notFound(`No transport line ${code}.`)

/** What the audit row keeps of a line: everything an organiser edits, its timetable, and its version. */
const audited = (row: TransportLineRow, departures: readonly DepartureRow[]) => ({
  names: row.names,
  origin: row.origin,
  destination: row.destination,
  color: row.color,
  serviceDays: row.serviceDays,
  sortOrder: row.sortOrder,
  departures,
  version: row.version,
})

async function withDetails(db: Db | Tx, row: TransportLineRow): Promise<AdminTransportLine> {
  const [departures, sheets] = await Promise.all([selectDepartures(db, [row.code]), selectTransportSheets(db)])
  return adminTransportLineOf(row, departures.get(row.code) ?? [], sheets)
}

export async function listAdminTransportLines(
  ctx: AppContext,
  query: { q?: string | undefined; page: number; pageSize?: number },
): Promise<AdminTransportLines> {
  const db = ctx.database.db
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const { rows, total } = await selectAdminTransportLines(db, { ...query, pageSize })
  const [departures, sheets] = await Promise.all([
    selectDepartures(
      db,
      rows.map((r) => r.code),
    ),
    selectTransportSheets(db),
  ])
  const items = rows.map((row) => adminTransportLineOf(row, departures.get(row.code) ?? [], sheets))
  return { items, total, page: query.page, pageSize }
}

/** A line runs on days of the games only (an empty list: every day). */
function checkServiceDays(ctx: AppContext, days: readonly string[]): void {
  const games = ctx.calendar.games
  if (!games) return
  if (days.some((day) => day < games.startsOn || day > games.endsOn)) {
    throw badRequest('A service day is not a day of the games.', {
      serviceDays: [VALIDATION_MESSAGES.dayOutsideGames],
    })
  }
}

/** One write: the change, its audit row and its live event in one transaction (live/invalidation.ts drops what it makes stale). */
async function write<T>(ctx: AppContext, change: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(change)
}

const valuesOf = (input: LineInput | LineUpdate, sortOrder: number) => ({
  names: input.names,
  origin: input.origin,
  destination: input.destination,
  color: input.color,
  // None stored as null: the public page reads null as "every day".
  serviceDays: input.serviceDays.length > 0 ? input.serviceDays : null,
  sortOrder,
})

export function createTransportLine(ctx: AppContext, actor: Actor, input: LineInput): Promise<AdminTransportLine> {
  checkServiceDays(ctx, input.serviceDays)
  return write(ctx, async (tx) => {
    const sortOrder = input.sortOrder ?? (await nextLineSortOrder(tx))
    const row = await insertLine(tx, input.code, valuesOf(input, sortOrder), ctx.clock.now())
    if (!row) {
      throw badRequest(`A line ${input.code} already exists.`, { code: [VALIDATION_MESSAGES.lineCodeTaken] })
    }
    await replaceDepartures(tx, row.code, input.departures)
    await insertAudit(tx, actor, 'transport_line', 'transport.create', row.code, null, audited(row, input.departures))
    await publishLiveEvent(tx, 'transport', { code: row.code, change: 'created' })
    return withDetails(tx, row)
  })
}

export function updateTransportLine(
  ctx: AppContext,
  actor: Actor,
  code: string,
  input: LineUpdate,
): Promise<AdminTransportLine> {
  checkServiceDays(ctx, input.serviceDays)
  return write(ctx, async (tx) => {
    const before = await selectLineForUpdate(tx, code)
    if (!before) throw lineNotFound(code)
    if (before.version !== input.version) throw conflict()
    const departuresBefore = (await selectDepartures(tx, [code])).get(code) ?? []
    const row = await updateLineRow(tx, code, valuesOf(input, input.sortOrder ?? before.sortOrder), ctx.clock.now())
    await replaceDepartures(tx, code, input.departures)
    await insertAudit(
      tx,
      actor,
      'transport_line',
      'transport.update',
      code,
      audited(before, departuresBefore),
      audited(row, input.departures),
    )
    await publishLiveEvent(tx, 'transport', { code, change: 'updated' })
    return withDetails(tx, row)
  })
}

export async function deleteTransportLine(ctx: AppContext, actor: Actor, code: string, version: number): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await selectLineForUpdate(tx, code)
    if (!before) throw lineNotFound(code)
    if (before.version !== version) throw conflict()
    const departuresBefore = (await selectDepartures(tx, [code])).get(code) ?? []
    await deleteLineRow(tx, code)
    await insertAudit(tx, actor, 'transport_line', 'transport.delete', code, audited(before, departuresBefore), null)
    await publishLiveEvent(tx, 'transport', { code, change: 'deleted' })
  })
}
