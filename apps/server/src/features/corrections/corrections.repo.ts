/**
 * The corrections log's SQL (decision 086). Rows are written only by the results writer
 * (`features/results/results.service.ts`), in the transaction of the change they describe; the public reads are
 * below. No column names a person: the audit row of the same write keeps who.
 */
import type { CompetitorChange, CorrectionLine, LocalizedText } from '@podium/domain'
import { markOf } from '@podium/domain'
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { athletes, disciplines, events, medallists, resultCorrections, results, teams, units } from '../../db/schema.ts'

/** A correction line with the competitor's names as they were then (the log reads them without a join). */
export interface NamedLine extends CorrectionLine {
  athleteName: string | null
  teamNames: LocalizedText | null
}

/** A stored change: the domain's diff with the competitor's names. */
export type StoredChange = CompetitorChange & Pick<NamedLine, 'athleteName' | 'teamNames'>

export type CorrectionInsert = typeof resultCorrections.$inferInsert
export type CorrectionRow = typeof resultCorrections.$inferSelect

/** A unit's lines as a spectator sees them now: each result row's rank, mark and IRM, and its medal. */
export async function selectCorrectionLines(tx: Tx, unitCode: string): Promise<NamedLine[]> {
  const [rows, medals] = await Promise.all([
    tx
      .select({ r: results, athleteName: athletes.name, teamNames: teams.names })
      .from(results)
      .leftJoin(athletes, eq(athletes.id, results.athleteId))
      .leftJoin(teams, eq(teams.id, results.teamId))
      .where(eq(results.unitCode, unitCode))
      .orderBy(results.sortOrder),
    tx
      .select({ medal: medallists.medal, athleteId: medallists.athleteId, teamId: medallists.teamId })
      .from(medallists)
      .where(eq(medallists.unitCode, unitCode)),
  ])
  const medalOf = new Map<string, CorrectionLine['medal']>()
  for (const m of medals) {
    medalOf.set(m.teamId ? `t:${m.teamId}` : `a:${m.athleteId ?? ''}`, m.medal as CorrectionLine['medal'])
  }
  return rows.map(({ r, athleteName, teamNames }) => ({
    athleteId: r.teamId ? null : r.athleteId,
    teamId: r.teamId,
    organisationCode: r.organisationCode,
    rank: r.rank,
    mark: markOf(r),
    irm: r.irm,
    medal: medalOf.get(r.teamId ? `t:${r.teamId}` : `a:${r.athleteId ?? ''}`) ?? null,
    athleteName: r.teamId ? null : athleteName,
    teamNames: r.teamId ? teamNames : null,
  }))
}

/** The unit's last log entry when it is a withdrawal: the official lines it took away. */
export async function selectOpenWithdrawal(tx: Tx, unitCode: string): Promise<CorrectionRow | undefined> {
  const [last] = await tx
    .select()
    .from(resultCorrections)
    .where(eq(resultCorrections.unitCode, unitCode))
    .orderBy(desc(resultCorrections.id))
    .limit(1)
  return last?.kind === 'withdrawn' ? last : undefined
}

export async function insertCorrection(tx: Tx, row: CorrectionInsert): Promise<CorrectionRow> {
  const [inserted] = await tx.insert(resultCorrections).values(row).returning()
  if (!inserted) throw new Error('The correction was not written.')
  return inserted
}

/** The log's rows with their unit, event and discipline names, newest first. */
export async function selectCorrections(
  db: Db,
  filter: { day?: string; discipline?: string; unitCode?: string },
  limit = 500,
) {
  const where: SQL[] = []
  if (filter.day) where.push(eq(resultCorrections.day, filter.day))
  if (filter.unitCode) where.push(eq(resultCorrections.unitCode, filter.unitCode))
  if (filter.discipline) {
    const d = or(eq(disciplines.code, filter.discipline), eq(disciplines.key, filter.discipline.toLowerCase()))
    if (d) where.push(d)
  }
  return db
    .select({
      c: resultCorrections,
      unitNames: units.names,
      unitStartAt: units.startAt,
      eventNames: events.names,
      disciplineKey: disciplines.key,
      disciplineNames: disciplines.names,
    })
    .from(resultCorrections)
    .innerJoin(units, eq(units.code, resultCorrections.unitCode))
    .leftJoin(events, eq(events.code, resultCorrections.eventCode))
    .leftJoin(disciplines, eq(disciplines.code, resultCorrections.disciplineCode))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(resultCorrections.id))
    .limit(limit)
}

/** Whether the unit codes exist (the unit's log answers 404 for a unit that does not). */
export async function unitExists(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: units.code })
    .from(units)
    .where(inArray(units.code, [code]))
  return rows.length > 0
}
