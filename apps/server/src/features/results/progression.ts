/**
 * Progression inside the results writer (issue 35, decision 075): when a unit's result becomes OFFICIAL, is corrected
 * while official, or stops being official, the writer re-resolves the event's stored structure in the same
 * transaction and writes the start lists of the units whose slots changed, with an audit row and a `result` live
 * event per unit. A slot whose unit has already started is never changed silently: a person's write is refused
 * (409 `slot_already_played`, naming the units); a feed or the simulator, which cannot be asked, leaves those units
 * as they are and says so in the audit log.
 */
import { type EventFormat, formatUnits, type ResolvedSlot, slotPosition, validateMatchResult } from '@podium/domain'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { insertAudit } from '../audit/index.ts'
import { competitorId } from '../standings/index.ts'
import {
  type EventResolution,
  resolveEvent,
  selectCompetitorNames,
  selectEventFormat,
  selectStructureEvent,
} from '../structure/index.ts'
import { lockUnit, replaceStartList, type StartListInsert, selectStartList, type UnitRow } from './results.repo.ts'

/** A unit under way or done: its start list is what was played. */
const STARTED_SCHEDULE = new Set(['RUNNING', 'SCHEDULED_BREAK', 'INTERRUPTED', 'FINISHED'])
const NOT_STARTED_RESULT = new Set([null, 'START_LIST'])

export interface ProgressionSnapshot {
  event: { code: string; disciplineCode: string; team: boolean }
  format: EventFormat
  before: EventResolution
  trigger: string
}

/**
 * The event's resolution before a write that may change what its official results decide (the unit is official now
 * or the write makes it so); null when nothing can progress (no stored structure, or the unit is not in it).
 */
export async function progressionBefore(
  tx: Tx,
  unit: UnitRow,
  resultStatusAfter: string | null,
): Promise<ProgressionSnapshot | null> {
  if (!unit.eventCode) return null
  if (unit.resultStatus !== 'OFFICIAL' && resultStatusAfter !== 'OFFICIAL') return null
  const format = await selectEventFormat(tx, unit.eventCode)
  if (!format || !formatUnits(format).some((u) => u.unit.code === unit.code)) return null
  const event = await selectStructureEvent(tx, unit.eventCode)
  if (!event) return null
  return { event, format, before: await resolveEvent(tx, event, format), trigger: unit.code }
}

const slotKey = (slot: ResolvedSlot | undefined): string =>
  slot?.state === 'decided' ? `id:${slot.competitorId}` : (slot?.state ?? 'none')

interface Planned {
  unit: UnitRow
  previous: ReturnType<typeof shown>[]
  rows: StartListInsert[]
}

const shown = (r: Pick<StartListInsert, 'startOrder' | 'position' | 'athleteId' | 'teamId' | 'organisationCode'>) => ({
  startOrder: r.startOrder,
  position: r.position ?? null,
  athleteId: r.athleteId ?? null,
  teamId: r.teamId ?? null,
  organisationCode: r.organisationCode,
})

function hasStarted(unit: UnitRow, resultRows: number): boolean {
  return resultRows > 0 || STARTED_SCHEDULE.has(unit.scheduleStatus) || !NOT_STARTED_RESULT.has(unit.resultStatus)
}

/**
 * After the write: re-resolves, and writes the start list of every unit whose slots the write changed (only those
 * slots: what staff set elsewhere in the list stays). Returns the units it filled.
 */
