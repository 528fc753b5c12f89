import {
  type Follow,
  type FollowedTeam,
  linesServing,
  myDayRows,
  myDayVenues,
  type ScheduleItem,
  type TransportLineDto,
  withTeams,
} from '@podium/domain'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useLocale } from '../../i18n/i18n.ts'
import { referenceQueries } from '../../platform/reference/api.ts'
import { myGamesQueries } from './api.ts'
import { participantsOf } from './my-games.ts'
import { ofKind } from './use-my-units.ts'

/**
 * My day (decision 088): the chosen day's schedule, the followed delegations' schedules and athletes' profiles (as My
 * games reads them), the followed teams' rows (delegation and event), the venues and the transport lines; the domain
 * picks, orders and groups. `refresh` refetches all of it (before printing or saving the PDF).
 */
export function useMyDay(follows: readonly Follow[], day: string | undefined) {
  const locale = useLocale()
  const athletes = ofKind(follows, 'athlete')
  const teamIds = ofKind(follows, 'team')
  const dayQuery = useQuery({ ...myGamesQueries.day(day ?? '', locale), enabled: day !== undefined })
  const teamQueries = useQueries({ queries: teamIds.map((id) => myGamesQueries.team(id, locale)) })
  const teams: FollowedTeam[] = teamQueries.flatMap((q) =>
    q.data ? [{ id: q.data.id, organisationCode: q.data.organisation.code, eventCode: q.data.eventCode }] : [],
  )
  // A followed team is read through its delegation's schedule (the team rule), so those schedules are read too.
  const delegations = [...new Set([...ofKind(follows, 'delegation'), ...teams.map((t) => t.organisationCode)])]
  const delegationQueries = useQueries({
    queries: delegations.map((code) => myGamesQueries.delegationSchedule(code, locale)),
  })
  const athleteQueries = useQueries({ queries: athletes.map((id) => myGamesQueries.athlete(id, locale)) })
  const venues = useQuery(referenceQueries.venues(locale)).data
  const organisations = useQuery(referenceQueries.organisations(locale)).data
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data
  const transport = useQuery(myGamesQueries.transport(locale))

  const participants = withTeams(
    participantsOf(
      delegations.map((code, i) => ({ code, schedule: delegationQueries[i]?.data })),
      athletes.map((id, i) => ({ id, profile: athleteQueries[i]?.data })),
    ),
    teams,
    new Map(delegations.map((code, i) => [code, delegationQueries[i]?.data?.items ?? []])),
  )
  const rows = myDayRows<ScheduleItem>(dayQuery.data?.items ?? [], follows, participants)
  const lines = transport.data?.lines ?? []
  const dayVenues = myDayVenues(rows).map((venue) => {
    const known = venues?.find((v) => v.code === venue.code)
    return {
      ...venue,
      lines: linesServing<TransportLineDto>({ name: known?.name ?? venue.name, shortName: known?.shortName }, lines),
    }
  })
  const names = new Map<string, string>()
  athletes.forEach((id, i) => {
    const name = athleteQueries[i]?.data?.name
    if (name) names.set(`athlete:${id}`, name)
  })
  for (const q of teamQueries) if (q.data) names.set(`team:${q.data.id}`, q.data.name)
  for (const o of organisations ?? []) names.set(`delegation:${o.code}`, o.name)
  for (const d of disciplines ?? []) names.set(`discipline:${d.code}`, d.name)
  const all = [dayQuery, ...teamQueries, ...delegationQueries, ...athleteQueries]
  const loading = day === undefined || all.some((q) => q.isPending)
  const dataAt = Math.max(0, ...all.map((q) => q.dataUpdatedAt))
  const refetchers = [dayQuery.refetch, ...all.slice(1).map((q) => q.refetch), transport.refetch]
  const refresh = () => Promise.all(refetchers.map((refetch) => refetch()))
  return { rows, venues: dayVenues, names, loading, dataAt, refresh, transportKnown: transport.isSuccess }
}

/** A follow's name for "who": the athlete's or team's name once loaded, a delegation's or discipline's code. */
export const followName = (names: ReadonlyMap<string, string>, f: Follow) => names.get(`${f.kind}:${f.code}`) ?? f.code
