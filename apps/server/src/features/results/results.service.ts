/**
 * The one writer of results and medals (decision 031). Staff entry (`results-entry.routes.ts`), the ODF feed
 * (`odf.apply.ts`), the bundle import (`bundle-children.ts`) and the demo's simulator all write through these
 * functions, so they share one set of rules: the ODF schedule-status transitions (`canTransition`), competitors
 * checked against the database with their delegation taken from it, medals derived from OFFICIAL results only
 * (`medalsFromRanks`), the deciding unit of a medal, an audit row and a live event in the writing transaction, and
 * the public corrections log when an official result changes or is withdrawn (`correction-log.ts`, decision 086).
 * SQL is in `results.repo.ts`; nothing else writes those tables (test/architecture.test.ts).
 */
import {
  can,
  canTransition,
  type FormatProblem,
  formatUnits,
  medalsFromRanks,
  type PutResults,
  type PutStartList,
  type ScheduleStatus,
  type UnitMedal,
  type UnitStatusPatchInput,
  type UnitUndo,
  validateStartList,
  zonedDate,
} from '@podium/domain'
import type { Db, Tx } from '../../db/client.ts'
import { type Actor, forbidden } from '../../http/auth.ts'
import { badRequest, HttpError, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit, selectLatestAudit } from '../audit/index.ts'
import { applyRecords } from '../records/index.ts'
import { selectEventFormat } from '../structure/index.ts'
import { type CorrectionNote, correctionBefore, logCorrection, mayBeCorrection } from './correction-log.ts'
import { checkMatchResult, type ProgressionSnapshot, progressAfter, progressionBefore } from './progression.ts'
import {
  countStartList,
  deleteEventMedallists,
  deleteResultsOf,
  eventHasBronzeContest,
  insertMedallistRows,
  insertResultRows,
  insertStartList,
  lockUnit,
  type MedallistInsert,
  type PlayByPlayInsert,
  type ResultInsert,
  replacePlayByPlay,
  replaceStartList,
  replaceUnitMedallists,
  type StartListInsert,
  selectCompetitorOrganisations,
  selectEventEntrants,
  selectEventMedallists,
  selectEventUnits,
  selectResultRows,
  selectStartList,
  selectTeamMembers,
  selectUnitMedallists,
  setUnitStatuses,
  type UnitRow,
} from './results.repo.ts'

export type { UnitRow } from './results.repo.ts'

/** A live `unit` event's payload: what a screen needs to know which of its queries changed. */
export function unitPayload(unit: UnitRow, timeZone: string, correction = false) {
  return {
    ...(correction ? { correction: true } : {}),
    unitCode: unit.code,
    eventCode: unit.eventCode,
    disciplineCode: unit.disciplineCode,
    day: zonedDate(unit.startAt, timeZone),
    scheduleStatus: unit.scheduleStatus,
    resultStatus: unit.resultStatus,
    version: unit.version,
  }
}

/** Progression's announcement of a start list it filled: the unit's page and lists read it (decision 075). */
async function progress(tx: Tx, snapshot: ProgressionSnapshot | null, actor: Actor, timeZone: string): Promise<void> {
  if (!snapshot) return
  await progressAfter(tx, snapshot, actor, (t, unit) =>
    publishLiveEvent(t, 'result', unitPayload(unit, timeZone)).then(() => undefined),
  )
}

async function lockedUnit(tx: Tx, code: string): Promise<UnitRow> {
  const unit = await lockUnit(tx, code)
  if (!unit) throw notFound(`No unit with code ${code}.`)
  return unit
}

/**
 * A person's write is checked against the unit's discipline (decision 038): a referee enters results only for the
 * disciplines assigned to them. The route's middleware answered "may enter results somewhere"; this answers "here".
 * System writers (the ODF feed, the import, the simulator) were let in by their own route or run inside the server.
 */
