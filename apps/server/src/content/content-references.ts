/**
 * The checks a kind's schema cannot make, on the widgets that name the games' data (decisions 110, 111): a
 * `discipline` field's code is one the games have (imported ones too, decision 074), an `organisation` field's is a
 * delegation of the games, an `event` or `venue` field's one of the games' (decision 116), a `day` field's day is a games day (once games are loaded) and a `days` field's days are
 * all games days. Made inside the write's transaction, before anything is written; a refused value is a 400 naming
 * its field, like the schema's own refusals.
 */
import { nounOf, VALIDATION_MESSAGES } from '@podium/domain'
import type { AppContext } from '../context.ts'
import type { Tx } from '../db/client.ts'
import { disciplineExists, eventExists, organisationExists, venueExists } from '../features/reference/index.ts'
import { badRequest } from '../http/errors.ts'
import type { ContentTable, ContentValues } from './content.repo.ts'

export async function checkContentReferences(
  ctx: AppContext,
  tx: Tx,
  t: ContentTable,
  values: ContentValues,
): Promise<void> {
  const fields: Record<string, string[]> = {}
  for (const { name, widget } of t.kind.fields) {
    const value = values[name]
    if (widget === 'days' && Array.isArray(value) && value.some((day) => !ctx.calendar.isGamesDay(String(day)))) {
      fields[name] = [VALIDATION_MESSAGES.dayOutsideGames]
    }
    if (typeof value !== 'string' || value === '') continue
    if (widget === 'discipline' && !(await disciplineExists(tx, value))) {
      fields[name] = [VALIDATION_MESSAGES.disciplineUnknown]
    }
    if (widget === 'organisation' && !(await organisationExists(tx, value))) {
      fields[name] = [VALIDATION_MESSAGES.organisationUnknown]
    }
    if (widget === 'event' && !(await eventExists(tx, value))) fields[name] = [VALIDATION_MESSAGES.eventUnknown]
    if (widget === 'venue' && !(await venueExists(tx, value))) fields[name] = [VALIDATION_MESSAGES.venueUnknown]
    if (widget === 'day' && ctx.calendar.games && !ctx.calendar.isGamesDay(value)) {
      fields[name] = [VALIDATION_MESSAGES.dayOutsideGames]
    }
  }
  if (Object.keys(fields).length > 0) throw badRequest(`The ${nounOf(t.kind)} is invalid.`, fields)
}
