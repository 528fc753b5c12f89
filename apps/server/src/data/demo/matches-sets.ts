/** Sports decided in sets, games or ends: volleyball, beach volleyball, table tennis, badminton, fencing, archery. */
import type { DisciplineCode } from '@podium/domain'
import { archeryEnds } from './detail-measured.ts'
import {
  both,
  clampInt,
  END,
  layoutPeriods,
  memberOf,
  other,
  type Pair,
  type Side,
  START,
  Timeline,
  winProbability,
} from './match-kit.ts'
import type { Competitor, MatchOutcome, MatchPeriod } from './model.ts'
import type { Rng } from './random.ts'
import { lt } from './text.ts'

interface SetRules {
  sport: DisciplineCode
  bestOf: 3 | 5
  points: number
  decider: number
  /** A set ends at this score however close (badminton's 30). */
  cap?: number
  prefix: string
  playByPlay: boolean
}

const RULES: Partial<Record<DisciplineCode, SetRules>> = {
  VVO: { sport: 'VVO', bestOf: 5, points: 25, decider: 15, prefix: 'S', playByPlay: true },
  VBV: { sport: 'VBV', bestOf: 3, points: 21, decider: 15, prefix: 'S', playByPlay: true },
  TTE: { sport: 'TTE', bestOf: 5, points: 11, decider: 11, prefix: 'G', playByPlay: false },
  BDM: { sport: 'BDM', bestOf: 3, points: 21, decider: 21, cap: 30, prefix: 'G', playByPlay: false },
}

const TEXT = {
  sub: lt('Substituição', 'Substitution', 'Sustitución', 'Əvəzetmə'),
  timeout: lt('Desconto de tempo', 'Timeout', 'Tiempo muerto', 'Fasilə'),
  yellow: lt('Cartão amarelo', 'Yellow card', 'Tarjeta amarilla', 'Sarı vərəqə'),
}

/** Which side wins each set: the winner takes the last one. */
function setWinners(bestOf: 3 | 5, winner: Side, closeness: number, rng: Rng): Side[] {
  const toWin = (bestOf + 1) / 2
  const options = bestOf === 5 ? [0, 1, 2] : [0, 1]
  const weights =
    bestOf === 5 ? [1.5 - closeness, 0.9, 0.3 + closeness * 0.7] : [1.3 - closeness * 0.5, 0.5 + closeness * 0.6]
  const lost = rng.weighted(options, (k) => weights[k] ?? 0)
  const early = rng.shuffle([...Array(toWin - 1).fill(winner), ...Array(lost).fill(other(winner))] as Side[])
  return [...early, winner]
}

function setScore(rules: SetRules, decider: boolean, winner: Side, rng: Rng): Pair<number> {
  const target = decider ? rules.decider : rules.points
  let w = target
  let l = rng.int(Math.round(target * 0.45), target - 2)
  if (rng.chance(0.22)) {
    l = target - 1 + rng.int(0, 3)
    w = l + 2
    if (rules.cap && w > rules.cap) {
      w = rules.cap
      l = rules.cap - 1
    }
  }
  return winner === 0 ? [w, l] : [l, w]
}

/** The running score of a set-based match at a fraction of its window, points interpolated inside a set. */
function setPartial(periods: MatchPeriod[], sets: Pair<number>[]) {
  return (t: number) => {
    const won: Pair<number> = [0, 0]
    for (let i = 0; i < periods.length; i++) {
      const p = periods[i] as MatchPeriod
      const s = sets[i] as Pair<number>
      if (t >= p.t1) {
        won[s[0] > s[1] ? 0 : 1]++
        continue
      }
      if (t >= p.t0) {
        const f = (t - p.t0) / (p.t1 - p.t0)
        return {
          score: `${won[0]}-${won[1]} (${Math.floor(s[0] * f)}-${Math.floor(s[1] * f)})`,
          own: [String(won[0]), String(won[1])] as Pair<string>,
        }
      }
      break
    }
    return { score: `${won[0]}-${won[1]}`, own: [String(won[0]), String(won[1])] as Pair<string> }
  }
}

const ownSets = (sets: Pair<number>[], side: Side) => sets.map((s) => `${s[side]}-${s[other(side)]}`).join(', ')