function checkMayWrite(actor: Actor, unit: UnitRow): void {
  if (actor.kind === 'system') return
  const subject = { userType: actor.userType, disciplines: actor.disciplines ?? [] }
  if (!can(subject, 'results.enter', { discipline: unit.disciplineCode ?? '' })) throw forbidden()
}

function checkTransition(code: string, from: string, to: string): void {
  if (!canTransition(from as ScheduleStatus, to as ScheduleStatus)) {
    throw new HttpError(409, 'invalid_transition', `A unit cannot go from ${from} to ${to}.`, {
      scheduleStatus: [`${code}: ${from} → ${to} is not an ODF transition`],
    })
  }
}

/**
 * A person publishing OFFICIAL results (decision 066): refused while the unit has no result rows (a final published
 * before it was swum), and the unit is finished with it when it can be (from RUNNING or INTERRUPTED), so "Official"
 * is one step. Feeds, the import and the simulator send their own schedule statuses and are left as they are.
 */
function publishedStatus(
  actor: Actor,
  before: UnitRow,
  scheduleStatus: string,
  resultStatus: string | null,
  resultRows: number,
): string {
  if (actor.kind === 'system' || resultStatus !== 'OFFICIAL') return scheduleStatus
  if (resultRows === 0) {
    throw new HttpError(
      409,
      'official_without_results',
      `${before.code} has no results: enter them before publishing them as official.`,
    )
  }
  const finishes =
    scheduleStatus !== 'FINISHED' && canTransition(scheduleStatus as ScheduleStatus, 'FINISHED' as ScheduleStatus)
  return finishes ? 'FINISHED' : scheduleStatus
}

async function saveStatuses(tx: Tx, before: UnitRow, scheduleStatus: string, resultStatus: string | null) {
  const after = await setUnitStatuses(tx, before.code, { scheduleStatus, resultStatus, version: before.version + 1 })
  if (!after) throw notFound(`No unit with code ${before.code}.`)
  return after
}

/** A unit's status change: its audit row and its `unit` live event, in the writing transaction. */
async function announceStatusChange(
  tx: Tx,
  actor: Actor,
  before: UnitRow,
  after: UnitRow,
  timeZone: string,
  correction = false,
) {
  await insertAudit(
    tx,
    actor,
    'unit',
    'unit.status',
    after.code,
    { scheduleStatus: before.scheduleStatus, resultStatus: before.resultStatus },
    { scheduleStatus: after.scheduleStatus, resultStatus: after.resultStatus },
  )
  await publishLiveEvent(tx, 'unit', unitPayload(after, timeZone, correction))
}

/**
 * The unit deciding an event's medal, for the medallists' unit and award time: the last GOLD unit decides gold and
 * silver, the last BRONZE unit bronze (else the gold unit, as in events with two bronzes from semi-finals).
 */
export function decidingUnit<U extends { eventCode: string | null; medal: string | null }>(
  eventUnits: readonly U[],
  eventCode: string,
  medal: string,
): U | undefined {
  const decides = (kind: string) => eventUnits.findLast((u) => u.eventCode === eventCode && u.medal === kind)
  return decides(medal === 'BRONZE' ? 'BRONZE' : 'GOLD') ?? decides('GOLD')
}

type DesiredMedal = Pick<MedallistInsert, 'medal' | 'athleteId' | 'teamId' | 'organisationCode'>

const medalKey = (r: { medal: string; athleteId?: string | null; teamId?: string | null }) =>
  `${r.medal}|${r.athleteId ?? ''}|${r.teamId ?? ''}`

/**
 * Keeps a medal unit's medallists in step with its results: medals are awarded from OFFICIAL results only (a
 * protest or a correction withdraws them until the results are official again). Announces a `medal` change.
 */
