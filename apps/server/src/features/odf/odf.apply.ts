/**
 * Applies one parsed ODF message in one transaction: an older (or the same) Version of a DocumentCode changes
 * nothing; results go through the results-entry writer (one writer for staff and feed); schedule changes go
 * through the status writer (ODF transitions, audit rows, live events).
 */
import { canTransition, PutResultsSchema } from '@podium/domain'
import { and, eq, notInArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { odfDocuments, units } from '../../db/schema.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { audit, replaceResultsIn, unitPayload, updateUnitStatusIn } from '../results-entry/results-entry.repo.ts'
import type { OdfMessage, OdfUnit } from './odf.parse.ts'

export const ODF_ACTOR: Actor = { kind: 'system', userId: null, userType: 'system', label: 'odf-feed' }

export interface OdfOutcome {
  documentCode: string
  documentType: string
  version: number
  applied: boolean
  /** The Version already applied when this message was ignored. */
  currentVersion?: number
}

const unprocessable = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(422, 'invalid_odf', message, fields)

async function applyResult(tx: Tx, msg: Extract<OdfMessage, { documentType: 'DT_RESULT' }>, actor: Actor, tz: string) {
  const input = PutResultsSchema.safeParse({
    ...(msg.resultStatus ? { resultStatus: msg.resultStatus } : {}),
    results: msg.results.map((r) => ({
      rank: r.Rank ?? null,
      rankEqual: r.RankEqual === 'Y',
      ...(r.Competitor.Type === 'T' ? { teamId: r.Competitor.Code } : { athleteId: r.Competitor.Code }),
      result: r.Result || null,
      qualification: r.QualificationMark || null,
      irm: r.IRM || null,
    })),
  })
  if (!input.success) {
    const fields: Record<string, string[]> = {}
    for (const issue of input.error.issues) fields[issue.path.join('.')] = [issue.message]
    throw unprocessable('The results of this DT_RESULT are inconsistent.', fields)
  }
  const [unit] = await tx.select({ code: units.code }).from(units).where(eq(units.code, msg.documentCode))
  if (!unit) throw unprocessable(`Unknown unit ${msg.documentCode}.`)
  await replaceResultsIn(tx, msg.documentCode, input.data, actor, tz)
}

async function applyUnit(tx: Tx, disciplineCode: string, u: OdfUnit, actor: Actor, tz: string) {
  const [row] = await tx.select().from(units).where(eq(units.code, u.Code)).for('update')
  if (!row) throw unprocessable(`Unknown unit ${u.Code}.`)
  if (row.disciplineCode !== disciplineCode) {
    throw unprocessable(`Unit ${u.Code} is not part of discipline ${disciplineCode}.`)
  }
  const startAt = u.StartDate ? new Date(u.StartDate) : row.startAt
  const endAt = u.EndDate ? new Date(u.EndDate) : row.endAt
  if (startAt.getTime() !== row.startAt.getTime() || endAt?.getTime() !== row.endAt?.getTime()) {
    const [after] = await tx
      .update(units)
      .set({ startAt, endAt, version: row.version + 1, updatedAt: new Date() })
      .where(eq(units.code, u.Code))
      .returning()
    if (!after) throw unprocessable(`Unknown unit ${u.Code}.`)
    await audit(tx, actor, 'unit.schedule', u.Code, { startAt: row.startAt, endAt: row.endAt }, { startAt, endAt })
    await publishLiveEvent(tx, 'unit', unitPayload(after, tz))
  }
  if (u.ScheduleStatus && u.ScheduleStatus !== row.scheduleStatus) {
    await updateUnitStatusIn(tx, u.Code, { scheduleStatus: u.ScheduleStatus }, actor, tz)
  }
}

async function applySchedule(
  tx: Tx,
  msg: Extract<OdfMessage, { documentType: 'DT_SCHEDULE' | 'DT_SCHEDULE_UPDATE' }>,
  actor: Actor,
  tz: string,
) {
  for (const u of msg.units) await applyUnit(tx, msg.disciplineCode, u, actor, tz)
  if (msg.documentType !== 'DT_SCHEDULE') return
  // A full schedule replaces the discipline's: units it no longer lists are cancelled (kept, with their history),
  // unless they are already past the point where ODF allows a cancellation.
  const listed = msg.units.map((u) => u.Code)
  const dropped = await tx
    .select()
    .from(units)
    .where(
      and(eq(units.disciplineCode, msg.disciplineCode), listed.length ? notInArray(units.code, listed) : undefined),
    )
  for (const row of dropped) {
    if (row.scheduleStatus !== 'CANCELLED' && canTransition(row.scheduleStatus as never, 'CANCELLED')) {
      await updateUnitStatusIn(tx, row.code, { scheduleStatus: 'CANCELLED' }, actor, tz)
    }
  }
}

/** Applies one message, all or nothing. */
export async function applyOdf(db: Db, msg: OdfMessage, timeZone: string, actor: Actor = ODF_ACTOR) {
  return db.transaction(async (tx): Promise<OdfOutcome> => {
    const outcome = { documentCode: msg.documentCode, documentType: msg.documentType, version: msg.version }
    const [seen] = await tx
      .select()
      .from(odfDocuments)
      .where(eq(odfDocuments.documentCode, msg.documentCode))
      .for('update')
    if (seen && seen.version >= msg.version) return { ...outcome, applied: false, currentVersion: seen.version }
    if (msg.documentType === 'DT_RESULT') await applyResult(tx, msg, actor, timeZone)
    else await applySchedule(tx, msg, actor, timeZone)
    await tx
      .insert(odfDocuments)
      .values({ documentCode: msg.documentCode, documentType: msg.documentType, version: msg.version })
      .onConflictDoUpdate({
        target: odfDocuments.documentCode,
        set: { documentType: msg.documentType, version: msg.version, appliedAt: new Date() },
      })
    return { ...outcome, applied: true }
  })
}