export function setsMatch(sport: DisciplineCode, home: Competitor, away: Competitor, rng: Rng): MatchOutcome {
  const rules = RULES[sport]
  if (!rules) throw new Error(`No set rules for ${sport}`)
  const p = winProbability(home, away)
  const winner: Side = rng.chance(p) ? 0 : 1
  const closeness = 1 - Math.abs(2 * p - 1)
  const winners = setWinners(rules.bestOf, winner, closeness, rng)
  const decider = (i: number) => i === rules.bestOf - 1
  const sets = winners.map((w, i) => setScore(rules, decider(i), w, rng))
  const periods = layoutPeriods(
    sets.map((_, i) => `${rules.prefix}${i + 1}`),
    0.02,
    sets.map((s) => s[0] + s[1]),
  )
  const partial = setPartial(periods, sets)
  const tally: Pair<number> = [winners.filter((w) => w === 0).length, winners.filter((w) => w === 1).length]
  const tl = new Timeline()
  const sides: Pair<Competitor> = [home, away]
  if (rules.playByPlay) {
    tl.add(0.02, 'S1', null, START.action, null, null, '0-0', START.text)
    sets.forEach((s, i) => {
      const period = periods[i] as MatchPeriod
      const name = period.name
      const inSet = (f: number) => period.t0 + f * (period.t1 - period.t0)
      for (const side of [0, 1] as const) {
        if (sport === 'VVO') {
          for (let k = rng.int(0, 2); k > 0; k--) {
            const t = inSet(rng.float(0.3, 0.9))
            tl.add(t, name, null, 'substitution', side, memberOf(sides[side], rng), partial(t).score, TEXT.sub)
          }
        }
        if (rng.chance(0.5)) {
          const t = inSet(rng.float(0.4, 0.85))
          tl.add(t, name, null, 'timeout', side, null, partial(t).score, TEXT.timeout)
        }
        if (rng.chance(0.04)) {
          const t = inSet(rng.float(0.1, 0.9))
          tl.add(t, name, null, 'yellow-card', side, memberOf(sides[side], rng), partial(t).score, TEXT.yellow)
        }
      }
      const end = partial(period.t1).score
      const n = i + 1
      tl.add(period.t1, name, null, 'set-won', s[0] > s[1] ? 0 : 1, null, end, {
        pt: `${n}.º set: ${s[0]}-${s[1]}`,
        en: `Set ${n}: ${s[0]}-${s[1]}`,
        es: `Set ${n}: ${s[0]}-${s[1]}`,
        az: `${n}. set: ${s[0]}-${s[1]}`,
      })
    })
    tl.moments.sort((a, b) => a.t - b.t)
    tl.add(0.99, `S${sets.length}`, null, END.action, null, null, `${tally[0]}-${tally[1]}`, END.text)
  }
  const volley = sport === 'VVO' || sport === 'VBV'
  const stats = both((side): Record<string, number | string> => {
    const pts = sets.reduce((sum, s) => sum + s[side], 0)
    if (!volley) return { points: pts, games: ownSets(sets, side) }
    const attacks = Math.round(pts * rng.float(0.52, 0.64))
    const blocks = Math.round(pts * rng.float(0.06, 0.13))
    const aces = Math.round(pts * rng.float(0.03, 0.08))
    return {
      points: pts,
      attacks,
      blocks,
      aces,
      opponentErrors: Math.max(0, pts - attacks - blocks - aces),
      sets: ownSets(sets, side),
    }
  })
  return {
    kind: 'match',
    sport,
    home,
    away,
    winner,
    tally,
    score: `${tally[0]}-${tally[1]}`,
    results: [String(tally[0]), String(tally[1])],
    stats,
    periods,
    periodScores: sets.map((s, i) => ({
      label: periods[i]?.name ?? `${rules.prefix}${i + 1}`,
      home: String(s[0]),
      away: String(s[1]),
    })),
    decision: 'sets',
    moments: tl.moments,
    playByPlay: rules.playByPlay,
    partialScore: partial,
  }
}