async function syncMedallists(tx: Tx, unit: UnitRow, timeZone: string): Promise<boolean> {
  if (!unit.medal || !unit.eventCode) return false
  const eventCode = unit.eventCode
  let desired: DesiredMedal[] = []
  if (unit.resultStatus === 'OFFICIAL') {
    const rows = await selectResultRows(tx, unit.code)
    const awards = medalsFromRanks(unit.medal as UnitMedal, rows, {
      eventHasBronzeContest: await eventHasBronzeContest(tx, eventCode),
    })
    const members = await selectTeamMembers(
      tx,
      awards.map((a) => a.entry.teamId).filter((id): id is string => Boolean(id)),
    )
    desired = awards.flatMap(({ medal, entry }): DesiredMedal[] =>
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
  const current = await selectUnitMedallists(tx, unit.code)
  if (current.map(medalKey).sort().join('\n') === desired.map(medalKey).sort().join('\n')) return false
  await replaceUnitMedallists(
    tx,
    unit.code,
    desired.map((d) => ({ ...d, eventCode, unitCode: unit.code, awardedAt: unit.endAt ?? new Date() })),
  )
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
  return db.transaction((tx) => changeUnitStatus(tx, code, patch, actor, timeZone))
}

/** `updateUnitStatus` inside a caller's transaction (the ODF feed applies a whole message in one). */
export async function changeUnitStatus(
  tx: Tx,
  code: string,
  patch: UnitStatusPatchInput,
  actor: Actor,
  timeZone: string,
): Promise<UnitRow> {
  const before = await lockedUnit(tx, code)
  checkMayWrite(actor, before)
  const asked = patch.scheduleStatus ?? before.scheduleStatus
  checkTransition(code, before.scheduleStatus, asked)
  const resultStatus = patch.resultStatus === undefined ? before.resultStatus : patch.resultStatus
  const scheduleStatus =
    resultStatus === 'OFFICIAL' && before.resultStatus !== 'OFFICIAL'
      ? publishedStatus(actor, before, asked, resultStatus, (await selectResultRows(tx, code)).length)
      : asked
  if (scheduleStatus === before.scheduleStatus && resultStatus === before.resultStatus) return before
  const snapshot = await progressionBefore(tx, before, resultStatus)
  const official = await correctionBefore(tx, before)
  const after = await saveStatuses(tx, before, scheduleStatus, resultStatus)
  await announceStatusChange(tx, actor, before, after, timeZone, mayBeCorrection(official, resultStatus))
  await syncMedallists(tx, after, timeZone)
  await progress(tx, snapshot, actor, timeZone)
  await logCorrection(tx, official, after, actor, patch, timeZone)
  return after
}

/**
 * Undoes a person's last status or results write on a unit (decision 066): the statuses it had before come back
 * (RUNNING and UNOFFICIAL after an "Official" by mistake, SCHEDULED after a final published too early), not the
 * next ODF step, which from FINISHED is only RESCHEDULED. Refused (409) when the unit is no longer in the statuses
 * the undo is about: someone or a feed changed it since. The result rows stay; medals follow the restored status.
 */
export async function undoUnitChange(
  db: Db,
  code: string,
  expected: UnitUndo,
  actor: Actor,
  timeZone: string,
): Promise<UnitRow> {
  return db.transaction(async (tx) => {
    const before = await lockedUnit(tx, code)
    checkMayWrite(actor, before)
    const last = await selectLatestAudit(tx, 'unit', code, ['unit.status', 'unit.results'])
    const previous = (last?.before ?? null) as { scheduleStatus?: string; resultStatus?: string | null } | null
    const current = (last?.after ?? null) as { scheduleStatus?: string; resultStatus?: string | null } | null
    const unchanged =
      before.scheduleStatus === expected.scheduleStatus &&
      before.resultStatus === expected.resultStatus &&
      (current?.scheduleStatus ?? before.scheduleStatus) === before.scheduleStatus &&
      (current?.resultStatus === undefined || current.resultStatus === before.resultStatus)
    if (!previous || !unchanged) {
      throw new HttpError(409, 'undo_stale', `${code} changed since: there is nothing of yours to undo.`)
    }
    const scheduleStatus = previous.scheduleStatus ?? before.scheduleStatus
    const resultStatus = previous.resultStatus === undefined ? before.resultStatus : previous.resultStatus
    if (scheduleStatus === before.scheduleStatus && resultStatus === before.resultStatus) return before
    const snapshot = await progressionBefore(tx, before, resultStatus)
    const official = await correctionBefore(tx, before)
    const after = await saveStatuses(tx, before, scheduleStatus, resultStatus)
    await insertAudit(
      tx,
      actor,
      'unit',
      'unit.undo',
      code,
      { scheduleStatus: before.scheduleStatus, resultStatus: before.resultStatus },
      { scheduleStatus, resultStatus },
    )
    await publishLiveEvent(tx, 'unit', unitPayload(after, timeZone, mayBeCorrection(official, resultStatus)))
    await syncMedallists(tx, after, timeZone)
    await progress(tx, snapshot, actor, timeZone)
    await logCorrection(tx, official, after, actor, { undo: true }, timeZone)
    return after
  })
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
  return db.transaction((tx) => replaceUnitResults(tx, code, input, actor, timeZone))
}

/** `replaceResults` inside a caller's transaction (ODF DT_RESULT). */
export async function replaceUnitResults(
  tx: Tx,
  code: string,
  input: PutResults,
  actor: Actor,
  timeZone: string,
  note?: CorrectionNote,
): Promise<{ unit: UnitRow; results: number }> {
  const before = await lockedUnit(tx, code)
  checkMayWrite(actor, before)
  if (!before.eventCode) {
    throw new HttpError(409, 'not_a_competition', `${code} is not a competition unit: it has no results.`)
  }
  const orgOf = await selectCompetitorOrganisations(
    tx,
    input.results.map((r) => r.athleteId).filter((id): id is string => Boolean(id)),
    input.results.map((r) => r.teamId).filter((id): id is string => Boolean(id)),
  )
  const fields: Record<string, string[]> = {}
  input.results.forEach((row, index) => {
    const id = row.teamId ?? row.athleteId ?? ''
    if (!orgOf.has(id)) fields[`results.${index}.${row.teamId ? 'teamId' : 'athleteId'}`] = [`Unknown competitor ${id}`]
  })
  if (Object.keys(fields).length) throw badRequest('The request body is invalid.', fields)
  await checkMatchResult(tx, before, input.results)
  const snapshot = await progressionBefore(tx, before, input.resultStatus ?? before.resultStatus)
  const official = await correctionBefore(tx, before)

  const previous = await selectResultRows(tx, code)
  await deleteResultsOf(tx, [code])
  const rows: ResultInsert[] = input.results.map((row, index) => ({
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
    detail: row.detail ?? null,
  }))
  const resultStatus = input.resultStatus ?? before.resultStatus
  // A mark beating a stored record of its event is marked and replaces it, in this transaction (decision 091).
  await insertResultRows(tx, await applyRecords(tx, before, rows, resultStatus, timeZone))
  const scheduleStatus = publishedStatus(actor, before, before.scheduleStatus, resultStatus, input.results.length)
  const after = await saveStatuses(tx, before, scheduleStatus, resultStatus)
  await insertAudit(
    tx,
    actor,
    'unit',
    'unit.results',
    code,
    {
      scheduleStatus: before.scheduleStatus,
      resultStatus: before.resultStatus,
      results: previous.map(({ id: _id, ...r }) => r),
    },
    { scheduleStatus, resultStatus, results: input.results, ...(input.reason ? { reason: input.reason } : {}) },
  )
  await publishLiveEvent(tx, 'result', {
    ...unitPayload(after, timeZone, mayBeCorrection(official, resultStatus)),
    results: input.results.length,
  })
  await syncMedallists(tx, after, timeZone)
  await progress(tx, snapshot, actor, timeZone)
  await logCorrection(tx, official, after, actor, note ?? input, timeZone)
  return { unit: after, results: input.results.length }
}

/** One competitor of a start list as a feed sends it, in start order; `position` is a lane or home/away. */
export interface StartListEntryInput {
  athleteId?: string | null
  teamId?: string | null
  position?: string | null
}

/**
 * Replaces a competition unit's start list (ODF DT_RESULT: a START_LIST, or the StartOrder of results), when it
 * differs: competitors must exist, their delegation is taken from the database; an audit row and a `result` live
 * event (the unit page reads its start list). Returns whether anything changed.
 */
export async function replaceUnitStartList(
  tx: Tx,
  code: string,
  entries: StartListEntryInput[],
  actor: Actor,
  timeZone: string,
): Promise<boolean> {
  const unit = await lockedUnit(tx, code)
  checkMayWrite(actor, unit)
  if (!unit.eventCode) {
    throw new HttpError(409, 'not_a_competition', `${code} is not a competition unit: it has no start list.`)
  }
  const orgOf = await selectCompetitorOrganisations(
    tx,
    entries.map((e) => e.athleteId).filter((id): id is string => Boolean(id)),
    entries.map((e) => e.teamId).filter((id): id is string => Boolean(id)),
  )
  const fields: Record<string, string[]> = {}
  entries.forEach((e, index) => {
    const id = e.teamId ?? e.athleteId ?? ''
    if (!orgOf.has(id)) fields[`startList.${index}.${e.teamId ? 'teamId' : 'athleteId'}`] = [`Unknown competitor ${id}`]
  })
  if (Object.keys(fields).length) throw badRequest('The start list is invalid.', fields)
  const rows: StartListInsert[] = entries.map((e, index) => ({
    unitCode: code,
    startOrder: index + 1,
    position: e.position ?? null,
    athleteId: e.teamId ? null : (e.athleteId ?? null),
    teamId: e.teamId ?? null,
    organisationCode: orgOf.get(e.teamId ?? e.athleteId ?? '') ?? '',
  }))
  const shown = (
    r: Pick<StartListInsert, 'startOrder' | 'position' | 'athleteId' | 'teamId' | 'organisationCode'>,
  ) => ({
    startOrder: r.startOrder,
    position: r.position ?? null,
    athleteId: r.athleteId ?? null,
    teamId: r.teamId ?? null,
    organisationCode: r.organisationCode,
  })
  const previous = (await selectStartList(tx, code)).map(shown)
  const next = rows.map(shown)
  if (JSON.stringify(previous) === JSON.stringify(next)) return false
  await replaceStartList(tx, code, rows)
  await insertAudit(tx, actor, 'unit', 'unit.startList', code, { startList: previous }, { startList: next })
  await publishLiveEvent(tx, 'result', unitPayload(unit, timeZone))
  return true
}

/**
 * A start list set by staff (issue 42 point 5, decision 075): the whole list in start order. Refused with structured
 * problems (422 `invalid_start_list`) when a competitor does not exist or is not entered in the unit's event, is
 * listed twice, two share a lane or position, or the list is longer than the unit's lanes (a ranked round of the
 * stored structure) or than two (a match). A unit that has results or is under way keeps its list unless `force`
 * says staff mean it (409 `start_list_locked` otherwise). Written by `replaceUnitStartList` (audit row, live event).
 */
export async function setUnitStartList(
  db: Db,
  code: string,
  input: PutStartList,
  actor: Actor,
  timeZone: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const unit = await lockedUnit(tx, code)
    checkMayWrite(actor, unit)
    if (!unit.eventCode) {
      throw new HttpError(409, 'not_a_competition', `${code} is not a competition unit: it has no start list.`)
    }
    const ids = input.entries.map((e) => e.teamId ?? e.athleteId ?? '')
    const [orgOf, entered, format] = await Promise.all([
      selectCompetitorOrganisations(
        tx,
        input.entries.flatMap((e) => (e.athleteId && !e.teamId ? [e.athleteId] : [])),
        input.entries.flatMap((e) => (e.teamId ? [e.teamId] : [])),
      ),
      selectEventEntrants(tx, unit.eventCode),
      selectEventFormat(tx, unit.eventCode),
    ])
    const problems: FormatProblem[] = []
    ids.forEach((id, slot) => {
      if (!orgOf.has(id)) problems.push({ code: 'unknown-competitor', unit: code, slot, competitorId: id })
      else if (!entered.has(id)) problems.push({ code: 'not-in-event', unit: code, slot, competitorId: id })
    })
    const inFormat = format ? formatUnits(format).some((u) => u.unit.code === code) : false
    if (format && inFormat) problems.push(...validateStartList(format, code, ids))
    else {
      const seen = new Set<string>()
      ids.forEach((id, slot) => {
        if (seen.has(id)) problems.push({ code: 'duplicate-competitor', unit: code, slot, competitorId: id })
        seen.add(id)
      })
    }
    const positions = new Set<string>()
    input.entries.forEach((e, slot) => {
      if (!e.position) return
      if (positions.has(e.position)) problems.push({ code: 'duplicate-position', unit: code, slot })
      positions.add(e.position)
    })
    if (problems.length > 0) {
      throw new HttpError(422, 'invalid_start_list', `${code}: the start list cannot be saved.`, undefined, {
        problems,
      })
    }
    const started =
      (await selectResultRows(tx, code)).length > 0 ||
      ['RUNNING', 'SCHEDULED_BREAK', 'INTERRUPTED', 'FINISHED'].includes(unit.scheduleStatus) ||
      ![null, 'START_LIST'].includes(unit.resultStatus)
    if (started && !input.force) {
      throw new HttpError(
        409,
        'start_list_locked',
        `${code} already has results or is under way: send force to change its start list.`,
        undefined,
        { units: [code] },
      )
    }
    await replaceUnitStartList(tx, code, input.entries, actor, timeZone)
    return input.entries.length
  })
}

