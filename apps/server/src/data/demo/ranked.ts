/**
 * Ranked contests: races, field events, judged routines and archery's ranking round, with ties, invalid results
 * (DNS, DNF, DSQ, NM) and the qualification marks that carry competitors into the next phase.
 */
import type { Division } from '@podium/domain'
import type { FieldModel, JudgedModel, RaceModel } from './catalogue.ts'
import { formatDifference, formatMark, formatSeconds, formatWind, roundSeconds, roundTo } from './format.ts'
import type { Competitor, EventGender, RankedOutcome, RankedRow, StartSlot } from './model.ts'
import { fieldMetres, judgedScores, raceSeconds, rankingRoundScore, windReading } from './performance.ts'
import type { Rng } from './random.ts'

function emptyRow(competitor: Competitor): RankedRow {
  return {
    competitor,
    rank: null,
    rankEqual: false,
    value: null,
    result: null,
    time: null,
    difference: null,
    points: null,
    wind: null,
    qualification: null,
    irm: null,
    stats: null,
    split: null,
  }
}

/**
 * Ranks rows by value (ascending for times); equal values share a rank unless `distinct`, where `order` (the
 * unrounded time of a photo finish) separates them.
 */
function assignRanks(
  rows: RankedRow[],
  ascending: boolean,
  distinct = false,
  order?: ReadonlyMap<RankedRow, number>,
): RankedRow[] {
  const valid = rows.filter((r) => r.value !== null)
  const invalid = rows.filter((r) => r.value === null)
  const key = (r: RankedRow) => (order?.get(r) ?? (r.value as number)) * (ascending ? 1 : -1)
  valid.sort((a, b) => ((a.value as number) - (b.value as number)) * (ascending ? 1 : -1) || key(a) - key(b))
  valid.forEach((row, i) => {
    const prev = valid[i - 1]
    if (!distinct && prev && prev.value === row.value) {
      row.rank = prev.rank
      row.rankEqual = true
      prev.rankEqual = true
    } else row.rank = i + 1
  })
  return [...valid, ...invalid]
}

function irmFor(rng: Rng, dnf = 0, dsq = 0): string | null {
  const r = rng.next()
  if (r < 0.008) return 'DNS'
  if (r < 0.008 + dnf) return 'DNF'
  if (r < 0.008 + dnf + dsq) return 'DSQ'
  return null
}

export function runRace(
  model: RaceModel,
  gender: EventGender,
  division: Division,
  slots: StartSlot[],
  rng: Rng,
): RankedOutcome {
  const wind = model.wind ? formatWind(windReading(rng)) : null
  const raw = new Map<RankedRow, number>()
  const rows = slots.map((slot) => {
    const row = emptyRow(slot.competitor)
    row.irm = irmFor(rng, model.dnf, model.dsq)
    row.wind = wind
    const seconds = raceSeconds(model, gender, division, slot.competitor.ability, rng)
    row.split = seconds * rng.float(0.48, 0.52)
    if (!row.irm) raw.set(row, seconds)
    return row
  })
  const finishers = [...raw.entries()].sort((a, b) => a[1] - b[1])
  if (model.grouped) {
    // A bunch crosses the line together: everyone in a group gets the group leader's time.
    let groupTime = 0
    let last = -Infinity
    for (const [row, seconds] of finishers) {
      if (seconds - last > seconds * 0.0025 * rng.float(0.5, 3)) groupTime = seconds
      last = seconds
      row.value = roundSeconds(groupTime, model.decimals)
    }
  } else for (const [row, seconds] of finishers) row.value = roundSeconds(seconds, model.decimals)
  const sorted = assignRanks(rows, true, !model.ties, raw)
  const leader = sorted[0]?.value ?? null
  for (const row of sorted) {
    if (row.value === null) continue
    row.result = formatSeconds(row.value, model.decimals)
    row.time = row.result
    if (leader !== null && row.value > leader) row.difference = formatDifference(row.value - leader, model.decimals)
  }
  return { kind: 'ranked', rows: sorted, decimals: model.decimals, race: true }
}

