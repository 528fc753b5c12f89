/**
 * Medallists follow from the results of finished medal units; the medal table is derived from these rows.
 * Award ceremonies take place 30–90 minutes after each event's final.
 */
import type { Medal } from '@podium/domain'
import type { awardCeremonies, medallists } from '../../db/schema.ts'
import type { Competitor } from './model.ts'
import type { UnitState } from './projection.ts'
import type { Rng } from './random.ts'
import { addMinutes, type Calendar } from './time.ts'

type MedallistRow = typeof medallists.$inferInsert

function rowsFor(competitor: Competitor, medal: Medal, state: UnitState): MedallistRow[] {
  const base = {
    eventCode: state.unit.eventCode,
    medal,
    organisationCode: competitor.org,
    unitCode: state.unit.code,
    awardedAt: state.unit.endAt,
  }
  // A team medal is one row per member, all with the team id, so the table can count it once.
  if (competitor.teamId)
    return competitor.members.map((athleteId) => ({ ...base, teamId: competitor.teamId, athleteId }))
  return [{ ...base, athleteId: competitor.athleteId, teamId: null }]
}

export function medallistsOf(states: UnitState[]): MedallistRow[] {
  const withBronzeUnit = new Set(states.filter((s) => s.unit.medal === 'BRONZE').map((s) => s.unit.eventCode))
  const out: MedallistRow[] = []
  const finished = states
    .filter((s) => s.unit.medal !== null && s.scheduleStatus === 'FINISHED')
    .sort((a, b) => a.unit.eventCode.localeCompare(b.unit.eventCode) || a.unit.code.localeCompare(b.unit.code))
  for (const state of finished) {
    const { outcome, medal } = state.unit
    if (outcome.kind === 'match') {
      const winner = outcome.winner === 1 ? outcome.away : outcome.home
      const loser = outcome.winner === 1 ? outcome.home : outcome.away
      if (medal === 'GOLD') out.push(...rowsFor(winner, 'GOLD', state), ...rowsFor(loser, 'SILVER', state))
      else out.push(...rowsFor(winner, 'BRONZE', state))
      continue
    }
    for (const row of outcome.rows) {
      if (row.rank === null) continue
      let awarded: Medal | null = null
      if (medal === 'BRONZE') awarded = row.rank === 1 ? 'BRONZE' : null
      else if (row.rank === 1) awarded = 'GOLD'
      else if (row.rank === 2) awarded = 'SILVER'
      else if (row.rank === 3 && !withBronzeUnit.has(state.unit.eventCode)) awarded = 'BRONZE'
      if (awarded) out.push(...rowsFor(row.competitor, awarded, state))
    }
  }
  return out
}

export function ceremoniesOf(
  states: UnitState[],
  calendar: Calendar,
  rng: Rng,
): (typeof awardCeremonies.$inferInsert)[] {
  const now = calendar.now.getTime()
  return states
    .filter((s) => s.unit.medal === 'GOLD')
    .sort((a, b) => a.unit.endAt.getTime() - b.unit.endAt.getTime() || a.unit.code.localeCompare(b.unit.code))
    .map((s) => {
      const startAt = addMinutes(s.unit.endAt, rng.int(6, 18) * 5)
      const t = startAt.getTime()
      const status = t + 20 * 60_000 <= now ? 'FINISHED' : t <= now ? 'RUNNING' : 'SCHEDULED'
      return { eventCode: s.unit.eventCode, venueCode: s.unit.venueCode, startAt, status }
    })
}
