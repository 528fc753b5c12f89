import { can, type EventFormat, type FormatProblem, formatUnits, validateEventFormat } from '@podium/domain'
import type { Db, Tx } from '../../db/client.ts'
import { type Actor, forbidden } from '../../http/auth.ts'
import { badRequest, HttpError, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import { deleteEventFormat, selectEventFormat, upsertEventFormat } from './event-format.repo.ts'
import { selectCompetitorNames, selectStructureEvent, selectStructureUnits } from './structure.repo.ts'

/**
 * Storing and removing an event's competition structure (decision 075). Whoever may enter the results of the
 * event's discipline may set its structure (admins, staff, that discipline's referees): it decides who plays whom,
 * like the start lists they already set. Refused with structured problems (422 `invalid_format`) when the domain's
 * validation finds one, when a unit is not a unit of this event in the schedule, or a named competitor does not
 * exist. An audit row and a `structure` live event in the writing transaction.
 */

function checkMayWrite(actor: Actor, disciplineCode: string): void {
  if (actor.kind === 'system') return
  const subject = { userType: actor.userType, disciplines: actor.disciplines ?? [] }
  if (!can(subject, 'results.enter', { discipline: disciplineCode })) throw forbidden()
}

export function invalidFormat(problems: FormatProblem[]): HttpError {
  return new HttpError(422, 'invalid_format', 'The competition structure cannot be played as it is.', undefined, {
    problems,
  })
}

/** Everything wrong with a format for this event: the domain's problems, then the database's (also the bundle import's check). */
export async function formatProblemsIn(tx: Tx, eventCode: string, format: EventFormat): Promise<FormatProblem[]> {
  const problems = validateEventFormat(format)
  const all = formatUnits(format)
  const scheduled = new Map(
    (
      await selectStructureUnits(
        tx,
        all.map((u) => u.unit.code),
      )
    ).map((u) => [u.code, u]),
  )
  for (const { unit, round } of all) {
    if (scheduled.get(unit.code)?.eventCode !== eventCode) {
      problems.push({ code: 'not-in-schedule', round: round.code, unit: unit.code })
    }
  }
  const named = [
    ...all.flatMap(({ unit, round }) =>
      unit.slots.map((s, slot) => ({ s, at: { round: round.code, unit: unit.code, slot } })),
    ),
    ...format.rounds.flatMap((round) =>
      (round.pools ?? []).flatMap((pool) =>
        pool.members.map((s, slot) => ({ s, at: { round: round.code, pool: pool.code, slot } })),
      ),
    ),
  ].flatMap(({ s, at }) => (s.kind === 'competitor' ? [{ id: s.competitorId, at }] : []))
  const known = await selectCompetitorNames(tx, [...new Set(named.map((n) => n.id))])
  for (const { id, at } of named) {
    if (!known.has(id)) problems.push({ code: 'unknown-competitor', ...at, competitorId: id })
  }
  return problems
}

export async function putEventFormat(db: Db, eventCode: string, format: EventFormat, actor: Actor): Promise<void> {
  if (format.eventCode !== eventCode) {
    throw badRequest('The request body is invalid.', { eventCode: [`Must be ${eventCode}`] })
  }
  await db.transaction(async (tx) => {
    const event = await selectStructureEvent(tx, eventCode)
    if (!event) throw notFound('No such event.')
    checkMayWrite(actor, event.disciplineCode)
    const problems = await formatProblemsIn(tx, eventCode, format)
    if (problems.length > 0) throw invalidFormat(problems)
    const before = await selectEventFormat(tx, eventCode)
    await upsertEventFormat(tx, format)
    await insertAudit(tx, actor, 'event', 'event.format', eventCode, before ?? null, format)
    await publishLiveEvent(tx, 'structure', {
      eventCode,
      disciplineCode: event.disciplineCode,
      change: before ? 'updated' : 'created',
    })
  })
}

/** Removes an event's structure; 404 when the event or its structure does not exist. */
export async function removeEventFormat(db: Db, eventCode: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await selectStructureEvent(tx, eventCode)
    if (!event) throw notFound('No such event.')
    checkMayWrite(actor, event.disciplineCode)
    const before = await selectEventFormat(tx, eventCode)
    if (!before) throw notFound('This event has no competition structure.')
    await deleteEventFormat(tx, eventCode)
    await insertAudit(tx, actor, 'event', 'event.format', eventCode, before, null)
    await publishLiveEvent(tx, 'structure', { eventCode, disciplineCode: event.disciplineCode, change: 'deleted' })
  })
}
