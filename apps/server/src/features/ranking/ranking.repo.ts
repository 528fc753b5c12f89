import { type Locale, levelOf, localize, type RankingRow, type UserType } from '@podium/domain'
import { eq, sql } from 'drizzle-orm'
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
 * Active users with their points, most first (then username). `generalPosition` is the rank among everyone; the
 * filter then keeps one user type and ranks again within it.
 */
export async function readRanking(db: Db, locale: Locale, userType: UserType | undefined): Promise<RankingRow[]> {
  const rows = await db
    .select({
      username: users.username,
      userType: users.userType,
      organisationCode: users.organisationCode,
      orgNames: organisations.names,
      points: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
    })
    .from(users)
    .leftJoin(pointsLedger, eq(pointsLedger.userId, users.id))
    .leftJoin(organisations, eq(organisations.code, users.organisationCode))
    .where(eq(users.active, true))
    .groupBy(users.id, organisations.code)
  const all = rows
    .map((r) => ({ ...r, points: Number(r.points) }))
    .sort((a, b) => b.points - a.points || a.username.localeCompare(b.username))
  const general = competitionRanks(all.map((r) => r.points))
  const withGeneral = all.map((r, i) => ({ ...r, generalPosition: general[i] ?? i + 1 }))
  const shown = userType ? withGeneral.filter((r) => r.userType === userType) : withGeneral
  const positions = competitionRanks(shown.map((r) => r.points))
  return shown.map((r, i) => ({
    position: positions[i] ?? i + 1,
    listPosition: i + 1,
    generalPosition: r.generalPosition,
    username: r.username,
    userType: r.userType as UserType,
    organisationCode: r.organisationCode,
    organisation: r.orgNames ? localize(r.orgNames, locale) : null,
    points: r.points,
    level: levelOf(r.points),
  }))
}