/** A direct-elimination fencing bout: 15 touches or the score when time runs out. */
export function fencing(home: Competitor, away: Competitor, rng: Rng): MatchOutcome {
  const winner: Side = rng.chance(winProbability(home, away)) ? 0 : 1
  let w = 15
  let l = rng.int(4, 14)
  if (rng.chance(0.22)) {
    w = rng.int(7, 14)
    l = rng.int(3, w - 1)
  }
  const touches: Pair<number> = winner === 0 ? [w, l] : [l, w]
  const periods = layoutPeriods(['P1', 'P2', 'P3'], 0.04)
  const whole: MatchPeriod = { name: 'P', t0: periods[0]?.t0 ?? 0, t1: periods[2]?.t1 ?? 1 }
  const partial = (t: number) => {
    const f = Math.min(1, Math.max(0, (t - whole.t0) / (whole.t1 - whole.t0)))
    const now: Pair<number> = f >= 1 ? touches : [Math.floor(touches[0] * f), Math.floor(touches[1] * f)]
    return { score: `${now[0]}-${now[1]}`, own: [String(now[0]), String(now[1])] as Pair<string> }
  }
  return {
    kind: 'match',
    sport: 'FEN',
    home,
    away,
    winner,
    tally: touches,
    score: `${touches[0]}-${touches[1]}`,
    results: [String(touches[0]), String(touches[1])],
    stats: [
      { touchesScored: touches[0], touchesReceived: touches[1] },
      { touchesScored: touches[1], touchesReceived: touches[0] },
    ],
    periods,
    decision: 'touches',
    moments: [],
    playByPlay: false,
    partialScore: partial,
  }
}

/** The set system of archery: 2 points for a won end, 1 each for a tie, first to 6; 5-5 goes to a shoot-off. */
export function archery(home: Competitor, away: Competitor, rng: Rng, arrows: number): MatchOutcome {
  const sides: Pair<Competitor> = [home, away]
  const points: Pair<number> = [0, 0]
  const ends: Pair<number>[] = []
  const shoot = (side: Side) => {
    let total = 0
    for (let i = 0; i < arrows; i++) {
      total += clampInt(rng.normal(8.9 + 0.35 * (sides[side].ability - 0.2), 0.75), 6, 10)
    }
    return total
  }
  while (points[0] < 6 && points[1] < 6 && !(points[0] === 5 && points[1] === 5)) {
    const end: Pair<number> = [shoot(0), shoot(1)]
    ends.push(end)
    if (end[0] === end[1]) {
      points[0]++
      points[1]++
    } else points[end[0] > end[1] ? 0 : 1] += 2
  }
  let shootOff: string | null = null
  if (points[0] === 5 && points[1] === 5) {
    const a = clampInt(rng.normal(9, 0.8), 7, 10)
    const b = clampInt(rng.normal(9, 0.8), 7, 10)
    // Equal arrows: the one closer to the centre wins, marked with an asterisk.
    const homeWins = a === b ? rng.chance(winProbability(home, away)) : a > b
    shootOff = a === b ? (homeWins ? `${a}*-${b}` : `${a}-${b}*`) : `${a}-${b}`
    points[homeWins ? 0 : 1] = 6
  }
  const winner: Side = points[0] > points[1] ? 0 : 1
  const names = ends.map((_, i) => `E${i + 1}`)
  if (shootOff) names.push('SO')
  const periods = layoutPeriods(names, 0.02)
  const partial = (t: number) => {
    const running: Pair<number> = [0, 0]
    for (let i = 0; i < ends.length; i++) {
      const p = periods[i] as MatchPeriod
      if (t < p.t1) break
      const e = ends[i] as Pair<number>
      if (e[0] === e[1]) {
        running[0]++
        running[1]++
      } else running[e[0] > e[1] ? 0 : 1] += 2
    }
    if (shootOff && t >= (periods[periods.length - 1]?.t1 ?? 1)) {
      running[0] = points[0]
      running[1] = points[1]
    }
    return { score: `${running[0]}-${running[1]}`, own: [String(running[0]), String(running[1])] as Pair<string> }
  }
  const stats = both((side) => ({
    ends: ends.map((e) => `${e[side]}-${e[other(side)]}`).join(', '),
    arrowTotal: ends.reduce((sum, e) => sum + e[side], 0),
    ...(shootOff ? { shootOff } : {}),
  }))
  return {
    kind: 'match',
    sport: 'ARC',
    home,
    away,
    winner,
    tally: points,
    score: `${points[0]}-${points[1]}`,
    results: [String(points[0]), String(points[1])],
    stats,
    periods,
    moments: [],
    playByPlay: false,
    partialScore: partial,
    ends: archeryEnds(ends, arrows),
  }
}