/** A unit's whole state as the simulator computes it; the lists given replace what the unit had. */
export interface UnitState {
  scheduleStatus: ScheduleStatus
  resultStatus: string | null
  /** Written only when the unit has no start list yet. */
  startList?: StartListInsert[]
  results?: ResultInsert[]
  playByPlay?: PlayByPlayInsert[]
}

/**
 * Applies a whole unit state (the simulator's path) in one transaction, under the same rules as staff changes: the
 * schedule status must be an ODF transition from the current one, with an audit row, live events and medallists.
 * Its rows come from the demo's own plan, so they skip the request validation: a match under way legitimately has
 * results without ranks.
 */
export async function applyUnitState(
  db: Db,
  code: string,
  state: UnitState,
  actor: Actor,
  timeZone: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedUnit(tx, code)
    checkTransition(code, before.scheduleStatus, state.scheduleStatus)
    const statusChanged = before.scheduleStatus !== state.scheduleStatus || before.resultStatus !== state.resultStatus
    const snapshot = await progressionBefore(tx, before, state.resultStatus)
    if (state.startList?.length && (await countStartList(tx, code)) === 0) await insertStartList(tx, state.startList)
    if (state.results) {
      await deleteResultsOf(tx, [code])
      await insertResultRows(tx, await applyRecords(tx, before, state.results, state.resultStatus, timeZone))
    }
    if (state.playByPlay) await replacePlayByPlay(tx, code, state.playByPlay)
    const after = await saveStatuses(tx, before, state.scheduleStatus, state.resultStatus)
    if (statusChanged) await announceStatusChange(tx, actor, before, after, timeZone)
    if (state.results) {
      await publishLiveEvent(tx, 'result', { ...unitPayload(after, timeZone), results: state.results.length })
    }
    await syncMedallists(tx, after, timeZone)
    await progress(tx, snapshot, actor, timeZone)
  })
}

