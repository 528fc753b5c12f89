/**
 * DT_SCHEDULE and DT_SCHEDULE_UPDATE (docs/odf.md): each listed unit is found by its RSC (the unit code of a games
 * imported with RSC codes), moved (start, end, venue, names, medal flag) and its ScheduleStatus set through the
 * results writer's transition rules; a unit the games does not know is created when its event is known, else the
 * message is refused naming it. ModificationIndicator D cancels a unit (kept, with its history). A full DT_SCHEDULE
 * also cancels the RSC-coded units of its discipline it no longer lists.
 */
import { canTransition, type ScheduleStatus } from '@podium/domain'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import { changeUnitStatus, unitPayload } from '../results/index.ts'
import type { OdfMessage, OdfScheduleUnit } from './odf.parse.ts'
import {
  insertUnit,
  knownVenues,
  lockUnitRow,
  phaseExists,
  selectEvent,
  selectRscUnits,
  type UnitRow,
  updateUnitSchedule,
} from './odf.repo.ts'

type ScheduleMessage = Extract<OdfMessage, { documentType: 'DT_SCHEDULE' | 'DT_SCHEDULE_UPDATE' }>

const unprocessable = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(422, 'invalid_odf', message, fields)

/** ODF PhaseType → Podium's schedule item type: 0 ceremonies, 1 and 2 training, 3 (or none) competition. */
function itemType(u: OdfScheduleUnit, medal: string | null): string {
  if (u.PhaseType === '0') return 'others'
  if (u.PhaseType === '1' || u.PhaseType === '2') return 'training'
  return medal ? 'competition-medal' : 'competition'
}

/** The schedule fields a unit line sets; what it leaves out keeps what Podium has. */
function scheduleOf(u: OdfScheduleUnit, row: UnitRow | undefined, venues: Set<string>) {
  const startAt = u.StartDate ? new Date(u.StartDate) : row?.startAt
  // HideEndDate="Y": the end is not to be shown, so Podium keeps none.
  const endAt = u.HideEndDate === 'Y' ? null : u.EndDate ? new Date(u.EndDate) : (row?.endAt ?? null)
  const venue = u.Venue && venues.has(u.Venue) ? u.Venue : u.Location && venues.has(u.Location) ? u.Location : null
  return {
    startAt,
    endAt,
    venueCode: venue ?? row?.venueCode ?? null,
    names: u.names ?? row?.names,
    medal: u.medal === undefined ? (row?.medal ?? null) : u.medal,
  }
}

const shown = (r: Pick<UnitRow, 'startAt' | 'endAt' | 'venueCode' | 'names' | 'medal'>) => ({
  startAt: r.startAt.toISOString(),
  endAt: r.endAt?.toISOString() ?? null,
  venueCode: r.venueCode,
  names: r.names,
  medal: r.medal,
})

async function createUnit(tx: Tx, u: OdfScheduleUnit, index: number, venues: Set<string>, actor: Actor, tz: string) {
  const eventCode = u.rsc.event
  const event = eventCode ? await selectEvent(tx, eventCode) : undefined
  if (!event) {
    throw unprocessable(
      `Unknown unit ${u.Code}: Podium has neither the unit nor its event ${eventCode ?? '(none)'}; import them first.`,
      { [`Unit.${index}.Code`]: ['Unknown unit and event'] },
    )
  }
  const s = scheduleOf(u, undefined, venues)
  if (!s.startAt) {
    throw unprocessable(`Unit ${u.Code} is new to Podium and has no StartDate.`, {
      [`Unit.${index}.StartDate`]: ['required for a new unit'],
    })
  }
  const type = itemType(u, s.medal)
  const competition = type.startsWith('competition')
  const phaseCode = competition && u.rsc.phase && (await phaseExists(tx, u.rsc.phase)) ? u.rsc.phase : null
  const status: ScheduleStatus = u.ScheduleStatus ?? 'SCHEDULED'
  const created = await insertUnit(tx, {
    code: u.Code,
    type,
    disciplineCode: event.disciplineCode,
    eventCode: competition ? event.code : null,
    phaseCode,
    names: s.names ?? event.names,
    venueCode: s.venueCode,
    startAt: s.startAt,
    endAt: s.endAt,
    scheduleStatus: status,
    medal: competition ? s.medal : null,
  })
  await insertAudit(tx, actor, 'unit', 'unit.create', u.Code, null, { ...shown(created), scheduleStatus: status })
  await publishLiveEvent(tx, 'unit', unitPayload(created, tz))
}

/** Moves to `to` through the ODF transitions, via RUNNING when the direct step is not one; false when impossible. */
export function statusPath(from: ScheduleStatus, to: ScheduleStatus): ScheduleStatus[] | null {
  if (from === to) return []
  if (canTransition(from, to)) return [to]
  if (canTransition(from, 'RUNNING') && canTransition('RUNNING', to)) return ['RUNNING', to]
  return null
}

async function applyUnit(tx: Tx, u: OdfScheduleUnit, index: number, venues: Set<string>, actor: Actor, tz: string) {
  const row = await lockUnitRow(tx, u.Code)
  if (!row) {
    if (u.ModificationIndicator === 'D') return
    await createUnit(tx, u, index, venues, actor, tz)
    return
  }
  if (u.ModificationIndicator === 'D') {
    if (canTransition(row.scheduleStatus as ScheduleStatus, 'CANCELLED')) {
      await changeUnitStatus(tx, u.Code, { scheduleStatus: 'CANCELLED' }, actor, tz)
    }
    return
  }
  const s = scheduleOf(u, row, venues)
  const next = { ...s, startAt: s.startAt ?? row.startAt, names: s.names ?? row.names }
  if (JSON.stringify(shown(next)) !== JSON.stringify(shown(row))) {
    const after = await updateUnitSchedule(tx, row, next)
    await insertAudit(tx, actor, 'unit', 'unit.schedule', u.Code, shown(row), shown(after))
    await publishLiveEvent(tx, 'unit', unitPayload(after, tz))
  }
  if (u.ScheduleStatus && u.ScheduleStatus !== row.scheduleStatus) {
    // The transition rule is the results writer's: an impossible one is refused there (409), naming the unit.
    await changeUnitStatus(tx, u.Code, { scheduleStatus: u.ScheduleStatus }, actor, tz)
  }
}

export async function applySchedule(tx: Tx, msg: ScheduleMessage, actor: Actor, tz: string) {
  const codes = msg.units.map((u) => u.Code)
  const twice = codes.find((c, i) => codes.indexOf(c) !== i)
  if (twice) throw unprocessable(`Unit ${twice} is listed twice.`)
  const venues = await knownVenues(tx, [
    ...new Set(msg.units.flatMap((u) => [u.Venue, u.Location]).filter((v): v is string => Boolean(v))),
  ])
  for (const [i, u] of msg.units.entries()) await applyUnit(tx, u, i, venues, actor, tz)
  if (msg.documentType !== 'DT_SCHEDULE') return
  // A full schedule replaces the discipline's: RSC-coded units it no longer lists are cancelled (kept, with their
  // history), unless they are already past the point where ODF allows a cancellation.
  const listed = new Set(codes)
  for (const row of await selectRscUnits(tx, msg.discipline)) {
    if (listed.has(row.code) || row.scheduleStatus === 'CANCELLED') continue
    if (canTransition(row.scheduleStatus as ScheduleStatus, 'CANCELLED')) {
      await changeUnitStatus(tx, row.code, { scheduleStatus: 'CANCELLED' }, actor, tz)
    }
  }
}
