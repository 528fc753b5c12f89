/** Which schedule units involve what a visitor follows (decision 054). Pure: My games and push read it alike. */
import type { Follow } from '../schemas/follows.ts'

/** The unit as the lists carry it: its discipline and, when known, its competitors' delegations. */
export interface FollowableUnit {
  code: string
  disciplineCode: string | null
  competitors?: readonly { organisationCode: string }[]
  organisation?: { code: string } | null
}

/** Who takes part in units, by unit code: the start list's athletes, teams and delegations. */
export type UnitParticipants = ReadonlyMap<
  string,
  { athletes?: readonly string[]; teams?: readonly string[]; delegations?: readonly string[] }
>

/**
 * A unit involves an athlete or a team in its start list, a delegation if any of its competitors is of it, a
 * discipline by code.
 */
export function isUnitFollowed(
  unit: FollowableUnit,
  follows: readonly Follow[],
  participants: UnitParticipants = new Map(),
): boolean {
  if (follows.length === 0) return false
  const known = participants.get(unit.code)
  const delegations = new Set([
    ...(unit.competitors ?? []).map((c) => c.organisationCode),
    ...(unit.organisation ? [unit.organisation.code] : []),
    ...(known?.delegations ?? []),
  ])
  return follows.some((f) => {
    switch (f.kind) {
      case 'discipline':
        return unit.disciplineCode === f.code
      case 'delegation':
        return delegations.has(f.code)
      case 'athlete':
        return known?.athletes?.includes(f.code) ?? false
      case 'team':
        return known?.teams?.includes(f.code) ?? false
    }
    return false
  })
}

/** The units among `units` that involve what is followed, in their order. */
export function followedUnits<U extends FollowableUnit>(
  units: readonly U[],
  follows: readonly Follow[],
  participants?: UnitParticipants,
): U[] {
  return units.filter((u) => isUnitFollowed(u, follows, participants))
}

/** Whether `follows` holds this target. */
export const isFollowing = (follows: readonly Follow[], kind: Follow['kind'], code: string) =>
  follows.some((f) => f.kind === kind && f.code === code)

/** Adds or removes one follow, newest first, never twice, at most `max`. */
export function toggleFollow(follows: readonly Follow[], target: Follow, max: number): Follow[] {
  if (isFollowing(follows, target.kind, target.code)) {
    return follows.filter((f) => !(f.kind === target.kind && f.code === target.code))
  }
  return [target, ...follows].slice(0, max)
}

/** The union of two follow lists (server first), without duplicates, at most `max`. */
export function mergeFollows(first: readonly Follow[], second: readonly Follow[], max: number): Follow[] {
  const seen = new Set<string>()
  const out: Follow[] = []
  for (const f of [...first, ...second]) {
    const key = `${f.kind}:${f.code}`
    if (!seen.has(key)) {
      seen.add(key)
      out.push(f)
    }
  }
  return out.slice(0, max)
}
