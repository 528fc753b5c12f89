import {
  type FinalRankRow,
  type Locale,
  localize,
  type MatchStats,
  type OrganisationRef,
  orderResults,
  type ResultRow,
  type StartListEntry,
  statsFromPlayByPlay,
  type UnitDetail,
} from '@podium/domain'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { athletes, medallists, playByPlay, results, teams, units } from '../../db/schema.ts'
import {
  competitorRef,
  medallistColumns,
  selectStartListRows,
  selectUnitMedallists,
  selectUnitRows,
} from '../units/index.ts'
import { selectReports } from './schedule.repo.ts'
import { organisationLookup, scheduleItemsOf } from './schedule-items.repo.ts'

/**
 * Team sports and combat sports keep a play-by-play (docs/product-rules.md §2: "team and combat sports show
 * play-by-play").
 */
const COMBAT_DISCIPLINES = new Set(['JUD', 'TKW', 'WRE', 'KTE', 'FEN'])

export async function readUnitDetail(
  db: Db,
  locale: Locale,
  code: string,
  timeZone: string,
  builtAt: Date,
): Promise<UnitDetail | undefined> {
  const orgOf = await organisationLookup(db, locale)
  const [row] = await selectUnitRows(db, eq(units.code, code))
  if (!row) return undefined
  const [unit] = await scheduleItemsOf(db, locale, [row], orgOf)
  if (!unit) return undefined
  const [startRows, resultRows, pbpRows, reports, medalRows] = await Promise.all([
    selectStartListRows(db, [code]),
    db
      .select({
        r: results,
        athleteName: athletes.name,
        teamNames: teams.names,
      })
      .from(results)
      .leftJoin(athletes, eq(athletes.id, results.athleteId))
      .leftJoin(teams, eq(teams.id, results.teamId))
      .where(eq(results.unitCode, code))
      .orderBy(asc(results.sortOrder), asc(results.rank), asc(results.id)),
    db
      .select({ p: playByPlay, athleteName: athletes.name })
      .from(playByPlay)
      .leftJoin(athletes, eq(athletes.id, playByPlay.athleteId))
      .where(eq(playByPlay.unitCode, code))
      .orderBy(asc(playByPlay.seq)),
    selectReports(db, locale, { unitCode: code }),
    selectUnitMedallists(db, code),
  ])
  const format = row.disciplineFormat
  const headToHead = startRows.length === 2 && (format === 'team-match' || format === 'duel')
  const startList: StartListEntry[] = startRows.map((s) => ({
    ...competitorRef(s, locale, orgOf),
    startOrder: s.startOrder,
    position: s.position,
  }))
  const feedRows: ResultRow[] = resultRows.map(({ r, athleteName, teamNames }) => ({
    ...competitorRef({ ...r, athleteName, teamNames }, locale, orgOf),
    rank: r.rank,
    rankEqual: r.rankEqual,
    result: r.result,
    time: r.time,
    difference: r.difference,
    points: r.points,
    score: r.score,
    wind: r.wind,
    qualification: r.qualification,
    irm: r.irm,
    winner: r.winner,
    detail: r.detail,
  }))
  // Shown by rank whatever order they were written in (a phone enters a heat in start order): decision 066.
  const resultList = orderResults(feedRows)
  const keepsPlayByPlay =
    format === 'team-match' || (row.disciplineCode !== null && COMBAT_DISCIPLINES.has(row.disciplineCode))
  return {
    unit,
    timeZone,
    builtAt: builtAt.toISOString(),
    event:
      row.eventCode && row.eventNames && row.eventGender && row.eventTeam !== null && row.eventResultKind
        ? {
            code: row.eventCode,
            name: localize(row.eventNames, locale),
            gender: row.eventGender,
            division: row.eventDivision,
            team: row.eventTeam,
            resultKind: row.eventResultKind,
          }
        : null,
    phase:
      row.phaseCode && row.phaseNames && row.phaseType
        ? { code: row.phaseCode, name: localize(row.phaseNames, locale), phaseType: row.phaseType }
        : null,
    venue:
      row.venueCode && row.venueNames
        ? { code: row.venueCode, name: localize(row.venueNames, locale), shortName: row.venueShortName }
        : null,
    format: unit.eventCode ? (headToHead ? 'head-to-head' : 'ranked') : 'none',
    startList,
    results: resultList,
    playByPlay:
      keepsPlayByPlay || pbpRows.length > 0
        ? pbpRows.map(({ p, athleteName }) => ({
            seq: p.seq,
            period: p.period,
            clock: p.clock,
            action: p.action,
            organisationCode: p.organisationCode,
            athleteName,
            score: p.score,
            description: p.description ? localize(p.description, locale) : null,
          }))
        : null,
    stats: headToHead
      ? (matchStats(
          resultRows.map((r) => r.r.stats),
          feedRows,
        ) ?? liveMatchStats(pbpRows, startList))
      : null,
    reports,
    medallists: podiumOf(medalRows, locale, orgOf),
  }
}

type MedallistRow = {
  medal: string
  organisationCode: string
  athleteId: string | null
  athleteName: string | null
  teamId: string | null
  teamNames: Parameters<typeof localize>[0] | null
}