/** One medallist of an event as a feed or a bundle names it (a team medal: one row per member, or one for the team). */
export type EventMedallist = Pick<MedallistInsert, 'medal' | 'organisationCode' | 'athleteId' | 'teamId'>

const eventMedalKey = (r: EventMedallist) =>
  JSON.stringify([r.medal, r.organisationCode, r.athleteId ?? null, r.teamId ?? null])

/**
 * Replaces an event's medallists with the ones a feed names (ODF DT_MEDALLISTS), when they differ: an audit row
 * for the event and a `medal` live event. Returns whether anything changed.
 */
export async function setEventMedallists(
  tx: Tx,
  event: { code: string; disciplineCode: string },
  next: EventMedallist[],
  actor: Actor,
  timeZone: string,
  source: 'odf',
): Promise<boolean> {
  const current = await selectEventMedallists(tx, [event.code])
  if (current.map(eventMedalKey).sort().join('\n') === next.map(eventMedalKey).sort().join('\n')) return false
  const eventUnits = await selectEventUnits(tx, [event.code])
  await deleteEventMedallists(tx, [event.code])
  await insertMedallistRows(
    tx,
    next.map((m) => {
      const unit = decidingUnit(eventUnits, event.code, m.medal)
      return {
        ...m,
        eventCode: event.code,
        unitCode: unit?.code ?? null,
        awardedAt: unit ? (unit.endAt ?? unit.startAt) : new Date(),
      }
    }),
  )
  const shown = (rows: EventMedallist[]) =>
    rows.map((r) => ({
      medal: r.medal,
      organisation: r.organisationCode,
      athleteId: r.athleteId ?? null,
      teamId: r.teamId ?? null,
    }))
  await insertAudit(tx, actor, 'event', 'event.medallists', event.code, shown(current), shown(next))
  const gold = decidingUnit(eventUnits, event.code, 'GOLD')
  await publishLiveEvent(tx, 'medal', {
    ...(gold ? { unitCode: gold.code, day: zonedDate(gold.startAt, timeZone) } : {}),
    eventCode: event.code,
    disciplineCode: event.disciplineCode,
    medallists: next.length,
    source,
  })
  return true
}