export function runField(
  model: FieldModel,
  gender: EventGender,
  division: Division,
  slots: StartSlot[],
  rng: Rng,
): RankedOutcome {
  const rows = slots.map((slot) => {
    const row = emptyRow(slot.competitor)
    const r = rng.next()
    row.irm = r < 0.008 ? 'DNS' : r < 0.035 ? 'NM' : null
    if (!row.irm) {
      row.value = roundTo(fieldMetres(model, gender, division, slot.competitor.ability, rng), 2)
      row.result = formatMark(row.value)
      if (model.wind) row.wind = formatWind(windReading(rng))
    }
    return row
  })
  return { kind: 'ranked', rows: assignRanks(rows, false), decimals: 2, race: false }
}

export function runJudged(model: JudgedModel, division: Division, slots: StartSlot[], rng: Rng): RankedOutcome {
  const rows = slots.map((slot) => {
    const row = emptyRow(slot.competitor)
    if (model.apparatus.length > 1 && rng.chance(0.008)) {
      row.irm = 'DNS'
      return row
    }
    const scores = judgedScores(model, division, slot.competitor.ability, rng)
    const total = roundTo(
      scores.reduce((sum, s) => sum + s, 0),
      model.decimals,
    )
    row.value = total
    row.points = total
    row.result = total.toFixed(model.decimals)
    if (scores.length > 1) row.stats = Object.fromEntries(model.apparatus.map((a, i) => [a, scores[i] ?? 0]))
    return row
  })
  const sorted = assignRanks(rows, false)
  const leader = sorted[0]?.value ?? null
  for (const row of sorted) {
    if (row.value !== null && leader !== null && row.value < leader) {
      row.difference = `-${(leader - row.value).toFixed(model.decimals)}`
    }
  }
  return { kind: 'ranked', rows: sorted, decimals: model.decimals, race: false }
}

/** Marks qualifiers: the first `perGroup` of each unit (Q), then the best of the rest (q) up to `slots`. */
export function qualify(outcomes: RankedOutcome[], slots: number, perGroup: number, ascending: boolean): Competitor[] {
  const chosen: RankedRow[] = []
  for (const outcome of outcomes) {
    const valid = outcome.rows.filter((r) => r.value !== null && r.rank !== null)
    // A tie on the last qualifying place takes everyone on that place through.
    const lastRank = valid[perGroup - 1]?.rank ?? Infinity
    for (const row of valid.filter((r, i) => i < perGroup || r.rank === lastRank)) {
      row.qualification = 'Q'
      chosen.push(row)
    }
  }
  const rest = outcomes
    .flatMap((o) => o.rows)
    .filter((r) => r.value !== null && r.qualification === null)
    .sort((a, b) => ((a.value as number) - (b.value as number)) * (ascending ? 1 : -1))
  const open = Math.max(0, slots - chosen.length)
  const boundary = rest[open - 1]?.value
  for (const row of rest.filter((r, i) => i < open || (open > 0 && r.value === boundary))) {
    row.qualification = 'q'
    chosen.push(row)
  }
  return chosen
    .sort((a, b) => ((a.value as number) - (b.value as number)) * (ascending ? 1 : -1))
    .map((r) => r.competitor)
}

/** Archery's ranking round: 72 arrows each; the order seeds the bracket. */
export function runRankingRound(gender: EventGender, slots: StartSlot[], rng: Rng): RankedOutcome {
  const rows = slots.map((slot) => {
    const row = emptyRow(slot.competitor)
    const score = rankingRoundScore(gender, slot.competitor.ability, rng)
    row.value = score
    row.points = score
    row.result = String(score)
    row.stats = { tens: Math.round(score / 22 + rng.normal(0, 2)), xs: Math.round(score / 70 + rng.normal(0, 1.5)) }
    return row
  })
  const sorted = assignRanks(rows, false)
  // Equal scores are split by the count of 10s, as the rules say.
  sorted.sort((a, b) => (b.value ?? 0) - (a.value ?? 0) || Number(b.stats?.tens ?? 0) - Number(a.stats?.tens ?? 0))
  sorted.forEach((row, i) => {
    row.rank = i + 1
    row.rankEqual = false
  })
  return { kind: 'ranked', rows: sorted, decimals: 0, race: false }
}
