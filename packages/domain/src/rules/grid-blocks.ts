import type { StatusBadge } from '../codes/statuses.ts'

/** What the schedule grid needs of an item to merge it into a block (a `ScheduleItem` fits). */
export interface GridItem {
  code: string
  eventCode: string | null
  phaseName: string | null
  venueCode: string | null
  startAt: string
  endAt: string | null
  status: StatusBadge
}

/** Consecutive units of one event and phase at one venue, drawn as one box of the grid. */
export interface GridBlock<T extends GridItem = GridItem> {
  /** The first unit's code: stable while the block keeps its first unit. */
  key: string
  /** In start order; one item for a block that merged nothing. */
  items: T[]
  /** The unit the block opens: the first live one, else the first not finished, else the first. */
  target: T
  venueCode: string | null
  /** Milliseconds: the first start and the last end (an item without an end ends when it starts). */
  start: number
  end: number
  status: StatusBadge
}

/** Units further apart than this stay separate blocks (a morning and an evening session of one round). */
export const GRID_MERGE_GAP_MS = 30 * 60_000

const ON: readonly StatusBadge[] = ['live', 'interrupted', 'break']
const DONE: readonly StatusBadge[] = ['finished', 'official', 'unofficial', 'protested', 'cancelled']

/**
 * A block's one status, the first of this list that any of its units has: what is on outranks what is coming, what
 * is coming outranks what is done, and a block is cancelled only when every unit is.
 */
const STATUS_RANK: readonly StatusBadge[] = [
  'live',
  'interrupted',
  'break',
  'getting-ready',
  'delayed',
  'rescheduled',
  'postponed',
  'scheduled',
  'unscheduled',
  'protested',
  'unofficial',
  'finished',
  'official',
  'cancelled',
]

const startOf = (item: GridItem) => Date.parse(item.startAt)
const endOf = (item: GridItem) => Math.max(startOf(item), Date.parse(item.endAt ?? item.startAt) || 0)

function blockOf<T extends GridItem>(items: T[]): GridBlock<T> {
  const first = items[0] as T
  const target = items.find((i) => ON.includes(i.status)) ?? items.find((i) => !DONE.includes(i.status)) ?? (first as T)
  const status = STATUS_RANK.find((s) => items.some((i) => i.status === s)) ?? first.status
  return {
    key: first.code,
    items,
    target,
    venueCode: first.venueCode,
    start: startOf(first),
    end: Math.max(...items.map(endOf)),
    status,
  }
}

/**
 * The grid's boxes: units of the same event and phase at the same venue, each starting at most 30 minutes after the
 * previous ones end, become one block (heats 1..6 of a round); other items stay one block each. Blocks come in start
 * order; an item without an event (a meeting, a training) never merges.
 */
export function gridBlocks<T extends GridItem>(items: readonly T[]): GridBlock<T>[] {
  const sorted = [...items].sort((a, b) => startOf(a) - startOf(b))
  const open = new Map<string, { items: T[]; end: number }>()
  const groups: T[][] = []
  for (const item of sorted) {
    const key = item.eventCode === null ? null : JSON.stringify([item.venueCode, item.eventCode, item.phaseName])
    const current = key === null ? undefined : open.get(key)
    if (current && startOf(item) - current.end <= GRID_MERGE_GAP_MS) {
      current.items.push(item)
      current.end = Math.max(current.end, endOf(item))
      continue
    }
    const group = { items: [item], end: endOf(item) }
    groups.push(group.items)
    if (key !== null) open.set(key, group)
  }
  return groups.map(blockOf)
}

/**
 * Blocks of one row on lanes so that none covers another: each takes the first lane free at its start. A block is
 * drawn at least `minSpanMs` long (a readable width), and holds its lane that long.
 */
export function gridLanes<B extends { start: number; end: number }>(
  blocks: readonly B[],
  minSpanMs = 0,
): { placed: { block: B; lane: number }[]; laneCount: number } {
  const ends: number[] = []
  const placed = [...blocks]
    .sort((a, b) => a.start - b.start)
    .map((block) => {
      let lane = ends.findIndex((e) => e <= block.start)
      if (lane === -1) lane = ends.length
      ends[lane] = Math.max(block.end, block.start + minSpanMs)
      return { block, lane }
    })
  return { placed, laneCount: ends.length }
}

/**
 * Disciplines whose units are matches (two sides), as far as a day's items tell: those with any unit that names two
 * competitors. A block of their units counts matches, even before the draw names the sides; other blocks count heats.
 */
export function headToHeadDisciplines(
  items: readonly { disciplineCode: string | null; competitors: readonly unknown[] }[],
): Set<string> {
  return new Set(items.flatMap((i) => (i.disciplineCode && i.competitors.length === 2 ? [i.disciplineCode] : [])))
}
