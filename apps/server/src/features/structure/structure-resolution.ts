/**
 * An event's stored format resolved against the database (decision 075): the one place that turns the format, the
 * units' start lists and their official results into "who fills each slot". The public structure read model
 * (`structure.service.ts`) and the results writer's progression (`progression.ts`) both read it, so what a screen
 * shows and what the writer writes into a start list cannot differ.
 */
import {
  computeStandings,
  type EventFormat,
  formatUnits,
  type MatchScore,
  type OutcomeRow,
  parseRaceTime,
  qualifyFromRound,
  type ResolvedUnit,
  type ResolveProblem,
  resolveSlots,
  type StandingsRule,
  standingsRuleFor,
  type UnitOutcome,
} from '@podium/domain'
import type { Db, Tx } from '../../db/client.ts'
import { competitorId, matchOf } from '../standings/index.ts'
import { selectResultRowsWithNames, selectStartListRows } from '../units/index.ts'
import { selectEventEntries, selectStructureUnits } from './structure.repo.ts'

export type StructureUnitRow = Awaited<ReturnType<typeof selectStructureUnits>>[number]
export type StructureStartRow = Awaited<ReturnType<typeof selectStartListRows>>[number]
export type StructureResultRow = Awaited<ReturnType<typeof selectResultRowsWithNames>>[number]

/** A unit that will not be played does not hold a pool back. */
const NOT_PLAYED = new Set(['CANCELLED', 'POSTPONED'])

export interface EventResolution {
  format: EventFormat
  units: ResolvedUnit[]
  problems: ResolveProblem[]
  /** The scheduled units the format names (a unit of the format may not be scheduled yet). */
  unitRows: Map<string, StructureUnitRow>
  startLists: Map<string, StructureStartRow[]>
  resultRows: Map<string, StructureResultRow[]>
  /** Who went on from each finished ranked round with a qualification: `unit|competitor` → Q or q. */
  qualified: Map<string, 'Q' | 'q'>
}

const group = <T extends { unitCode: string }>(rows: readonly T[]): Map<string, T[]> => {
  const out = new Map<string, T[]>()
  for (const row of rows) {
    const list = out.get(row.unitCode)
    if (list) list.push(row)
    else out.set(row.unitCode, [row])
  }
  return out
}

/**
 * The seed order: a first-round slot drawn as "seed N" holds the competitor its unit's start list has in that slot
 * (the draw as it was made and played), and seeds no start list names follow the event's entries in stored order.
 */
function seedsOf(
  format: EventFormat,
  startLists: Map<string, StructureStartRow[]>,
  entryIds: readonly string[],
): string[] {
  const seeds: string[] = []
  for (const { unit } of formatUnits(format)) {
    const list = startLists.get(unit.code) ?? []
    unit.slots.forEach((source, slot) => {
      const row = list.find((r) => r.startOrder === slot + 1)
      const id = row ? competitorId(row) : null
      if (source.kind === 'seed' && id && seeds[source.seed - 1] === undefined) seeds[source.seed - 1] = id
    })
  }
  const placed = new Set(seeds.filter(Boolean))
  const rest = entryIds.filter((id) => !placed.has(id))
  for (let i = 0; i < seeds.length || rest.length > 0; i++) {
    if (seeds[i] === undefined) {
      const next = rest.shift()
      if (next === undefined) break
      seeds[i] = next
    }
  }
  return seeds
}

/** The ranked order of pool matches by the sport's rule, or null while one of them is not official. */
function poolOrder(
  rule: StandingsRule | undefined,
  poolUnits: readonly string[],
  unitRows: Map<string, StructureUnitRow>,
  startLists: Map<string, StructureStartRow[]>,
  resultRows: Map<string, StructureResultRow[]>,
): string[] | null {
  if (!rule || poolUnits.length === 0) return null
  const played = poolUnits.filter((code) => !NOT_PLAYED.has(unitRows.get(code)?.scheduleStatus ?? ''))
  if (played.some((code) => unitRows.get(code)?.resultStatus !== 'OFFICIAL')) return null
  const members: string[] = []
  const matches: MatchScore[] = []
  for (const code of played) {
    const start = startLists.get(code) ?? []
    const rows = resultRows.get(code) ?? []
    for (const r of [...start, ...rows]) {
      const id = competitorId(r)
      if (id && !members.includes(id)) members.push(id)
    }
    const match = matchOf(code, start, rows)
    if (match) matches.push(match)
  }
  return computeStandings(rule, members, matches).rows.map((r) => r.competitorId)
}

/** Resolves an event's format from what the database holds now (inside a writer's transaction or for a read). */
export async function resolveEvent(
  db: Db | Tx,
  event: { code: string; disciplineCode: string },
  format: EventFormat,
): Promise<EventResolution> {
  const codes = formatUnits(format).map((u) => u.unit.code)
  const [unitList, startRows, resultList, entryRows] = await Promise.all([
    selectStructureUnits(db, codes),
    selectStartListRows(db, codes),
    selectResultRowsWithNames(db, codes),
    selectEventEntries(db, event.code),
  ])
  const unitRows = new Map(unitList.map((u) => [u.code, u]))
  const startLists = group(startRows)
  const resultRows = group(resultList)
  const entryIds = entryRows.map((e) => e.teamId ?? e.athleteId).filter((id): id is string => Boolean(id))

  const outcomes = new Map<string, UnitOutcome>()
  for (const code of codes) {
    const unit = unitRows.get(code)
    const rows = (resultRows.get(code) ?? []).flatMap((r): OutcomeRow[] => {
      const id = competitorId(r)
      return id
        ? [{ competitorId: id, rank: r.rank, winner: r.winner, timeMs: parseRaceTime(r.time ?? r.result), irm: r.irm }]
        : []
    })
    outcomes.set(code, { official: unit?.resultStatus === 'OFFICIAL', rows })
  }

  const rule = standingsRuleFor(event.disciplineCode)
  const poolUnits = (pool: string) => formatUnits(format).filter((u) => u.unit.pool === pool)
  const { units, problems } = resolveSlots(format, {
    seeds: seedsOf(format, startLists, entryIds),
    outcomes,
    poolStandings: (pool) =>
      poolOrder(
        rule,
        poolUnits(pool).map((u) => u.unit.code),
        unitRows,
        startLists,
        resultRows,
      ),
    roundRanking: (roundCode) => {
      const round = format.rounds.find((r) => r.code === roundCode)
      if (round?.contest !== 'head-to-head') return null
      return poolOrder(
        rule,
        round.units.map((u) => u.code),
        unitRows,
        startLists,
        resultRows,
      )
    },
  })

  const qualified = new Map<string, 'Q' | 'q'>()
  for (const round of format.rounds) {
    if (round.contest !== 'ranked' || !round.qualification) continue
    const rows = round.units.map((u) => ({ unit: u.code, outcome: outcomes.get(u.code) }))
    if (!rows.every((r) => r.outcome?.official)) continue
    const outcome = qualifyFromRound(
      rows.map((r) => ({
        unit: r.unit,
        rows: (r.outcome?.rows ?? []).map((row) => ({ ...row, timeMs: row.timeMs ?? null })),
      })),
      round.qualification,
    )
    for (const q of outcome.qualifiers) qualified.set(`${q.unit}|${q.competitorId}`, q.mark)
  }
  return { format, units, problems, unitRows, startLists, resultRows, qualified }
}
