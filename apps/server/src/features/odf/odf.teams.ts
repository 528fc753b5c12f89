/**
 * DT_PARTIC_TEAMS (docs/odf.md): each `Team` upserts a Podium team by Code: its delegation (Organisation), its name
 * (Name or TeamName, the same in every language), its event (`Discipline/RegisteredEvent@Event`, an event RSC the
 * games knows) and its members (`Composition/Athlete@Code`, athletes the games knows; an empty or absent
 * Composition keeps the members). A team sent with `Current="false"` is no longer among the current teams: a new
 * one is not created and a known one is left as it is (its results and medals stay; Podium has no withdrawn flag
 * for teams yet). Anything unknown refuses the message, naming the team.
 */
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import type { OdfMessage } from './odf.parse.ts'
import { knownAthletes, replaceMembers, selectEvent, selectMembers, selectTeams, upsertTeam } from './odf.repo.ts'

type TeamsMessage = Extract<OdfMessage, { documentType: 'DT_PARTIC_TEAMS' }>

const unprocessable = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(422, 'invalid_odf', message, fields)

export async function applyTeams(tx: Tx, msg: TeamsMessage, actor: Actor, knownOrganisations: Set<string>) {
  const ids = msg.teams.map((t) => t.Code)
  const twice = ids.find((c, i) => ids.indexOf(c) !== i)
  if (twice) throw unprocessable(`Team ${twice} is listed twice.`)
  const existing = await selectTeams(tx, ids)
  const members = await selectMembers(tx, ids)
  const athletes = await knownAthletes(tx, [
    ...new Set(msg.teams.flatMap((t) => t.Composition?.Athlete.map((a) => a.Code) ?? [])),
  ])
  let changed = 0
  for (const [i, t] of msg.teams.entries()) {
    const before = existing.get(t.Code)
    if (!t.Current) continue
    if (!knownOrganisations.has(t.Organisation)) {
      throw unprocessable(`Team ${t.Code}: unknown organisation ${t.Organisation}.`, {
        [`Team.${i}.Organisation`]: ['Unknown organisation'],
      })
    }
    const eventCode = t.Discipline.flatMap((d) => d.RegisteredEvent.map((r) => r.Event))[0]
    const event = eventCode ? await selectEvent(tx, eventCode) : undefined
    if ((eventCode && !event) || (!eventCode && !before)) {
      throw unprocessable(`Team ${t.Code}: ${eventCode ? `unknown event ${eventCode}` : 'no RegisteredEvent'}.`, {
        [`Team.${i}.Discipline`]: [eventCode ? 'Unknown event' : 'names no event'],
      })
    }
    const composition = t.Composition?.Athlete.map((a) => a.Code) ?? []
    const unknown = composition.find((id) => !athletes.has(id))
    if (unknown) {
      throw unprocessable(`Team ${t.Code}: unknown athlete ${unknown}.`, {
        [`Team.${i}.Composition.Athlete`]: [`Unknown athlete ${unknown}`],
      })
    }
    const name = t.Name ?? t.TeamName ?? before?.names.en ?? t.Code
    const next = {
      id: t.Code,
      names:
        t.Name || t.TeamName
          ? { pt: name, en: name, es: name, az: name }
          : (before?.names ?? { pt: name, en: name, es: name, az: name }),
      organisationCode: t.Organisation,
      eventCode: event?.code ?? (before?.eventCode as string),
    }
    const nextMembers = composition.length ? [...new Set(composition)].sort() : (members.get(t.Code) ?? [])
    const shown = (team: typeof next | undefined, list: string[]) =>
      team
        ? { names: team.names, organisationCode: team.organisationCode, eventCode: team.eventCode, members: list }
        : null
    const previous = shown(before, members.get(t.Code) ?? [])
    const after = shown(next, nextMembers)
    if (JSON.stringify(previous) === JSON.stringify(after)) continue
    await upsertTeam(tx, next)
    if (composition.length) await replaceMembers(tx, t.Code, nextMembers)
    await insertAudit(tx, actor, 'team', before ? 'team.update' : 'team.create', t.Code, previous, after)
    changed++
  }
  if (changed) await publishLiveEvent(tx, 'reset', { source: 'odf', documentType: 'DT_PARTIC_TEAMS' })
  return changed
}
