import {
  displayStatus,
  flagImage,
  isLiveStatus,
  type Locale,
  localize,
  type OrganisationRef,
  orderResults,
  type ResultSummary,
  resultSummary,
  type ScheduleItem,
  type ScheduleStatus,
  type SummaryRow,
} from '@podium/domain'
import { and, asc, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { athletes, organisations, playByPlay, results, teams } from '../../db/schema.ts'
import { selectStartListRows, selectUnitRows, type UnitRow } from '../units/index.ts'

/** Organisation names and flags of a locale, looked up many times per read model. */
export async function organisationLookup(db: Db, locale: Locale): Promise<(code: string) => OrganisationRef> {
  const rows = await db.select().from(organisations)
  const byCode = new Map(
    rows.map((r) => [r.code, { code: r.code, name: localize(r.names, locale), flagUrl: flagImage(r.code) }]),
  )
  return (code) => byCode.get(code) ?? { code, name: code, flagUrl: flagImage(code) }
}

/** The competitors of head-to-head units (exactly two on the start list) with their winner flag and the score. */
async function headToHead(db: Db, locale: Locale, codes: string[]) {
  const out = new Map<
    string,
    { competitors: ScheduleItem['competitors']; score: string | null; rows: SummaryRow[] | null }
  >()
  if (codes.length === 0) return out
  const slots = await selectStartListRows(db, codes)
  const byUnit = new Map<string, typeof slots>()
  for (const s of slots) byUnit.set(s.unitCode, [...(byUnit.get(s.unitCode) ?? []), s])
  const pairs = [...byUnit].filter(([, list]) => list.length === 2)
  if (pairs.length === 0) return out
  const outcome = await db
    .select({
      unitCode: results.unitCode,
      athleteId: results.athleteId,
      teamId: results.teamId,
      winner: results.winner,
      score: results.score,
      result: results.result,
      irm: results.irm,
      detail: results.detail,
    })
    .from(results)
    .where(
      inArray(
        results.unitCode,
        pairs.map(([code]) => code),
      ),
    )
  for (const [code, list] of pairs) {
    const rows = outcome.filter((r) => r.unitCode === code)
    const sides = list.map((s) => rows.find((r) => (s.athleteId ? r.athleteId === s.athleteId : r.teamId === s.teamId)))
    out.set(code, {
      score: rows.find((r) => r.score)?.score ?? null,
      // Both sides' rows, home first, for the result's summary (decision 093); null until both have one.
      rows: sides.every((r) => r !== undefined) ? (sides as SummaryRow[]) : null,
      competitors: list.map((s, i) => {
        const row = sides[i]
        return {
          name: s.athleteName ?? (s.teamNames ? localize(s.teamNames, locale) : s.organisationCode),
          organisationCode: s.organisationCode,
          winner: row?.winner ?? null,
        }
      }),
    })
  }
  return out
}

/**
 * The leader of each unit with ranked results that is not head-to-head: the best rank (ties by the order of the
 * results), or, while a race has no ranks yet, the first row; a row with an invalid-result mark never leads.
 */
async function leaders(db: Db, locale: Locale, codes: string[]) {
  const out = new Map<string, NonNullable<ScheduleItem['leader']> & { row: SummaryRow }>()
  if (codes.length === 0) return out
  const rows = await db
    .select({
      unitCode: results.unitCode,
      rank: results.rank,
      result: results.result,
      irm: results.irm,
      detail: results.detail,
      organisationCode: results.organisationCode,
      athleteName: athletes.name,
      teamNames: teams.names,
    })
    .from(results)
    .leftJoin(athletes, eq(athletes.id, results.athleteId))
    .leftJoin(teams, eq(teams.id, results.teamId))
    .where(inArray(results.unitCode, codes))
    .orderBy(asc(results.unitCode), asc(results.sortOrder))
  // The leader is the first row in the one result order (domain `orderResults`), never a row with an IRM.
  const best = new Map<string, (typeof rows)[number]>()
  for (const r of orderResults(rows)) if (!r.irm && !best.has(r.unitCode)) best.set(r.unitCode, r)
  for (const [code, r] of best) {
    out.set(code, {
      name: r.athleteName ?? (r.teamNames ? localize(r.teamNames, locale) : r.organisationCode),
      organisationCode: r.organisationCode,
      result: r.result,
      row: r,
    })
  }
  return out
}

/**
 * The latest play-by-play moment with a period of each live match (one query per read-model build, not per
 * request): the period under way and its clock, for the result's summary (decision 093).
 */
async function liveMoments(db: Db, codes: string[]) {
  const out = new Map<string, { period: string | null; clock: string | null }>()
  if (codes.length === 0) return out
  const rows = await db
    .selectDistinctOn([playByPlay.unitCode], {
      unitCode: playByPlay.unitCode,
      period: playByPlay.period,
      clock: playByPlay.clock,
    })
    .from(playByPlay)
    .where(and(inArray(playByPlay.unitCode, codes), isNotNull(playByPlay.period)))
    .orderBy(asc(playByPlay.unitCode), desc(playByPlay.seq))
  for (const r of rows) out.set(r.unitCode, { period: r.period, clock: r.clock })
  return out
}

/** Schedule items with every name in the locale, by start time. */
export async function selectScheduleItems(
  db: Db,
  locale: Locale,
  where: SQL | undefined,
  organisation?: (code: string) => OrganisationRef,
): Promise<ScheduleItem[]> {
  return scheduleItemsOf(db, locale, await selectUnitRows(db, where), organisation)
}

/** Unit rows as the schedule shows them: names in the locale, a match's sides and score, a race's leader. */
export async function scheduleItemsOf(
  db: Db,
  locale: Locale,
  rows: readonly UnitRow[],
  organisation?: (code: string) => OrganisationRef,
): Promise<ScheduleItem[]> {
  const orgOf = organisation ?? (await organisationLookup(db, locale))
  const matches = await headToHead(
    db,
    locale,
    rows.filter((r) => r.eventCode).map((r) => r.code),
  )
  const leading = await leaders(
    db,
    locale,
    rows.filter((r) => r.eventCode && !matches.has(r.code) && r.resultStatus !== 'START_LIST').map((r) => r.code),
  )
  const moments = await liveMoments(
    db,
    rows.filter((r) => matches.has(r.code) && isLiveStatus(r.scheduleStatus as ScheduleStatus)).map((r) => r.code),
  )
  const summaryOf = (r: UnitRow): ResultSummary | null => {
    const match = matches.get(r.code)
    const lead = leading.get(r.code)
    const sided = match?.rows ?? (lead ? [lead.row] : null)
    if (!sided) return null
    return resultSummary({
      disciplineCode: r.disciplineCode,
      resultKind: r.eventResultKind,
      live: isLiveStatus(r.scheduleStatus as ScheduleStatus),
      score: match?.score ?? null,
      rows: sided,
      moment: moments.get(r.code) ?? null,
    })
  }
  return rows.map((r) => {
    const scheduleStatus = r.scheduleStatus as ScheduleItem['scheduleStatus']
    const resultStatus = r.resultStatus as ScheduleItem['resultStatus']
    const match = matches.get(r.code)
    const lead = leading.get(r.code)
    return {
      code: r.code,
      type: r.type,
      name: localize(r.names, locale),
      disciplineCode: r.disciplineCode as ScheduleItem['disciplineCode'],
      disciplineKey: r.disciplineKey,
      disciplineName: r.disciplineNames ? localize(r.disciplineNames, locale) : null,
      eventCode: r.eventCode,
      eventName: r.eventNames ? localize(r.eventNames, locale) : null,
      phaseName: r.phaseNames ? localize(r.phaseNames, locale) : null,
      venueCode: r.venueCode,
      venueName: r.venueNames ? localize(r.venueNames, locale) : null,
      organisation: r.organisationCode ? orgOf(r.organisationCode) : null,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt ? r.endAt.toISOString() : null,
      scheduleStatus,
      resultStatus,
      status: displayStatus(scheduleStatus, resultStatus),
      medal: r.medal as ScheduleItem['medal'],
      competitors: match?.competitors ?? [],
      score: match?.score ?? null,
      leader: lead ? { name: lead.name, organisationCode: lead.organisationCode, result: lead.result } : null,
      // Left out when there is none: a day of units without results stays as small as before (decision 093).
      summary: summaryOf(r) ?? undefined,
    }
  })
}