export async function progressAfter(
  tx: Tx,
  snapshot: ProgressionSnapshot,
  actor: Actor,
  announce: (tx: Tx, unit: UnitRow) => Promise<void>,
): Promise<string[]> {
  const { event, format, before, trigger } = snapshot
  const after = await resolveEvent(tx, event, format)
  const beforeSlots = new Map(before.units.map((u) => [u.code, u.slots]))
  const rounds = new Map(formatUnits(format).map((u) => [u.unit.code, u.round]))

  const changed = after.units.flatMap((unit) => {
    if (unit.code === trigger) return []
    const old = beforeSlots.get(unit.code) ?? []
    const slots = unit.slots.flatMap((slot, index) => (slotKey(slot) === slotKey(old[index]) ? [] : [{ slot, index }]))
    return slots.length > 0 && after.unitRows.has(unit.code) ? [{ code: unit.code, slots }] : []
  })
  if (changed.length === 0) return []

  const ids = changed.flatMap((c) => c.slots.flatMap((s) => (s.slot.state === 'decided' ? [s.slot.competitorId] : [])))
  const competitors = await selectCompetitorNames(tx, [...new Set(ids)])

  const planned: Planned[] = []
  for (const { code, slots } of changed) {
    const unit = await lockUnit(tx, code)
    const round = rounds.get(code)
    if (!unit || !round) continue
    const current = await selectStartList(tx, code)
    let rows: StartListInsert[] = current.map(({ id: _id, ...r }) => r)
    for (const { slot, index } of slots) {
      const startOrder = index + 1
      rows = rows.filter((r) => r.startOrder !== startOrder)
      if (slot.state !== 'decided') continue
      const who = competitors.get(slot.competitorId)
      if (!who) continue
      rows = rows.filter(
        (r) => competitorId({ athleteId: r.athleteId ?? null, teamId: r.teamId ?? null }) !== slot.competitorId,
      )
      rows.push({
        unitCode: code,
        startOrder,
        position: slotPosition(round, index),
        athleteId: who.athleteId,
        teamId: who.teamId,
        organisationCode: who.organisationCode,
      })
    }
    rows.sort((a, b) => a.startOrder - b.startOrder)
    const previous = current.map(shown)
    if (JSON.stringify(previous) === JSON.stringify(rows.map(shown))) continue
    planned.push({ unit, previous, rows })
  }

  const blocked = planned.filter((p) => hasStarted(p.unit, after.resultRows.get(p.unit.code)?.length ?? 0))
  if (blocked.length > 0) {
    const units = blocked.map((p) => p.unit.code)
    if (actor.kind !== 'system') {
      throw new HttpError(
        409,
        'slot_already_played',
        `This would change who plays in ${units.join(', ')}, already started: undo ${units.length > 1 ? 'them' : 'it'} first.`,
        undefined,
        { units },
      )
    }
    for (const p of blocked) {
      await insertAudit(
        tx,
        actor,
        'unit',
        'unit.progression.held',
        p.unit.code,
        { startList: p.previous },
        {
          startList: p.rows.map(shown),
          trigger,
        },
      )
    }
  }
  const filled: string[] = []
  for (const p of planned) {
    if (blocked.includes(p)) continue
    await replaceStartList(tx, p.unit.code, p.rows)
    await insertAudit(
      tx,
      actor,
      'unit',
      'unit.startList',
      p.unit.code,
      { startList: p.previous },
      { startList: p.rows.map(shown), progression: trigger },
    )
    await announce(tx, p.unit)
    filled.push(p.unit.code)
  }
  return filled
}

/**
 * A head-to-head result of a unit in a stored structure, against the match's two competitors (its start list, else
 * the slots the structure decided): a winner or a row from outside the match, or two winners, is refused (422).
 */
export async function checkMatchResult(
  tx: Tx,
  unit: UnitRow,
  rows: readonly { athleteId?: string | null; teamId?: string | null; winner?: boolean | null }[],
): Promise<void> {
  if (!unit.eventCode) return
  const format = await selectEventFormat(tx, unit.eventCode)
  const found = format ? formatUnits(format).find((u) => u.unit.code === unit.code) : undefined
  if (found?.round.contest !== 'head-to-head') return
  let start = (await selectStartList(tx, unit.code)).map((r) =>
    competitorId({ athleteId: r.athleteId, teamId: r.teamId }),
  )
  if (start.length !== 2 && format) {
    // No start list yet: the two competitors the structure decided, if it has.
    const event = await selectStructureEvent(tx, unit.eventCode)
    const resolved = event ? (await resolveEvent(tx, event, format)).units.find((u) => u.code === unit.code) : undefined
    start = (resolved?.slots ?? []).map((s) => (s.state === 'decided' ? s.competitorId : null))
  }
  const [a, b] = start
  if (start.length !== 2 || !a || !b) return
  const problems = validateMatchResult(
    unit.code,
    [a, b],
    rows.map((r) => ({ competitorId: r.teamId ?? r.athleteId ?? '', winner: r.winner ?? null })),
  )
  const first = problems[0]
  if (!first) return
  const fields: Record<string, string[]> = {}
  for (const p of problems) fields[p.slot === undefined ? 'results' : `results.${p.slot}`] = [p.code]
  throw matchResultError(first.code, unit.code, fields)
}

function matchResultError(problem: string, unitCode: string, fields: Record<string, string[]>): HttpError {
  switch (problem) {
    case 'winner-not-in-match':
      return new HttpError(422, 'winner_not_in_match', `${unitCode}: the winner is not in this match.`, fields)
    case 'two-winners':
      return new HttpError(422, 'two_winners', `${unitCode}: a match has one winner.`, fields)
    default:
      return new HttpError(422, 'competitor_not_in_match', `${unitCode}: a competitor is not in this match.`, fields)
  }
}
