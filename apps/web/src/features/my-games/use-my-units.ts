import { addDays, type Follow } from '@podium/domain'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useLocale } from '../../i18n/i18n.ts'
import { configQueries } from '../../platform/config/api.ts'
import { myGamesQueries } from './api.ts'
import { myUnits, participantsOf } from './my-games.ts'

export const ofKind = (follows: readonly Follow[], kind: Follow['kind']) =>
  follows.filter((f) => f.kind === kind).map((f) => f.code)

/**
 * The followed units of today and tomorrow, live first (decision 054): the one place My games and its home card
 * (decision 057) build them, from the day schedules, the followed delegations' schedules and athletes' profiles.
 */
export function useMyUnits(follows: readonly Follow[], ready: boolean) {
  const locale = useLocale()
  const games = useQuery(configQueries.detail(locale)).data?.games
  const delegations = ofKind(follows, 'delegation')
  const athletes = ofKind(follows, 'athlete')
  const days = games
    ? [games.today, addDays(games.today, 1)].filter((d) => d >= games.startsOn && d <= games.endsOn)
    : []
  const enabled = follows.length > 0
  const dayQueries = useQueries({ queries: days.map((d) => ({ ...myGamesQueries.day(d, locale), enabled })) })
  const delegationQueries = useQueries({
    queries: delegations.map((code) => myGamesQueries.delegationSchedule(code, locale)),
  })
  const athleteQueries = useQueries({ queries: athletes.map((id) => myGamesQueries.athlete(id, locale)) })
  const participants = participantsOf(
    delegations.map((code, i) => ({ code, schedule: delegationQueries[i]?.data })),
    athletes.map((id, i) => ({ id, profile: athleteQueries[i]?.data })),
  )
  const units = myUnits(
    dayQueries.flatMap((q) => q.data?.items ?? []),
    follows,
    participants,
  )
  const loading = !ready || !games || dayQueries.some((q) => q.isPending) || delegationQueries.some((q) => q.isPending)
  return { games, units, loading, delegations, athletes, athleteQueries }
}
