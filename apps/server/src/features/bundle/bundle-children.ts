/**
 * The lists a bundle replaces as a whole when they differ (a unit's results, an event's medallists) and the entries
 * it adds, inside the import's transaction (bundle-apply.ts). Comparing first is what makes a re-import write nothing.
 */
import type { BundleFileCount } from '@podium/domain'
import type { Tx } from '../../db/client.ts'
import type { entries, results } from '../../db/schema.ts'
import { type EventMedallist, importEventMedallists, importUnitResults } from '../results/index.ts'
import {
  insertEntries,
  selectEntriesOfEvents,
  selectMedallistsOfEvents,
  selectResultsOfUnits,
} from './bundle-children.repo.ts'
import { chunks, groupBy, type Known, withTies } from './bundle-known.ts'
import type { BundleRows } from './bundle-rows.ts'

export type WriteProgress = (rows: number) => void

/** Adds to a key's list in place: copying the list for each row would be quadratic in a unit's results. */
export function append<T>(lists: Map<string, T[]>, key: string, item: T): void {
  const list = lists.get(key)
  if (list) list.push(item)
  else lists.set(key, [item])
}
type Written = Pick<BundleFileCount, 'inserted' | 'updated'>

/** Results, per unit: replaced only when the unit's rows differ from the bundle's. */
export async function writeResults(
  tx: Tx,
  b: BundleRows,
  orgOf: (athlete?: string, team?: string) => string,
  progress: WriteProgress,
): Promise<Written> {
  const byUnit = groupBy(b['results.csv'], (r) => r.row.unit)
  const existingResults = new Map<string, string[]>()
  for (const codes of chunks([...byUnit.keys()], 1000)) {
    const rows = await selectResultsOfUnits(tx, codes)
    for (const r of rows) {
      const { unitCode, sortOrder: _order, ...rest } = r
      append(existingResults, unitCode, resultKey(rest))
    }
  }
  const newResults: (typeof results.$inferInsert)[] = []
  const changedUnits: string[] = []
  let resultRowsInserted = 0
  let resultRowsUpdated = 0
  for (const [unitCode, rows] of byUnit) {
    const next = withTies(rows).map(({ row }, i) => ({
      unitCode,
      rank: row.rank,
      rankEqual: row.rankEqual,
      sortOrder: i,
      athleteId: row.team ? null : (row.athlete ?? null),
      teamId: row.team ?? null,
      organisationCode: orgOf(row.team ? undefined : row.athlete, row.team),
      result: row.result ?? null,
      irm: row.irm ?? null,
      qualification: row.qualification ?? null,
      detail: row.detail ?? null,
    }))
    const before = existingResults.get(unitCode) ?? []
    const after = next.map(({ unitCode: _u, sortOrder: _s, ...rest }) => resultKey(rest))
    if (before.join('\n') === after.join('\n')) continue
    changedUnits.push(unitCode)
    newResults.push(...next)
    if (before.length) resultRowsUpdated += next.length
    else resultRowsInserted += next.length
  }
  await importUnitResults(tx, changedUnits, newResults, progress)
  return { inserted: resultRowsInserted, updated: resultRowsUpdated }
}

/**
 * Medallists, per event: replaced only when the event's rows differ. A team medal is one row per member as in ODF;
 * the medal table counts it once per team (rules/medal-table.ts).
 */
export async function writeMedallists(tx: Tx, b: BundleRows, progress: WriteProgress): Promise<Written> {
  const byEvent = groupBy(b['medallists.csv'], (r) => r.row.event)
  const existingMedals = new Map<string, string[]>()
  for (const codes of chunks([...byEvent.keys()], 1000)) {
    const rows = await selectMedallistsOfEvents(tx, codes)
    for (const { eventCode, ...rest } of rows) append(existingMedals, eventCode, medalKey(rest))
  }
  const newMedals: (EventMedallist & { eventCode: string })[] = []
  const changedEvents: string[] = []
  let medalRowsInserted = 0
  let medalRowsUpdated = 0
  for (const [eventCode, rows] of byEvent) {
    const next = rows.map(({ row }) => ({
      eventCode,
      medal: row.medal,
      organisationCode: row.organisation,
      athleteId: row.athlete ?? null,
      teamId: row.team ?? null,
    }))
    const before = [...(existingMedals.get(eventCode) ?? [])].sort()
    const after = next.map(medalKey).sort()
    if (before.join('\n') === after.join('\n')) continue
    changedEvents.push(eventCode)
    newMedals.push(...next)
    if (before.length) medalRowsUpdated += next.length
    else medalRowsInserted += next.length
  }
  await importEventMedallists(tx, changedEvents, newMedals, progress)
  return { inserted: medalRowsInserted, updated: medalRowsUpdated }
}

const resultKey = (r: {
  rank: number | null
  rankEqual: boolean
  athleteId: string | null
  teamId: string | null
  organisationCode: string
  result: string | null
  irm: string | null
  qualification: string | null
  detail: unknown
}) =>
  JSON.stringify([
    r.rank,
    r.rankEqual,
    r.athleteId,
    r.teamId,
    r.organisationCode,
    r.result,
    r.irm,
    r.qualification,
    // A detail compares by its canonical JSON: jsonb does not keep the order of an object's keys.
    canonical(r.detail ?? null),
  ])

/** JSON with every object's keys sorted, so two equal details give one text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    )
  return value
}

const medalKey = (r: { medal: string; organisationCode: string; athleteId: string | null; teamId: string | null }) =>
  JSON.stringify([r.medal, r.organisationCode, r.athleteId, r.teamId])

export async function addEntries(
  tx: Tx,
  b: BundleRows,
  orgOf: (athlete?: string, team?: string) => string,
  known: Known,
) {
  const unitEvent = new Map<string, string | null>([...known.units].map(([code, u]) => [code, u.eventCode]))
  for (const { row } of b['units.csv']) unitEvent.set(row.code, row.event ?? null)
  const wanted = new Map<string, typeof entries.$inferInsert>()
  for (const { row } of b['teams.csv']) {
    wanted.set(`${row.event}|team|${row.id}`, {
      eventCode: row.event,
      teamId: row.id,
      organisationCode: row.organisation,
    })
  }
  for (const { row } of b['results.csv']) {
    const eventCode = unitEvent.get(row.unit)
    if (!eventCode) continue
    if (row.team)
      wanted.set(`${eventCode}|team|${row.team}`, {
        eventCode,
        teamId: row.team,
        organisationCode: orgOf(undefined, row.team),
      })
    else if (row.athlete) {
      wanted.set(`${eventCode}|athlete|${row.athlete}`, {
        eventCode,
        athleteId: row.athlete,
        organisationCode: orgOf(row.athlete),
      })
    }
  }
  if (!wanted.size) return 0
  const eventCodes = [...new Set([...wanted.values()].map((e) => e.eventCode))]
  for (const codes of chunks(eventCodes, 1000)) {
    const rows = await selectEntriesOfEvents(tx, codes)
    for (const r of rows) {
      wanted.delete(r.teamId ? `${r.eventCode}|team|${r.teamId}` : `${r.eventCode}|athlete|${r.athleteId}`)
    }
  }
  for (const batch of chunks([...wanted.values()])) await insertEntries(tx, batch)
  return wanted.size
}
