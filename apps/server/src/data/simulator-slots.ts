/**
 * Who the simulator lets play a unit of a stored format (decision 077): `resolveSlots` over the official results
 * in the database now, not the plan the demo was generated with — so a result staff corrected sends its real
 * winner on. Pool standings by the discipline's rule, from the stored rows as the standings read model reads them.
 */
import {
  computeStandings,
  type EventFormat,
  formatUnits,
  type MatchScore,
  matchScoreFromRows,
  parseRaceTime,
  type ResolvedUnit,
  resolveSlots,
  standingsRuleFor,
  type UnitOutcome,
} from '@podium/domain'
import { asc, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { results, startListEntries, units } from '../db/schema.ts'

const competitorOf = (row: { athleteId: string | null; teamId: string | null }) => row.teamId ?? row.athleteId ?? ''

/** Every unit of an event's format with its slots resolved from the official results stored now. */
export async function resolveStoredFormat(
  db: Db,
  format: EventFormat,
  disciplineCode: string,
): Promise<ResolvedUnit[]> {
  const codes = formatUnits(format).map((u) => u.unit.code)
  const official = new Set(
    (
      await db
        .select({ code: units.code, resultStatus: units.resultStatus })
        .from(units)
        .where(inArray(units.code, codes))
    )
      .filter((u) => u.resultStatus === 'OFFICIAL')
      .map((u) => u.code),
  )
  const rows =
    official.size > 0
      ? await db
          .select()
          .from(results)
          .where(inArray(results.unitCode, [...official]))
      : []
  const lists =
    official.size > 0
      ? await db
          .select()
          .from(startListEntries)
          .where(inArray(startListEntries.unitCode, [...official]))
          .orderBy(asc(startListEntries.startOrder))
      : []
  const rowsOf = (code: string) => rows.filter((r) => r.unitCode === code)
  const outcomes = new Map<string, UnitOutcome>()
  for (const code of official) {
    outcomes.set(code, {
      official: true,
      rows: rowsOf(code).map((r) => ({
        competitorId: competitorOf(r),
        rank: r.rank,
        winner: r.winner,
        timeMs: parseRaceTime(r.time),
        irm: r.irm,
      })),
    })
  }
  const rule = standingsRuleFor(disciplineCode)
  const poolStandings = (pool: string): string[] | null => {
    const round = format.rounds.find((r) => r.pools?.some((p) => p.code === pool))
    const poolUnits = round?.units.filter((u) => u.pool === pool) ?? []
    if (!rule || poolUnits.some((u) => !outcomes.has(u.code))) return null
    const members = (round?.pools?.find((p) => p.code === pool)?.members ?? []).flatMap((m) =>
      m.kind === 'competitor' ? [m.competitorId] : [],
    )
    const matches: MatchScore[] = poolUnits.flatMap((u) => {
      const [home, away] = lists.filter((l) => l.unitCode === u.code).map(competitorOf)
      const row = (id: string | undefined) => {
        const r = rowsOf(u.code).find((x) => competitorOf(x) === id)
        return r ? { ...r, competitorId: competitorOf(r) } : null
      }
      const h = row(home)
      const a = row(away)
      const score = h && a ? matchScoreFromRows(u.code, h, a) : null
      return score ? [score] : []
    })
    return computeStandings(rule, members, matches).rows.map((r) => r.competitorId)
  }
  return resolveSlots(format, { seeds: [], outcomes, poolStandings }).units
}
