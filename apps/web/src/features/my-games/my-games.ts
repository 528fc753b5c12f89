import {
  type AthleteProfile,
  type DelegationSchedule,
  type Follow,
  followedUnits,
  type ScheduleItem,
  type UnitParticipants,
} from '@podium/domain'

/** How many units My games lists: a phone's evening, not the whole games. */
export const MY_GAMES_UNITS = 30

/**
 * Who takes part in which unit, from what the app loaded: a followed delegation's schedule names its units, a
 * followed athlete's profile the units of their events.
 */
export function participantsOf(
  delegations: readonly { code: string; schedule: DelegationSchedule | undefined }[],
  athletes: readonly { id: string; profile: AthleteProfile | undefined }[],
): UnitParticipants {
  const map = new Map<string, { athletes: string[]; delegations: string[] }>()
  const entry = (unit: string) => {
    let found = map.get(unit)
    if (!found) {
      found = { athletes: [], delegations: [] }
      map.set(unit, found)
    }
    return found
  }
  for (const d of delegations) for (const unit of d.schedule?.items ?? []) entry(unit.code).delegations.push(d.code)
  for (const a of athletes)
    for (const event of a.profile?.events ?? []) for (const r of event.results) entry(r.unitCode).athletes.push(a.id)
  return map
}

/** The followed units of the days loaded: live first, then in start order; competition units only. */
export function myUnits(
  items: readonly ScheduleItem[],
  follows: readonly Follow[],
  participants: UnitParticipants,
): ScheduleItem[] {
  const live = (item: ScheduleItem) => item.status === 'live'
  return followedUnits(
    items.filter((item) => item.eventCode !== null),
    follows,
    participants,
  )
    .sort((a, b) => Number(live(b)) - Number(live(a)) || a.startAt.localeCompare(b.startAt))
    .slice(0, MY_GAMES_UNITS)
}

/** An athlete's latest result: the unit with a rank or result that started last. */
export function latestResult(profile: AthleteProfile) {
  const results = profile.events.flatMap((event) =>
    event.results.filter((r) => r.rank !== null || r.result !== null || r.score !== null).map((r) => ({ ...r, event })),
  )
  return results.sort((a, b) => b.startAt.localeCompare(a.startAt))[0] ?? null
}
