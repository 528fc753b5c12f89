/** Basketball and handball: scores built from individual scoring plays, so the play-by-play adds up. */

import { clock } from './format.ts'
import {
  at,
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
import type { MatchOptions } from './matches.ts'
import type { Competitor, MatchOutcome, MatchPeriod, PbpAction } from './model.ts'
import type { Rng } from './random.ts'
import { lt } from './text.ts'

const BKB_TEXT = {
  two: lt('Cesto de 2 pontos', '2-point field goal', 'Canasta de 2 puntos', '2 xallıq atış'),
  three: lt('Triplo', '3-point field goal', 'Triple', '3 xallıq atış'),
  ft: lt('Lance livre convertido', 'Free throw made', 'Tiro libre anotado', 'Dəqiq cərimə atışı'),
  miss: lt('Lançamento falhado', 'Missed shot', 'Tiro fallado', 'Uğursuz atış'),
  foul: lt('Falta pessoal', 'Personal foul', 'Falta personal', 'Şəxsi qayda pozuntusu'),
  sub: lt('Substituição', 'Substitution', 'Sustitución', 'Əvəzetmə'),
  assist: lt('Assistência', 'Assist', 'Asistencia', 'Məhsuldar ötürmə'),
}

interface Play {
  side: Side
  /** Seconds of game time. */
  g: number
  action: PbpAction
  points: number
  description: (typeof BKB_TEXT)['two']
}

export function basketball(home: Competitor, away: Competitor, rng: Rng): MatchOutcome {
  const sides: Pair<Competitor> = [home, away]
  const homeWins = rng.chance(winProbability(home, away))
  const win = clampInt(rng.normal(76, 9), 52, 104)
  const lose = Math.max(34, win - clampInt(Math.abs(rng.normal(0, 11)) + 1, 1, 38))
  const totals: Pair<number> = homeWins ? [win, lose] : [lose, win]
  const periods = layoutPeriods(['Q1', 'Q2', 'Q3', 'Q4'], 0.05)
  const plays: Play[] = []
  const counts = [0, 1].map(() => ({ two: 0, three: 0, ft: 0, miss: 0, fouls: 0 }))
  for (const side of [0, 1] as const) {
    const c = counts[side] as (typeof counts)[number]
    let left = totals[side]
    while (left > 0) {
      const r = rng.next()
      const points = left === 1 ? 1 : r < 0.25 && left >= 3 ? 3 : r < 0.85 ? 2 : 1
      left -= points
      const description = points === 3 ? BKB_TEXT.three : points === 2 ? BKB_TEXT.two : BKB_TEXT.ft
      if (points === 3) c.three++
      else if (points === 2) c.two++
      else c.ft++
      plays.push({ side, g: rng.float(0, 2400), action: 'shot-made', points, description })
    }
    c.miss = Math.round((c.two + c.three) * rng.float(1.1, 1.4))
    for (let i = 0; i < Math.round(c.miss * 0.3); i++) {
      plays.push({ side, g: rng.float(0, 2400), action: 'shot-missed', points: 0, description: BKB_TEXT.miss })
    }
    c.fouls = rng.int(12, 19)
    for (let i = 0; i < c.fouls; i++) {
      plays.push({ side, g: rng.float(0, 2400), action: 'foul', points: 0, description: BKB_TEXT.foul })
    }
    for (let i = 0; i < rng.int(4, 8); i++) {
      plays.push({ side, g: rng.float(0, 2400), action: 'substitution', points: 0, description: BKB_TEXT.sub })
    }
  }
  plays.sort((a, b) => a.g - b.g)
  const tl = new Timeline()
  const q = (g: number) => Math.min(3, Math.floor(g / 600))
  const tOf = (g: number) => at(periods[q(g)] as (typeof periods)[number], (g - q(g) * 600) / 600)
  tl.add(0.02, 'Q1', '10:00', START.action, null, null, '0-0', START.text)
  const score: Pair<number> = [0, 0]
  const assists: Pair<number> = [0, 0]
  for (const play of plays) {
    const t = tOf(play.g)
    const period = `Q${q(play.g) + 1}`
    const clk = clock(600 - (play.g - q(play.g) * 600))
    const shooter = memberOf(sides[play.side], rng)
    score[play.side] += play.points
    const text = `${score[0]}-${score[1]}`
    tl.add(t, period, clk, play.action, play.side, shooter, text, play.description)
    if (play.points > 0) tl.state(t, text, [String(score[0]), String(score[1])])
    if (play.points >= 2 && rng.chance(0.5)) {
      const passer = sides[play.side].members.filter((m) => m !== shooter)
      if (passer.length > 0) {
        assists[play.side]++
        tl.add(t, period, clk, 'assist', play.side, rng.pick(passer), text, BKB_TEXT.assist)
      }
    }
  }
  // Each quarter's end, with the score then: the play-by-play says where the game stands (decision 090).
  const byQuarter: Pair<number>[] = [0, 1, 2, 3].map(() => [0, 0])
  for (const play of plays) (byQuarter[q(play.g)] as Pair<number>)[play.side] += play.points
  const atEnd: Pair<number> = [0, 0]
  byQuarter.forEach((points, i) => {
    atEnd[0] += points[0]
    atEnd[1] += points[1]
    if (i < 3)
      tl.add(
        (periods[i] as MatchPeriod).t1,
        `Q${i + 1}`,
        '00:00',
        'period-end',
        null,
        null,
        `${atEnd[0]}-${atEnd[1]}`,
        null,
      )
  })
  tl.moments.sort((a, b) => a.t - b.t)
  tl.add(0.97, 'Q4', '00:00', END.action, null, null, `${totals[0]}-${totals[1]}`, END.text)
  const stats = both((side): Record<string, number> => {
    const c = counts[side] as (typeof counts)[number]
    const made = c.two + c.three
    return {
      points: totals[side],
      fieldGoalsMade: made,
      fieldGoalsAttempted: made + c.miss,
      threePointersMade: c.three,
      threePointersAttempted: Math.max(c.three, Math.round(c.three / rng.float(0.28, 0.4))),
      freeThrowsMade: c.ft,
      freeThrowsAttempted: Math.max(c.ft, Math.round(c.ft / rng.float(0.62, 0.82))),
      rebounds: rng.int(28, 46),
      assists: assists[side],
      steals: rng.int(3, 11),
      blocks: rng.int(1, 7),
      turnovers: rng.int(8, 19),
      fouls: c.fouls,
    }
  })
  return {
    kind: 'match',
    sport: 'BKB',
    home,
    away,
    winner: homeWins ? 0 : 1,
    tally: totals,
    score: `${totals[0]}-${totals[1]}`,
    results: [String(totals[0]), String(totals[1])],
    stats,
    periods,
    periodScores: byQuarter.map((p, i) => ({ label: `Q${i + 1}`, home: String(p[0]), away: String(p[1]) })),
    decision: 'regulation',
    moments: tl.moments,
    playByPlay: true,
    partialScore: tl.partial({ t: 0, score: '0-0', own: ['0', '0'] }),
  }
}

const HBL_TEXT = {
  goal: lt('Golo', 'Goal', 'Gol', 'Qol'),
  sevenGoal: lt('Golo de 7 metros', '7-metre goal', 'Gol de 7 metros', '7 metrlik qol'),
  sevenMiss: lt(
    'Livre de 7 metros falhado',
    '7-metre throw missed',
    'Lanzamiento de 7 metros fallado',
    '7 metrlik atış dəqiq deyil',
  ),
  sevenAwarded: lt('Livre de 7 metros', '7-metre throw awarded', 'Lanzamiento de 7 metros', '7 metrlik cərimə atışı'),
  assist: lt('Assistência', 'Assist', 'Asistencia', 'Məhsuldar ötürmə'),
  miss: lt('Remate falhado', 'Missed shot', 'Lanzamiento fallado', 'Uğursuz atış'),
  yellow: lt('Cartão amarelo', 'Yellow card', 'Tarjeta amarilla', 'Sarı vərəqə'),
  red: lt('Cartão vermelho', 'Red card', 'Tarjeta roja', 'Qırmızı vərəqə'),
  suspension: lt('Exclusão de 2 minutos', '2-minute suspension', 'Exclusión de 2 minutos', '2 dəqiqəlik kənarlaşdırma'),
  shootoutGoal: lt(
    'Livre de 7 m convertido (desempate)',
    'Shoot-out throw scored',
    'Lanzamiento convertido (desempate)',
    'Penalti seriyası: qol',
  ),
  shootoutMiss: lt(
    'Livre de 7 m falhado (desempate)',
    'Shoot-out throw missed',
    'Lanzamiento fallado (desempate)',
    'Penalti seriyası: qol yoxdur',
  ),
}

export function handball(home: Competitor, away: Competitor, rng: Rng, options: MatchOptions): MatchOutcome {
  const sides: Pair<Competitor> = [home, away]
  const homeWins = rng.chance(winProbability(home, away))
  const win = clampInt(rng.normal(29, 4), 19, 41)
  const margin = Math.round(Math.abs(rng.normal(0, 4)))
  const lose = Math.max(14, win - margin)
  const totals: Pair<number> = homeWins ? [win, lose] : [lose, win]
  const drawn = totals[0] === totals[1]
  // A knockout game level after 60 minutes goes to a 7-metre shoot-out.
  const shootout = drawn && options.knockout
  const periods = layoutPeriods(['1H', '2H'], 0.08)
  const tOf = (g: number) => {
    const half = Math.min(1, Math.floor(g / 1800))
    return at(periods[half] as (typeof periods)[number], ((g - half * 1800) / 1800) * (shootout ? 0.97 : 1))
  }
  interface Event {
    side: Side
    g: number
    kind: 'goal' | 'seven' | 'sevenMiss' | 'miss' | 'yellow' | 'red' | 'suspension'
  }
  const events: Event[] = []
  const counts = [0, 1].map(() => ({ seven: 0, sevenAttempts: 0, miss: 0, yellow: 0, suspension: 0 }))
  for (const side of [0, 1] as const) {
    const c = counts[side] as (typeof counts)[number]
    for (let i = 0; i < totals[side]; i++) {
      const seven = rng.chance(0.14)
      if (seven) c.seven++
      events.push({ side, g: rng.float(5, 3595), kind: seven ? 'seven' : 'goal' })
    }
    const sevenMisses = rng.int(0, 2)
    c.sevenAttempts = c.seven + sevenMisses
    for (let i = 0; i < sevenMisses; i++) events.push({ side, g: rng.float(60, 3590), kind: 'sevenMiss' })
    c.miss = Math.round(totals[side] * rng.float(0.45, 0.7))
    for (let i = 0; i < Math.round(c.miss * 0.35); i++) events.push({ side, g: rng.float(5, 3595), kind: 'miss' })
    c.yellow = rng.int(1, 3)
    for (let i = 0; i < c.yellow; i++) events.push({ side, g: rng.float(60, 1800), kind: 'yellow' })
    c.suspension = rng.int(0, 3)
    for (let i = 0; i < c.suspension; i++) events.push({ side, g: rng.float(300, 3500), kind: 'suspension' })
    if (rng.chance(0.05)) events.push({ side, g: rng.float(1200, 3500), kind: 'red' })
  }
  events.sort((a, b) => a.g - b.g)
  const tl = new Timeline()
  tl.add(0.02, '1H', '00:00', START.action, null, null, '0-0', START.text)
  const score: Pair<number> = [0, 0]
  const assists: Pair<number> = [0, 0]
  for (const e of events) {
    const t = tOf(e.g)
    const period = e.g < 1800 ? '1H' : '2H'
    const clk = clock(e.g)
    const player = memberOf(sides[e.side], rng)
    const before = `${score[0]}-${score[1]}`
    if (e.kind === 'goal' || e.kind === 'seven') score[e.side]++
    const text = `${score[0]}-${score[1]}`
    switch (e.kind) {
      case 'goal':
        tl.add(t, period, clk, 'goal', e.side, player, text, HBL_TEXT.goal)
        if (rng.chance(0.45)) {
          const mates = sides[e.side].members.filter((m) => m !== player)
          if (mates.length > 0) {
            assists[e.side]++
            tl.add(t, period, clk, 'assist', e.side, rng.pick(mates), text, HBL_TEXT.assist)
          }
        }
        break
      case 'seven':
        tl.add(t, period, clk, 'penalty-awarded', e.side, null, before, HBL_TEXT.sevenAwarded)
        tl.add(t, period, clk, 'penalty-scored', e.side, player, text, HBL_TEXT.sevenGoal)
        break
      case 'sevenMiss':
        tl.add(t, period, clk, 'penalty-awarded', e.side, null, before, HBL_TEXT.sevenAwarded)
        tl.add(t, period, clk, 'penalty-missed', e.side, player, text, HBL_TEXT.sevenMiss)
        break
      case 'miss':
        tl.add(t, period, clk, 'shot-missed', e.side, player, text, HBL_TEXT.miss)
        break
      case 'yellow':
        tl.add(t, period, clk, 'yellow-card', e.side, player, text, HBL_TEXT.yellow)
        break
      case 'suspension':
        tl.add(t, period, clk, 'suspension', e.side, player, text, HBL_TEXT.suspension)
        break
      case 'red':
        tl.add(t, period, clk, 'red-card', e.side, player, text, HBL_TEXT.red)
        break
    }
    if (e.kind === 'goal' || e.kind === 'seven') tl.state(t, text, [String(score[0]), String(score[1])])
  }
  const halves: Pair<number>[] = [
    [0, 0],
    [0, 0],
  ]
  for (const e of events)
    if (e.kind === 'goal' || e.kind === 'seven') (halves[e.g < 1800 ? 0 : 1] as Pair<number>)[e.side]++
  const periodScores = halves.map((h, i) => ({ label: `${i + 1}H`, home: String(h[0]), away: String(h[1]) }))
  let scoreText = `${totals[0]}-${totals[1]}`
  let winner: 0 | 1 | null = drawn ? null : homeWins ? 0 : 1
  if (shootout) {
    const winnerSide: Side = homeWins ? 0 : 1
    const made = rng.int(3, 5)
    const pso: Pair<number> = [0, 0]
    pso[winnerSide] = made
    pso[other(winnerSide)] = rng.int(Math.max(0, made - 3), made - 1)
    const shots = both((side) => rng.shuffle([...Array(5)].map((_, i) => i < pso[side])))
    const running: Pair<number> = [0, 0]
    for (let round = 0; round < 5; round++) {
      for (const side of [0, 1] as const) {
        const scored = shots[side][round] ?? false
        if (scored) running[side]++
        const t = 0.975 + (round * 2 + side) * 0.002
        tl.add(
          t,
          'PSO',
          null,
          scored ? 'penalty-scored' : 'penalty-missed',
          side,
          memberOf(sides[side], rng),
          `${totals[0]}-${totals[1]} (${running[0]}-${running[1]})`,
          scored ? HBL_TEXT.shootoutGoal : HBL_TEXT.shootoutMiss,
        )
      }
    }
    scoreText = `${totals[0]}-${totals[1]} (${pso[0]}-${pso[1]})`
    periodScores.push({ label: 'PSO', home: String(pso[0]), away: String(pso[1]) })
    winner = winnerSide
  }
  tl.add(0.998, shootout ? 'PSO' : '2H', shootout ? null : '60:00', END.action, null, null, scoreText, END.text)
  const stats = both((side): Record<string, number> => {
    const c = counts[side] as (typeof counts)[number]
    const opponent = counts[other(side)] as (typeof counts)[number]
    return {
      goals: totals[side],
      shots: totals[side] + c.miss + (c.sevenAttempts - c.seven),
      saves: Math.round(opponent.miss * rng.float(0.55, 0.8)),
      sevenMetreGoals: c.seven,
      sevenMetreAttempts: c.sevenAttempts,
      assists: assists[side],
      yellowCards: c.yellow,
      twoMinuteSuspensions: c.suspension,
      turnovers: rng.int(6, 15),
    }
  })
  return {
    kind: 'match',
    sport: 'HBL',
    home,
    away,
    winner,
    tally: totals,
    score: scoreText,
    results: [String(totals[0]), String(totals[1])],
    stats,
    periods,
    periodScores,
    decision: shootout ? 'shoot-out' : 'regulation',
    moments: tl.moments,
    playByPlay: true,
    partialScore: tl.partial({ t: 0, score: '0-0', own: ['0', '0'] }),
  }
}
