import {
  computeStandings,
  type EventStandings,
  type Locale,
  localize,
  type MatchScore,
  matchScoreFromRows,
  type PoolStandings,
  type StoredMatchRow,
  standingsRuleFor,
} from '@podium/domain'
import type { Db } from '../../db/client.ts'
import { organisationLookup } from '../schedule/index.ts'
import {
  type CompetitorColumns,
  competitorRef,
  selectResultRowsWithNames,
  selectStartListRows,
} from '../units/index.ts'
import { selectEvent, selectPools } from './standings.repo.ts'

/** A unit that will not be played does not count towards a pool's matches. */
const NOT_PLAYED = new Set(['CANCELLED', 'POSTPONED'])

export const competitorId = (r: { athleteId: string | null; teamId: string | null }): string | null =>
  r.teamId ?? r.athleteId

/**
 * The tables of an event's pools (decision 069): members from the pools' start lists, matches from the results of
 * the units whose result is OFFICIAL, ranked by the discipline's rule. Derived on every rebuild of the read model,
 * never stored. Undefined when the event does not exist.
 */
export async function readEventStandings(
  db: Db,
  locale: Locale,
  eventCode: string,
): Promise<EventStandings | undefined> {
  const event = await selectEvent(db, eventCode)
  if (!event) return undefined
  const rule = standingsRuleFor(event.disciplineCode) ?? null
  const head = {
    event: { code: event.code, name: localize(event.names, locale), disciplineCode: event.disciplineCode },
    rule: rule?.id ?? null,
    citation: rule?.citation ?? null,
  }
  const pools = rule ? await selectPools(db, eventCode) : []
  if (!rule || pools.length === 0) return { ...head, pools: [] }

  const unitCodes = pools.flatMap((p) => p.units.map((u) => u.code))
  const [orgOf, startRows, resultRows] = await Promise.all([
    organisationLookup(db, locale),
    selectStartListRows(db, unitCodes),
    selectResultRowsWithNames(db, unitCodes),
  ])

  const tables = pools.map((pool): PoolStandings => {
    const played = pool.units.filter((u) => !NOT_PLAYED.has(u.scheduleStatus))
    const official = played.filter((u) => u.resultStatus === 'OFFICIAL')
    const members = new Map<string, CompetitorColumns>()
    for (const unit of played) {
      for (const row of startRows.filter((s) => s.unitCode === unit.code)) {
        const id = competitorId(row)
        if (id && !members.has(id)) members.set(id, row)
      }
    }
    const matches: MatchScore[] = []
    const unreadable: string[] = []
    for (const unit of official) {
      const rows = resultRows.filter((r) => r.unitCode === unit.code)
      for (const r of rows) {
        const id = competitorId(r)
        if (id && !members.has(id)) members.set(id, r)
      }
      const match = matchOf(
        unit.code,
        startRows.filter((s) => s.unitCode === unit.code),
        rows,
      )
      if (match) matches.push(match)
      else unreadable.push(unit.code)
    }
    const standings = computeStandings(rule, [...members.keys()], matches)
    return {
      phaseCode: pool.code,
      name: localize(pool.names, locale),
      matchesOfficial: official.length,
      matchesTotal: played.length,
      complete: played.length > 0 && official.length === played.length,
      rows: standings.rows.map((row) => ({
        ...row,
        competitor: competitorRef(members.get(row.competitorId) as CompetitorColumns, locale, orgOf),
      })),
      ignored: [...unreadable, ...standings.ignored],
    }
  })
  return { ...head, pools: tables }
}

/**
 * A match from its two result rows, home being the start list's `home` side (else its first), as the results
 * writer keeps the score in start order.
 */
export function matchOf(
  unitCode: string,
  start: { startOrder: number; position: string | null; athleteId: string | null; teamId: string | null }[],
  rows: (CompetitorColumns & Omit<StoredMatchRow, 'competitorId'>)[],
): MatchScore | null {
  if (rows.length !== 2) return null
  const homeEntry = start.find((s) => s.position === 'home') ?? start[0]
  const homeId = homeEntry ? competitorId(homeEntry) : competitorId(rows[0] as CompetitorColumns)
  const stored = rows.map(
    (r): StoredMatchRow => ({
      competitorId: competitorId(r) ?? '',
      score: r.score,
      result: r.result,
      irm: r.irm,
      winner: r.winner,
      stats: r.stats,
    }),
  )
  const home = stored.find((r) => r.competitorId === homeId)
  const away = stored.find((r) => r.competitorId !== homeId)
  if (!home || !away) return null
  return matchScoreFromRows(unitCode, home, away)
}
