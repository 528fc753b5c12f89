import { type Locale, levelOf, localize, RANKED_USER_TYPES, type RankedUserType, type RankingRow } from '@podium/domain'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { organisations, pointsLedger, users } from '../../db/schema.ts'

/** Ranks with ties sharing a place (1, 2, 2, 4), in the order given (points descending). */
function competitionRanks(points: readonly number[]): number[] {
  return points
    .map((p, i) => (i > 0 && p === points[i - 1] ? -1 : i + 1))
    .map((r, i, all) => {
      let j = i
      while (all[j] === -1) j--
      return all[j] ?? r
    })
}

/**
 * The name a public list may show: the first name and the initial of the last ("Maria S."), never the username that
 * logs in. Many users are young athletes, so a full name stays off a page anyone can read.
 */
export function publicName(name: string | null): string | null {
  const words = name?.trim().split(/\s+/u).filter(Boolean) ?? []
  const [first] = words
  if (!first) return null
  const last = words.length > 1 ? words[words.length - 1] : undefined
  const initial = last ? Array.from(last)[0] : undefined
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first
}

/**
 * Active users of the ranked types with their points, most first (then the earliest account). `generalPosition` is
 * the rank among all of them; the filter then keeps one user type and ranks again within it.
 */
export async function readRanking(db: Db, locale: Locale, userType: RankedUserType | undefined): Promise<RankingRow[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      userType: users.userType,
      organisationCode: users.organisationCode,
      orgNames: organisations.names,
      points: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
    })
    .from(users)
    .leftJoin(pointsLedger, eq(pointsLedger.userId, users.id))
    .leftJoin(organisations, eq(organisations.code, users.organisationCode))
    .where(and(eq(users.active, true), inArray(users.userType, [...RANKED_USER_TYPES])))
    .groupBy(users.id, organisations.code)
  const all = rows.map((r) => ({ ...r, points: Number(r.points) })).sort((a, b) => b.points - a.points || a.id - b.id)
  const general = competitionRanks(all.map((r) => r.points))
  const withGeneral = all.map((r, i) => ({ ...r, generalPosition: general[i] ?? i + 1 }))
  const shown = userType ? withGeneral.filter((r) => r.userType === userType) : withGeneral
  const positions = competitionRanks(shown.map((r) => r.points))
  return shown.map((r, i) => ({
    id: r.id,
    name: publicName(r.name),
    position: positions[i] ?? i + 1,
    listPosition: i + 1,
    generalPosition: r.generalPosition,
    organisationCode: r.organisationCode,
    organisation: r.orgNames ? localize(r.orgNames, locale) : null,
    points: r.points,
    level: levelOf(r.points),
  }))
}
