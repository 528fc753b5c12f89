/** Judo, taekwondo and wrestling: contests built from scoring actions, so the play-by-play adds up. */
import type { LocalizedText } from '@podium/domain'
import { clock } from './format.ts'
import {
  both,
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
import type { Competitor, MatchOutcome, MatchPeriod, PbpAction } from './model.ts'
import type { Rng } from './random.ts'
import { lt, same } from './text.ts'

const THROWS = [
  'Seoi-nage',
  'Uchi-mata',
  'O-soto-gari',
  'Harai-goshi',
  'Tai-otoshi',
  'Ko-uchi-gari',
  'Sumi-gaeshi',
  'Tomoe-nage',
]
const HOLDS = ['Kesa-gatame', 'Yoko-shiho-gatame', 'Kami-shiho-gatame']
const LOCKS = ['Juji-gatame', 'Okuri-eri-jime', 'Sankaku-jime']

const JUD_TEXT = {
  shido: same('Shido'),
  hansoku: same('Hansoku-make'),
}

/** Judo: 4 minutes, then golden score; ippon (10) ends the contest, waza-ari counts 1. */
export function judo(home: Competitor, away: Competitor, rng: Rng): MatchOutcome {
  const winner: Side = rng.chance(winProbability(home, away)) ? 0 : 1
  const loser = other(winner)
  const r = rng.next()
  const kind = r < 0.45 ? 'ippon' : r < 0.75 ? 'waza-ari' : r < 0.85 ? 'hansoku-make' : 'golden-score'
  const end = kind === 'ippon' ? rng.float(12, 236) : kind === 'golden-score' ? 240 + rng.float(8, 150) : 240
  const total = 400
  const periods: MatchPeriod[] =
    end > 240
      ? [
          { name: 'REG', t0: 0.04, t1: 0.04 + (0.92 * 240) / total },
          { name: 'GS', t0: 0.04 + (0.92 * 240) / total, t1: 0.04 + (0.92 * end) / total },
        ]
      : [{ name: 'REG', t0: 0.04, t1: 0.04 + (0.92 * 240) / total }]
  const tOf = (s: number) => 0.04 + (0.92 * s) / total
  const periodOf = (s: number) => (s > 240 ? 'GS' : 'REG')
  const clockOf = (s: number) => (s > 240 ? clock(s - 240) : clock(240 - s))
  interface Act {
    s: number
    side: Side
    action: PbpAction
    points: number
    text: LocalizedText
  }
  const acts: Act[] = []
  const shidos: Pair<number> = [rng.int(0, 2), rng.int(0, 2)]
  if (kind === 'hansoku-make') shidos[loser] = 2
  for (const side of [0, 1] as const) {
    for (let i = 0; i < shidos[side]; i++) {
      acts.push({ s: rng.float(20, end - 5), side, action: 'shido', points: 0, text: JUD_TEXT.shido })
    }
  }
  if (kind === 'ippon') {
    if (rng.chance(0.25)) {
      acts.push({
        s: rng.float(5, end - 2),
        side: loser,
        action: 'waza-ari',
        points: 1,
        text: same(`Waza-ari (${rng.pick(THROWS)})`),
      })
    }
    const ground = rng.chance(0.3)
    const technique = ground ? rng.pick([...HOLDS, ...LOCKS]) : rng.pick(THROWS)
    const submission = LOCKS.includes(technique)
    acts.push({
      s: end,
      side: winner,
      action: submission ? 'submission' : 'ippon',
      points: 10,
      text: same(`Ippon (${technique})`),
    })
  } else if (kind === 'waza-ari' || kind === 'golden-score') {
    acts.push({
      s: kind === 'golden-score' ? end : rng.float(10, 230),
      side: winner,
      action: 'waza-ari',
      points: 1,
      text: same(`Waza-ari (${rng.pick(THROWS)})`),
    })
  } else {
    // Hansoku-make disqualifies the loser and gives the winner an ippon's worth: the bout reads 10-0, not 0-0.
    acts.push({ s: end, side: loser, action: 'hansoku-make', points: 0, text: JUD_TEXT.hansoku })
  }
  acts.sort((a, b) => a.s - b.s)
  const sides: Pair<Competitor> = [home, away]
  const tl = new Timeline()
  tl.add(tOf(0), 'REG', '04:00', START.action, null, null, '0-0', START.text)
  const score: Pair<number> = [0, 0]
  for (const a of acts) {
    score[a.side] += a.points
    if (a.action === 'hansoku-make') score[other(a.side)] += 10
    const text = `${score[0]}-${score[1]}`
    tl.add(tOf(a.s), periodOf(a.s), clockOf(a.s), a.action, a.side, memberOf(sides[a.side], rng), text, a.text)
    tl.state(tOf(a.s), text, [String(score[0]), String(score[1])])
  }
  const final = `${score[0]}-${score[1]}`
  tl.add(tOf(end) + 0.001, periodOf(end), clockOf(end), END.action, winner, null, final, END.text)
  const victory =
    kind === 'ippon'
      ? 'Ippon'
      : kind === 'hansoku-make'
        ? 'Hansoku-make'
        : kind === 'golden-score'
          ? 'Waza-ari (GS)'
          : 'Waza-ari'
  const results: Pair<string | null> = [null, null]
  results[winner] = victory
  return {
    kind: 'match',
    sport: 'JUD',
    home,
    away,
    winner,
    tally: [...score] as Pair<number>,
    score: final,
    results,
    stats: both((side) => ({
      score: score[side],
      shido: kind === 'hansoku-make' && side === loser ? 3 : shidos[side],
    })),
    periods,
    decision: kind,
    moments: tl.moments,
    playByPlay: true,
    partialScore: tl.partial({ t: 0, score: '0-0', own: ['0', '0'] }),
  }
}

const TKW_TECHNIQUES: readonly { points: number; text: LocalizedText; weight: number }[] = [
  { points: 1, weight: 0.3, text: lt('Soco (1)', 'Punch (1)', 'Puño (1)', 'Yumruq zərbəsi (1)') },
  {
    points: 2,
    weight: 0.4,
    text: lt('Pontapé ao tronco (2)', 'Body kick (2)', 'Patada al peto (2)', 'Gövdəyə təpik (2)'),
  },
  {
    points: 3,
    weight: 0.2,
    text: lt('Pontapé à cabeça (3)', 'Head kick (3)', 'Patada a la cabeza (3)', 'Başa təpik (3)'),
  },
  {
    points: 4,
    weight: 0.07,
    text: lt(
      'Pontapé rotativo ao tronco (4)',
      'Spinning body kick (4)',
      'Patada giratoria al peto (4)',
      'Fırlanma ilə gövdəyə təpik (4)',
    ),
  },
  {
    points: 5,
    weight: 0.03,
    text: lt(
      'Pontapé rotativo à cabeça (5)',
      'Spinning head kick (5)',
      'Patada giratoria a la cabeza (5)',
      'Fırlanma ilə başa təpik (5)',
    ),
  },
]
const GAM_JEOM = lt('Gam-jeom (penalização)', 'Gam-jeom (penalty)', 'Gam-jeom (amonestación)', 'Gam-jeom (cərimə)')

/** Splits points into scoring actions; `pickValue` draws an action's worth given the points still to make. */
function decompose(points: number, pickValue: (left: number) => number): number[] {
  const values: number[] = []
  let left = points
  while (left > 0) {
    const v = Math.min(left, pickValue(left))
    values.push(v)
    left -= v
  }
  return values
}

/** Taekwondo: best of three 2-minute rounds; a gam-jeom gives the opponent a point. */
export function taekwondo(home: Competitor, away: Competitor, rng: Rng): MatchOutcome {
  const winner: Side = rng.chance(winProbability(home, away)) ? 0 : 1
  const loser = other(winner)
  const roundWinners: Side[] = rng.chance(0.6) ? [winner, winner] : [...rng.shuffle([winner, loser]), winner]
  const periods = layoutPeriods(
    roundWinners.map((_, i) => `R${i + 1}`),
    0.06,
  )
  const sides: Pair<Competitor> = [home, away]
  const tl = new Timeline()
  tl.add(0.02, 'R1', '02:00', START.action, null, null, '0-0', START.text)
  const rounds: Pair<number> = [0, 0]
  const roundScores: Pair<number>[] = []
  const penalties: Pair<number> = [0, 0]
  roundWinners.forEach((rw, i) => {
    const period = periods[i] as MatchPeriod
    const wPts = rng.int(5, 18)
    const pts: Pair<number> = [0, 0]
    pts[rw] = wPts
    pts[other(rw)] = rng.int(0, wPts - 1)
    interface Act {
      s: number
      side: Side
      points: number
      scorer: Side
      text: LocalizedText
      action: PbpAction
    }
    const acts: Act[] = []
    for (const side of [0, 1] as const) {
      const fromPenalties = Math.min(pts[side], rng.int(0, 2))
      for (let k = 0; k < fromPenalties; k++) {
        penalties[other(side)]++
        acts.push({
          s: rng.float(3, 118),
          side: other(side),
          points: 1,
          scorer: side,
          text: GAM_JEOM,
          action: 'penalty-awarded',
        })
      }
      for (const v of decompose(
        pts[side] - fromPenalties,
        () => rng.weighted(TKW_TECHNIQUES, (t) => t.weight).points,
      )) {
        const technique = TKW_TECHNIQUES.find((t) => t.points === v) ?? TKW_TECHNIQUES[0]
        if (!technique) continue
        acts.push({
          s: rng.float(3, 118),
          side,
          points: v,
          scorer: side,
          text: technique.text,
          action: 'points-scored',
        })
      }
    }
    acts.sort((a, b) => a.s - b.s)
    const running: Pair<number> = [0, 0]
    const label = () => `${rounds[0]}-${rounds[1]} (${running[0]}-${running[1]})`
    for (const a of acts) {
      running[a.scorer] += a.points
      const t = period.t0 + (a.s / 120) * (period.t1 - period.t0)
      tl.add(
        t,
        period.name,
        clock(120 - a.s),
        a.action,
        a.side,
        memberOf(sides[a.side], rng),
        `${running[0]}-${running[1]}`,
        a.text,
      )
      tl.state(t, label(), [String(rounds[0]), String(rounds[1])])
    }
    rounds[rw]++
    roundScores.push([...pts] as Pair<number>)
    const n = i + 1
    tl.add(period.t1, period.name, '00:00', 'set-won', rw, null, `${pts[0]}-${pts[1]}`, {
      pt: `Fim do ${n}.º assalto (${pts[0]}-${pts[1]})`,
      en: `End of round ${n} (${pts[0]}-${pts[1]})`,
      es: `Fin del asalto ${n} (${pts[0]}-${pts[1]})`,
      az: `${n}. raundun sonu (${pts[0]}-${pts[1]})`,
    })
    tl.state(period.t1, `${rounds[0]}-${rounds[1]}`, [String(rounds[0]), String(rounds[1])])
  })
  const final = `${rounds[0]}-${rounds[1]}`
  tl.add(0.99, `R${roundWinners.length}`, '00:00', END.action, winner, null, final, END.text)
  return {
    kind: 'match',
    sport: 'TKW',
    home,
    away,
    winner,
    tally: [...rounds] as Pair<number>,
    score: final,
    results: [String(rounds[0]), String(rounds[1])],
    stats: both((side) => ({
      rounds: roundScores.map((r) => `${r[side]}-${r[other(side)]}`).join(', '),
      points: roundScores.reduce((sum, r) => sum + r[side], 0),
      penalties: penalties[side],
    })),
    periods,
    periodScores: roundScores.map((r, i) => ({ label: `R${i + 1}`, home: String(r[0]), away: String(r[1]) })),
    decision: 'points',
    moments: tl.moments,
    playByPlay: true,
    partialScore: tl.partial({ t: 0, score: '0-0 (0-0)', own: ['0', '0'] }),
  }
}

const WRE_TEXT = {
  takedown: lt('Derrube (2)', 'Takedown (2)', 'Derribo (2)', 'Yerə yıxma (2)'),
  exposure: lt('Exposição (2)', 'Exposure (2)', 'Exposición (2)', 'Kürəklərə çevirmə (2)'),
  throw: lt('Projeção (4)', 'Throw (4)', 'Proyección (4)', 'Atma (4)'),
  stepOut: lt('Saída da área (1)', 'Step out (1)', 'Salida del tapiz (1)', 'Xalçadan çıxma (1)'),
  passivity: lt(
    'Passividade (1 ponto ao adversário)',
    'Passivity (1 point to the opponent)',
    'Pasividad (1 punto al rival)',
    'Passivlik (rəqibə 1 xal)',
  ),
  fall: lt('Encostamento (vitória por tuche)', 'Fall', 'Tocado (victoria por toque)', 'Tuşla qələbə'),
}

/** Freestyle wrestling: two 3-minute periods; a fall or a 10-point lead ends the bout. */
export function wrestling(home: Competitor, away: Competitor, rng: Rng): MatchOutcome {
  const winner: Side = rng.chance(winProbability(home, away)) ? 0 : 1
  const loser = other(winner)
  const r = rng.next()
  const kind = r < 0.55 ? 'VPO' : r < 0.8 ? 'VSU' : 'VFA'
  const pts: Pair<number> = [0, 0]
  let end = 360
  if (kind === 'VPO') {
    pts[winner] = rng.int(3, 12)
    pts[loser] = rng.int(0, pts[winner] - 1)
  } else if (kind === 'VSU') {
    pts[loser] = rng.int(0, 4)
    pts[winner] = pts[loser] + 10
    end = rng.float(70, 350)
  } else {
    pts[winner] = rng.int(0, 8)
    pts[loser] = rng.int(0, 8)
    end = rng.float(30, 355)
  }
  const periods = layoutPeriods(['P1', 'P2'], 0.06)
  const tOf = (s: number) => {
    const p = (s < 180 ? periods[0] : periods[1]) as MatchPeriod
    return p.t0 + ((s % 180) / 180) * (p.t1 - p.t0)
  }
  interface Act {
    s: number
    side: Side
    scorer: Side
    points: number
    action: PbpAction
    text: LocalizedText
  }
  const acts: Act[] = []
  for (const side of [0, 1] as const) {
    const values = decompose(pts[side], (left) => {
      const x = rng.next()
      return x < 0.08 && left >= 4 ? 4 : x < 0.75 ? 2 : 1
    })
    for (const v of values) {
      const s = rng.float(5, Math.max(6, end - 3))
      if (v === 1) {
        const passive = rng.chance(0.5)
        acts.push({
          s,
          side: passive ? other(side) : side,
          scorer: side,
          points: 1,
          // A step out is a point like any other (its description says which): never an unnamed "other" moment.
          action: passive ? 'penalty-awarded' : 'points-scored',
          text: passive ? WRE_TEXT.passivity : WRE_TEXT.stepOut,
        })
      } else {
        const text = v === 4 ? WRE_TEXT.throw : rng.chance(0.8) ? WRE_TEXT.takedown : WRE_TEXT.exposure
        acts.push({ s, side, scorer: side, points: v, action: 'points-scored', text })
      }
    }
  }
  acts.sort((a, b) => a.s - b.s)
  if (kind === 'VSU') {
    // The winning action comes last: the bout stops as soon as the lead reaches 10.
    const lastIndex = acts.map((a) => a.scorer).lastIndexOf(winner)
    const [last] = acts.splice(lastIndex, 1)
    if (last) acts.push({ ...last, s: end })
  }
  const sides: Pair<Competitor> = [home, away]
  const tl = new Timeline()
  tl.add(0.02, 'P1', '00:00', START.action, null, null, '0-0', START.text)
  const running: Pair<number> = [0, 0]
  for (const a of acts) {
    running[a.scorer] += a.points
    const text = `${running[0]}-${running[1]}`
    tl.add(tOf(a.s), a.s < 180 ? 'P1' : 'P2', clock(a.s), a.action, a.side, memberOf(sides[a.side], rng), text, a.text)
    tl.state(tOf(a.s), text, [String(running[0]), String(running[1])])
  }
  const final = `${pts[0]}-${pts[1]}`
  if (kind === 'VFA') {
    tl.add(
      tOf(end),
      end < 180 ? 'P1' : 'P2',
      clock(end),
      'fall',
      winner,
      memberOf(sides[winner], rng),
      final,
      WRE_TEXT.fall,
    )
  }
  tl.add(tOf(end) + 0.001, end < 180 ? 'P1' : 'P2', clock(end), END.action, winner, null, final, END.text)
  const results: Pair<string | null> = [null, null]
  results[winner] = kind
  return {
    kind: 'match',
    sport: 'WRE',
    home,
    away,
    winner,
    tally: [...pts] as Pair<number>,
    score: final,
    results,
    stats: both((side) => ({ points: pts[side], victory: side === winner ? kind : '' })),
    periods,
    periodScores: (end < 180 ? ['P1'] : ['P1', 'P2']).map((label) => {
      const inPeriod = (side: Side) =>
        acts.filter((a) => a.scorer === side && a.s < 180 === (label === 'P1')).reduce((s, a) => s + a.points, 0)
      return { label, home: String(inPeriod(0)), away: String(inPeriod(1)) }
    }),
    decision: kind === 'VFA' ? 'fall' : kind === 'VSU' ? 'technical-superiority' : 'points',
    moments: tl.moments,
    playByPlay: true,
    partialScore: tl.partial({ t: 0, score: '0-0', own: ['0', '0'] }),
  }
}
