import type { Follow, StructureRound, StructureSlot, StructureUnit } from '@podium/domain'

/**
 * How an event's structure is laid out (decision 076): the pool rounds (tables), the knockout's main line (the tree,
 * one column a round), the side sections (repechage, bronze, classification) and the ranked rounds (heats). Pure, so
 * the tree's geometry is tested without a browser.
 */

const MAIN_LINE = new Set<StructureRound['stage']>(['elimination', 'quarter-final', 'semi-final', 'final'])
const SIDE = new Set<StructureRound['stage']>(['repechage', 'bronze', 'classification'])

export interface StructureSections {
  pools: StructureRound[]
  /** Knockout rounds of the main line, in playing order: the tree's columns. */
  bracket: StructureRound[]
  /** Repechage, bronze and classification rounds, each shown as its own section. */
  side: StructureRound[]
  /** Ranked rounds (heats, semi-final heats, a ranked final). */
  ranked: StructureRound[]
}

export function structureSections(rounds: readonly StructureRound[]): StructureSections {
  const sections: StructureSections = { pools: [], bracket: [], side: [], ranked: [] }
  for (const round of rounds) {
    if (round.contest === 'ranked') sections.ranked.push(round)
    else if (round.stage === 'pool') sections.pools.push(round)
    else if (MAIN_LINE.has(round.stage)) sections.bracket.push(round)
    else if (SIDE.has(round.stage)) sections.side.push(round)
    else sections.ranked.push(round)
  }
  return sections
}

/** One round of the tree: a position for each place of the table, a unit or null (a bye left that place empty). */
export interface BracketColumn {
  round: StructureRound
  positions: (StructureUnit | null)[]
}

const byNumber = (a: StructureUnit, b: StructureUnit) => a.number - b.number

/** The earlier-round unit a slot comes from: by its placeholder while pending, by its competitor once decided. */
function feederOf(slot: StructureSlot | undefined, earlier: StructureRound): StructureUnit | null {
  if (!slot) return null
  if (slot.state === 'pending') {
    const p = slot.placeholder
    if (p.kind === 'winner' && p.unit.round === earlier.code) {
      return earlier.units.find((u) => u.number === p.unit.number) ?? null
    }
    return null
  }
  if (slot.state === 'decided') {
    return (
      earlier.units.find((u) => u.slots.some((s) => s.state === 'decided' && s.competitorId === slot.competitorId)) ??
      null
    )
  }
  return null
}

/**
 * The tree's columns, last round first worked out: each place of a round is fed by two places of the round before
 * (its two slots), so a unit is drawn between the two it comes from, and a bye leaves its place empty. A unit the
 * slots cannot place (a structure that is not a plain tree) is put in the first free place, so nothing is hidden.
 */
export function bracketColumns(rounds: readonly StructureRound[]): BracketColumn[] {
  if (rounds.length === 0) return []
  const columns: BracketColumn[] = []
  const last = rounds[rounds.length - 1] as StructureRound
  columns.unshift({ round: last, positions: [...last.units].sort(byNumber) })
  for (let i = rounds.length - 2; i >= 0; i--) {
    const round = rounds[i] as StructureRound
    const next = columns[0] as BracketColumn
    const positions: (StructureUnit | null)[] = []
    const placed = new Set<string>()
    for (const unit of next.positions) {
      for (const side of [0, 1]) {
        const feeder = unit ? feederOf(unit.slots[side], round) : null
        if (feeder && !placed.has(feeder.code)) {
          placed.add(feeder.code)
          positions.push(feeder)
        } else positions.push(null)
      }
    }
    const left = [...round.units].sort(byNumber).filter((u) => !placed.has(u.code))
    for (const unit of left) {
      const free = positions.indexOf(null)
      if (free === -1) positions.push(unit)
      else positions[free] = unit
    }
    columns.unshift({ round, positions })
  }
  return columns
}

/** What a competitor reference carries (a standings row's or a decided slot's). */
export interface CompetitorLike {
  athlete: { id: string; name: string } | null
  team: { id: string; name: string } | null
  name: string
  organisation: { code: string; name: string; flagUrl: string }
}

/** A competitor the visitor follows: the team or athlete itself, or its delegation. */
export function followsCompetitor(follows: readonly Follow[], c: CompetitorLike): boolean {
  return follows.some(
    (f) =>
      (f.kind === 'team' && c.team?.id === f.code) ||
      (f.kind === 'athlete' && c.athlete?.id === f.code) ||
      (f.kind === 'delegation' && c.organisation.code === f.code),
  )
}

export function isFollowedCompetitor(follows: readonly Follow[], slot: StructureSlot): boolean {
  return slot.state === 'decided' && followsCompetitor(follows, slot.competitor)
}

/** Units where a followed competitor plays: their path through the draw. */
export function followedUnits(rounds: readonly StructureRound[], follows: readonly Follow[]): Set<string> {
  const codes = new Set<string>()
  if (follows.length === 0) return codes
  for (const round of rounds) {
    for (const unit of round.units) {
      if (unit.slots.some((s) => isFollowedCompetitor(follows, s))) codes.add(unit.code)
    }
  }
  return codes
}

/** A live unit pulses: under way, or its result still live. */
export function isLiveUnit(unit: Pick<StructureUnit, 'scheduleStatus' | 'resultStatus'>): boolean {
  return unit.scheduleStatus === 'RUNNING' || unit.resultStatus === 'LIVE'
}

/** The unit is over (its result official or unofficial): the winner is known. */
export function isFinishedUnit(unit: Pick<StructureUnit, 'scheduleStatus' | 'resultStatus'>): boolean {
  return unit.resultStatus === 'OFFICIAL' || unit.resultStatus === 'UNOFFICIAL' || unit.scheduleStatus === 'FINISHED'
}

/**
 * The round a phone opens on: one with a live unit; else, among the rounds played today (in the games' day), the
 * first with a unit not finished, or the last of them; else the first round with a unit not finished, else the last.
 */
export function openingRound(
  rounds: readonly StructureRound[],
  today: string | undefined,
  dayOf: (instant: string) => string,
): number {
  if (rounds.length === 0) return 0
  const live = rounds.findIndex((r) => r.units.some(isLiveUnit))
  if (live !== -1) return live
  const unfinished = (r: StructureRound) => r.units.some((u) => !isFinishedUnit(u))
  if (today) {
    const todays = rounds
      .map((round, index) => ({ round, index }))
      .filter(({ round }) => round.units.some((u) => u.startAt && dayOf(u.startAt) === today))
    const next = todays.find(({ round }) => unfinished(round)) ?? todays.at(-1)
    if (next) return next.index
  }
  const open = rounds.findIndex(unfinished)
  return open === -1 ? rounds.length - 1 : open
}

/**
 * A printed name cut where a narrow card may shorten it: a results-sheet name ("KATO Sho", "DE LA CRUZ Ana María")
 * keeps its family name whole and lets the given names shrink; any other name (a team, a pair) is one piece.
 */
export function nameParts(name: string): { family: string; given: string } {
  const words = name.trim().split(/\s+/)
  const upper = (word: string) =>
    /\p{L}/u.test(word) && word === word.toLocaleUpperCase() && word !== word.toLocaleLowerCase()
  let split = 0
  while (split < words.length && upper(words[split] as string)) split++
  if (split === 0 || split === words.length) return { family: name.trim(), given: '' }
  return { family: words.slice(0, split).join(' '), given: words.slice(split).join(' ') }
}