/** Medallist rows as a podium: gold, silver, bronze, a team once (its members are one row each), ties by name. */
function podiumOf(rows: MedallistRow[], locale: Locale, orgOf: (code: string) => OrganisationRef): FinalRankRow[] {
  const seen = new Set<string>()
  const podium: FinalRankRow[] = []
  for (const m of rows) {
    const key = `${m.medal}|${m.teamId ?? `a:${m.athleteId}`}`
    if (seen.has(key)) continue
    seen.add(key)
    const ref = m.teamId ? { ...m, athleteId: null, athleteName: null } : m
    podium.push({
      ...competitorRef(ref, locale, orgOf),
      rank: MEDAL_RANK[m.medal as keyof typeof MEDAL_RANK] ?? null,
      medal: m.medal as FinalRankRow['medal'],
      result: null,
    })
  }
  return podium.sort((a, b) => (a.rank ?? 9) - (b.rank ?? 9) || a.name.localeCompare(b.name))
}

function matchStats(stats: (Record<string, number | string> | null)[], rows: ResultRow[]): MatchStats | null {
  if (!stats.some((s) => s && Object.keys(s).length > 0)) return null
  const keys: string[] = []
  for (const s of stats) for (const key of Object.keys(s ?? {})) if (!keys.includes(key)) keys.push(key)
  return {
    keys,
    sides: rows.map((r, i) => ({ name: r.name, organisation: r.organisation, values: stats[i] ?? {} })),
  }
}

/**
 * While a match is under way its result system has sent no statistics yet: count them from the play-by-play
 * (domain `statsFromPlayByPlay`), so the stats tab says what the play-by-play says.
 */
function liveMatchStats(
  pbpRows: { p: { action: string; organisationCode: string | null } }[],
  startList: StartListEntry[],
): MatchStats | null {
  const [home, away] = startList
  if (!home || !away) return null
  const counted = statsFromPlayByPlay(
    pbpRows.map(({ p }) => p),
    [home.organisation.code, away.organisation.code],
  )
  if (!counted) return null
  return {
    keys: counted.keys,
    sides: [home, away].map((s, i) => ({
      name: s.name,
      organisation: s.organisation,
      values: counted.values[i] ?? {},
    })),
  }
}

const MEDAL_RANK = { GOLD: 1, SILVER: 2, BRONZE: 3 } as const

/**
 * An event's final ranking: a ranked final (race, routine, field final) gives every finalist's place; a bracket
 * gives its medallists. Empty while the event has neither.
 */
export async function finalRankings(
  db: Db,
  locale: Locale,
  eventCodes: string[],
  orgOf: (code: string) => OrganisationRef,
): Promise<Map<string, FinalRankRow[]>> {
  const out = new Map<string, FinalRankRow[]>()
  if (eventCodes.length === 0) return out
  const [medalRows, finalRows] = await Promise.all([
    db
      .select({
        eventCode: medallists.eventCode,
        ...medallistColumns,
      })
      .from(medallists)
      .leftJoin(athletes, eq(athletes.id, medallists.athleteId))
      .leftJoin(teams, eq(teams.id, medallists.teamId))
      .where(inArray(medallists.eventCode, eventCodes)),
    db
      .select({ eventCode: units.eventCode, r: results, athleteName: athletes.name, teamNames: teams.names })
      .from(results)
      .innerJoin(units, eq(units.code, results.unitCode))
      .leftJoin(athletes, eq(athletes.id, results.athleteId))
      .leftJoin(teams, eq(teams.id, results.teamId))
      .where(inArray(units.eventCode, eventCodes))
      .orderBy(asc(results.sortOrder), asc(results.rank)),
  ])
  const goldUnits = new Set(
    (
      await db
        .select({ code: units.code })
        .from(units)
        .where(and(inArray(units.eventCode, eventCodes), eq(units.medal, 'GOLD')))
    ).map((u) => u.code),
  )
  for (const code of eventCodes) {
    const medals = medalRows.filter((m) => m.eventCode === code)
    const medalOf = (athleteId: string | null, teamId: string | null) =>
      medals.find((m) => (athleteId ? m.athleteId === athleteId : m.teamId === teamId))?.medal as
        | FinalRankRow['medal']
        | undefined
    const rankedFinal = finalRows.filter((f) => f.eventCode === code && goldUnits.has(f.r.unitCode))
    if (rankedFinal.length > 2) {
      out.set(
        code,
        orderResults(rankedFinal.map((f) => ({ ...f, rank: f.r.rank, irm: f.r.irm }))).map(
          ({ r, athleteName, teamNames }) => ({
            ...competitorRef({ ...r, athleteName, teamNames }, locale, orgOf),
            rank: r.rank,
            medal: medalOf(r.athleteId, r.teamId) ?? null,
            result: r.irm ?? r.result,
          }),
        ),
      )
      continue
    }
    out.set(
      code,
      medals
        .map((m) => ({
          ...competitorRef(m, locale, orgOf),
          rank: MEDAL_RANK[m.medal as keyof typeof MEDAL_RANK] ?? null,
          medal: m.medal as FinalRankRow['medal'],
          result: null,
        }))
        .sort((a, b) => (a.rank ?? 9) - (b.rank ?? 9) || a.name.localeCompare(b.name)),
    )
  }
  return out
}
