import {
  canTransition,
  medalsFromRanks,
  type PutResults,
  type UnitMedal,
  type UnitStatusPatchInput,
  zonedDate,
} from '@podium/domain'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  athletes,
  auditLog,
  medallists,
  playByPlay,
  results,
  startListEntries,
  teamMembers,
  teams,
  units,
} from '../../db/schema.ts'
import type { Actor } from '../../http/auth.ts'
import { badRequest, HttpError, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'

type UnitRow = typeof units.$inferSelect

async function lockUnit(tx: Tx, code: string): Promise<UnitRow> {
  const [unit] = await tx.select().from(units).where(eq(units.code, code)).for('update')
  if (!unit) throw notFound(`No unit with code ${code}.`)
  return unit
}

export async function audit(tx: Tx, actor: Actor, action: string, entityId: string, before: unknown, after: unknown) {
  await tx.insert(auditLog).values({
    userId: actor.userId,
    actor: actor.label,
    action,
    entity: 'unit',
    entityId,
    before: before as object,
    after: after as object,
  })
}

export function unitPayload(unit: UnitRow, timeZone: string) {
  return {
    unitCode: unit.code,
    eventCode: unit.eventCode,
    disciplineCode: unit.disciplineCode,
    day: zonedDate(unit.startAt, timeZone),
    scheduleStatus: unit.scheduleStatus,
    resultStatus: unit.resultStatus,
    version: unit.version,
  }
}

/**
 * Keeps a medal unit's medallists in step with its results: medals are awarded from OFFICIAL results only (a
 * protest or a correction withdraws them until the results are official again). Announces a `medal` change.
 */
async function syncMedallists(tx: Tx, unit: UnitRow, timeZone: string): Promise<boolean> {
  if (!unit.medal || !unit.eventCode) return false
  const eventCode = unit.eventCode
  let desired: { medal: string; athleteId: string | null; teamId: string | null; organisationCode: string }[] = []
  if (unit.resultStatus === 'OFFICIAL') {
    const rows = await tx.select().from(results).where(eq(results.unitCode, unit.code))
    const bronzeUnits = await tx
      .select({ code: units.code })
      .from(units)
      .where(and(eq(units.eventCode, eventCode), eq(units.medal, 'BRONZE')))
    const awards = medalsFromRanks(unit.medal as UnitMedal, rows, { eventHasBronzeContest: bronzeUnits.length > 0 })
    const teamIds = awards.map((a) => a.entry.teamId).filter((id): id is string => Boolean(id))
    const members = teamIds.length
      ? await tx.select().from(teamMembers).where(inArray(teamMembers.teamId, teamIds))
      : []
    desired = awards.flatMap(({ medal, entry }): typeof desired =>
      entry.teamId
        ? // A team medal is one row per member, all with the team id, so the table counts it once.
          members
            .filter((m) => m.teamId === entry.teamId)
            .map((m) => ({
              medal,
              athleteId: m.athleteId,
              teamId: entry.teamId,
              organisationCode: entry.organisationCode,
            }))
        : [{ medal, athleteId: entry.athleteId, teamId: null, organisationCode: entry.organisationCode }],
    )
  }
  const current = await tx.select().from(medallists).where(eq(medallists.unitCode, unit.code))
  const key = (r: { medal: string; athleteId: string | null; teamId: string | null }) =>
    `${r.medal}|${r.athleteId ?? ''}|${r.teamId ?? ''}`
  const same =
    current.length === desired.length && current.map(key).sort().join('\n') === desired.map(key).sort().join('\n')
  if (same) return false
  await tx.delete(medallists).where(eq(medallists.unitCode, unit.code))
  if (desired.length) {
    await tx
      .insert(medallists)
      .values(desired.map((d) => ({ ...d, eventCode, unitCode: unit.code, awardedAt: unit.endAt ?? new Date() })))
  }
  await publishLiveEvent(tx, 'medal', {
    unitCode: unit.code,
    eventCode,
    disciplineCode: unit.disciplineCode,
    day: zonedDate(unit.startAt, timeZone),
    medallists: desired.length,
  })
  return true
}

/** Moves a unit to new statuses (ODF transitions only), in one transaction with its audit row and live event. */
export async function updateUnitStatus(
  db: Db,
  code: string,
  patch: UnitStatusPatchInput,
  actor: Actor,
  timeZone: string,
): Promise<UnitRow> {
  return db.transaction((tx) => updateUnitStatusIn(tx, code, patch, actor, timeZone))
}

/** `updateUnitStatus` inside a caller's transaction (the ODF feed applies a whole message in one). */
export async function updateUnitStatusIn(
  tx: Tx,
  code: string,
  patch: UnitStatusPatchInput,
  actor: Actor,
  timeZone: string,
): Promise<UnitRow> {
  {
    const before = await lockUnit(tx, code)
    const scheduleStatus = patch.scheduleStatus ?? before.scheduleStatus
    if (!canTransition(before.scheduleStatus as never, scheduleStatus as never)) {
      throw new HttpError(
        409,
        'invalid_transition',
        `A unit cannot go from ${before.scheduleStatus} to ${scheduleStatus}.`,
      )
    }
    const resultStatus = patch.resultStatus === undefined ? before.resultStatus : patch.resultStatus
    if (scheduleStatus === before.scheduleStatus && resultStatus === before.resultStatus) return before
    const [after] = await tx
      .update(units)
      .set({ scheduleStatus, resultStatus, version: before.version + 1, updatedAt: new Date() })
      .where(eq(units.code, code))
      .returning()
    if (!after) throw notFound(`No unit with code ${code}.`)
    await audit(
      tx,
      actor,
      'unit.status',
      code,
      { scheduleStatus: before.scheduleStatus, resultStatus: before.resultStatus },
      { scheduleStatus, resultStatus },
    )
    await publishLiveEvent(tx, 'unit', unitPayload(after, timeZone))
    await syncMedallists(tx, after, timeZone)
    return after
  }
}

/**
 * Replaces a competition unit's results (and optionally its result status) in one transaction: competitors must
 * exist, and their delegation is taken from the database, never from the request.
 */
export async function replaceResults(
  db: Db,
  code: string,
  input: PutResults,
  actor: Actor,
  timeZone: string,
): Promise<{ unit: UnitRow; results: number }> {
  return db.transaction((tx) => replaceResultsIn(tx, code, input, actor, timeZone))
}

/** `replaceResults` inside a caller's transaction: the one results writer, shared by staff entry and ODF DT_RESULT. */
export async function replaceResultsIn(
  tx: Tx,
  code: string,
  input: PutResults,
  actor: Actor,
  timeZone: string,
): Promise<{ unit: UnitRow; results: number }> {
  {
    const before = await lockUnit(tx, code)
    if (!before.eventCode) {
      throw new HttpError(409, 'not_a_competition', `${code} is not a competition unit: it has no results.`)
    }
    const athleteIds = input.results.map((r) => r.athleteId).filter((id): id is string => Boolean(id))
    const teamIds = input.results.map((r) => r.teamId).filter((id): id is string => Boolean(id))
    const knownAthletes = athleteIds.length
      ? await tx
          .select({ id: athletes.id, org: athletes.organisationCode })
          .from(athletes)
          .where(inArray(athletes.id, athleteIds))
      : []
    const knownTeams = teamIds.length
      ? await tx.select({ id: teams.id, org: teams.organisationCode }).from(teams).where(inArray(teams.id, teamIds))
      : []
    const orgOf = new Map([...knownAthletes, ...knownTeams].map((c) => [c.id, c.org]))
    const fields: Record<string, string[]> = {}
    input.results.forEach((row, index) => {
      const id = row.teamId ?? row.athleteId ?? ''
      if (!orgOf.has(id))
        fields[`results.${index}.${row.teamId ? 'teamId' : 'athleteId'}`] = [`Unknown competitor ${id}`]
    })
    if (Object.keys(fields).length) throw badRequest('The request body is invalid.', fields)

    const previous = await tx.select().from(results).where(eq(results.unitCode, code)).orderBy(asc(results.sortOrder))
    await tx.delete(results).where(eq(results.unitCode, code))
    if (input.results.length) {
      await tx.insert(results).values(
        input.results.map((row, index) => ({
          unitCode: code,
          rank: row.rank,
          rankEqual: row.rankEqual ?? false,
          sortOrder: index,
          athleteId: row.teamId ? null : (row.athleteId ?? null),
          teamId: row.teamId ?? null,
          organisationCode: orgOf.get(row.teamId ?? row.athleteId ?? '') ?? '',
          result: row.result ?? null,
          time: row.time ?? null,
          difference: row.difference ?? null,
          points: row.points ?? null,
          score: row.score ?? null,
          wind: row.wind ?? null,
          qualification: row.qualification ?? null,
          irm: row.irm ?? null,
          winner: row.winner ?? null,
          stats: row.stats ?? null,
        })),
      )
    }
    const resultStatus = input.resultStatus ?? before.resultStatus
    const [after] = await tx
      .update(units)
      .set({ resultStatus, version: before.version + 1, updatedAt: new Date() })
      .where(eq(units.code, code))
      .returning()
    if (!after) throw notFound(`No unit with code ${code}.`)
    await audit(
      tx,
      actor,
      'unit.results',
      code,
      { resultStatus: before.resultStatus, results: previous.map(({ id: _id, ...r }) => r) },
      { resultStatus, results: input.results },
    )
    await publishLiveEvent(tx, 'result', { ...unitPayload(after, timeZone), results: input.results.length })
    await syncMedallists(tx, after, timeZone)
    return { unit: after, results: input.results.length }
  }
}

/** A unit's whole state as the simulator computes it; rows replace what the unit had. */
export interface SimulatedState {
  scheduleStatus: string
  resultStatus: string | null
  startList?: (typeof startListEntries.$inferInsert)[]
  results?: (typeof results.$inferInsert)[]
  playByPlay?: (typeof playByPlay.$inferInsert)[]
}

/**
 * Applies a simulated unit state in one transaction, the same way staff changes are applied (audit row, live
 * events, medallists). Its rows come from the demo's own plan, so they skip the request validation: a match under
 * way legitimately has results without ranks.
 */
export async function applySimulatedState(
  db: Db,
  code: string,
  state: SimulatedState,
  actor: Actor,
  timeZone: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockUnit(tx, code)
    const statusChanged = before.scheduleStatus !== state.scheduleStatus || before.resultStatus !== state.resultStatus
    if (state.startList) {
      const existing = await tx.$count(startListEntries, eq(startListEntries.unitCode, code))
      if (existing === 0 && state.startList.length) await tx.insert(startListEntries).values(state.startList)
    }
    if (state.results) {
      await tx.delete(results).where(eq(results.unitCode, code))
      if (state.results.length) await tx.insert(results).values(state.results)
    }
    if (state.playByPlay) {
      await tx.delete(playByPlay).where(eq(playByPlay.unitCode, code))
      if (state.playByPlay.length) await tx.insert(playByPlay).values(state.playByPlay)
    }
    const [after] = await tx
      .update(units)
      .set({
        scheduleStatus: state.scheduleStatus,
        resultStatus: state.resultStatus,
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(units.code, code))
      .returning()
    if (!after) throw notFound(`No unit with code ${code}.`)
    if (statusChanged) {
      await audit(
        tx,
        actor,
        'unit.status',
        code,
        { scheduleStatus: before.scheduleStatus, resultStatus: before.resultStatus },
        { scheduleStatus: state.scheduleStatus, resultStatus: state.resultStatus },
      )
      await publishLiveEvent(tx, 'unit', unitPayload(after, timeZone))
    }
    if (state.results)
      await publishLiveEvent(tx, 'result', { ...unitPayload(after, timeZone), results: state.results.length })
    await syncMedallists(tx, after, timeZone)
  })
}