const BATCH = 1000
const batches = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH))
  return out
}

/**
 * The bundle import's results: the whole lists of the units whose rows differ (the importer compared first), in
 * batches, inside the import's transaction. No live event per unit: the import announces one `reset`.
 */
export async function importUnitResults(
  tx: Tx,
  changedUnits: readonly string[],
  rows: readonly ResultInsert[],
  progress: (rows: number) => void,
): Promise<void> {
  for (const codes of batches(changedUnits)) await deleteResultsOf(tx, codes)
  for (const batch of batches(rows)) {
    await insertResultRows(tx, batch)
    progress(batch.length)
  }
}

/**
 * The bundle import's medallists: an imported games brings its own (medallists.csv), so they are taken as given,
 * with the deciding unit of each medal found by the same rule as the feed's.
 */
export async function importEventMedallists(
  tx: Tx,
  changedEvents: readonly string[],
  rows: readonly (EventMedallist & { eventCode: string })[],
  progress: (rows: number) => void,
): Promise<void> {
  const byEvent = new Map<string, UnitRow[]>()
  for (const codes of batches(changedEvents)) {
    for (const u of await selectEventUnits(tx, codes)) {
      if (!u.eventCode) continue
      const list = byEvent.get(u.eventCode)
      if (list) list.push(u)
      else byEvent.set(u.eventCode, [u])
    }
  }
  for (const codes of batches(changedEvents)) await deleteEventMedallists(tx, codes)
  const withUnits = rows.map((m) => {
    const unit = decidingUnit(byEvent.get(m.eventCode) ?? [], m.eventCode, m.medal)
    return { ...m, unitCode: unit?.code ?? null, awardedAt: unit ? (unit.endAt ?? unit.startAt) : null }
  })
  for (const batch of batches(withUnits)) {
    await insertMedallistRows(tx, batch)
    progress(batch.length)
  }
}
