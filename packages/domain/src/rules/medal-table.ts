import { z } from 'zod'
import type { Medal } from '../codes/competition.ts'

/** One medallist row: a team medal appears once per team member (as in ODF and the Paris 2024 data). */
export interface MedallistRow {
  eventCode: string
  medal: Medal
  organisationCode: string
  athleteId?: string | null
  teamId?: string | null
}

export interface MedalCount {
  gold: number
  silver: number
  bronze: number
  total: number
}

export interface MedalTableRow extends MedalCount {
  rank: number
  organisationCode: string
}

/** gold: by gold, silver, bronze (the Olympic way); total: by total medals first, then gold, silver, bronze. */
export const MEDAL_TABLE_MODES = ['gold', 'total'] as const
export const MedalTableModeSchema = z.enum(MEDAL_TABLE_MODES)
export type MedalTableMode = z.infer<typeof MedalTableModeSchema>

export interface MedalTableOptions {
  mode?: MedalTableMode
  /** Every delegation; with includeEmpty, those without a medal get a row of zeros. */
  organisationCodes?: readonly string[]
  /** Add the organisationCodes without a medal (default false). They share the last rank. */
  includeEmpty?: boolean
}

/**
 * The key of the medal a row stands for, so that a medal counts once per competitor: a team's medal once per
 * (event, medal, team), an individual's once per (event, medal, athlete). Two bronzes of one event for different
 * competitors are two keys. The organisation is part of the key so that a team listed under two organisations
 * credits each. A row with neither id cannot be matched to another and counts on its own.
 */
function medalKey(row: MedallistRow, index: number): string {
  const who = row.teamId ? `team:${row.teamId}` : row.athleteId ? `athlete:${row.athleteId}` : `row:${index}`
  return JSON.stringify([row.eventCode, row.medal, row.organisationCode, who])
}

const emptyCount = (): MedalCount => ({ gold: 0, silver: 0, bronze: 0, total: 0 })

function tally(medallists: readonly MedallistRow[]): Map<string, MedalCount> {
  const seen = new Set<string>()
  const counts = new Map<string, MedalCount>()
  medallists.forEach((row, index) => {
    const key = medalKey(row, index)
    if (seen.has(key)) return
    seen.add(key)
    let count = counts.get(row.organisationCode)
    if (!count) {
      count = emptyCount()
      counts.set(row.organisationCode, count)
    }
    if (row.medal === 'GOLD') count.gold++
    else if (row.medal === 'SILVER') count.silver++
    else count.bronze++
    count.total++
  })
  return counts
}

/** The medals of one organisation, each counted once per competitor. */
export function countMedals(medallists: readonly MedallistRow[], organisationCode: string): MedalCount {
  return (
    tally(medallists.filter((row) => row.organisationCode === organisationCode)).get(organisationCode) ?? emptyCount()
  )
}

function sortKeys(count: MedalCount, mode: MedalTableMode): number[] {
  return mode === 'total'
    ? [count.total, count.gold, count.silver, count.bronze]
    : [count.gold, count.silver, count.bronze]
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

/**
 * The medal table. Rows are sorted by the mode's keys, then by organisation code; organisations equal on the mode's
 * keys share a rank and the next rank skips (1, 2, 2, 4).
 */
export function medalTable(medallists: readonly MedallistRow[], options: MedalTableOptions = {}): MedalTableRow[] {
  const mode = options.mode ?? 'gold'
  const counts = tally(medallists)
  if (options.includeEmpty) {
    for (const code of options.organisationCodes ?? []) if (!counts.has(code)) counts.set(code, emptyCount())
  }

  const sorted = [...counts].map(([organisationCode, count]) => ({
    organisationCode,
    count,
    keys: sortKeys(count, mode),
  }))
  sorted.sort(
    (a, b) =>
      compareKeys(a.keys, b.keys) ||
      (a.organisationCode < b.organisationCode ? -1 : a.organisationCode > b.organisationCode ? 1 : 0),
  )

  const rows: MedalTableRow[] = []
  let previous: (typeof sorted)[number] | undefined
  let rank = 0
  sorted.forEach((entry, index) => {
    if (!previous || compareKeys(previous.keys, entry.keys) !== 0) rank = index + 1
    previous = entry
    rows.push({ rank, organisationCode: entry.organisationCode, ...entry.count })
  })
  return rows
}
