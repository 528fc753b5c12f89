/**
 * Head-to-head tournaments: pools of four then a knockout (team sports), and seeded brackets (combat and racket
 * sports, fencing, archery), with a repechage and two bronze medals where the sport has them.
 */

import { defaultFormatFor, type LocalizedText, standingsRuleFor } from '@podium/domain'
import { type Builder, h, seeded, snake } from './builder.ts'
import { matchScoreOf, poolMembers, poolOrder } from './formats.ts'
import { simulateMatch } from './matches.ts'
import type { Competitor, Gap, MatchOutcome, PhaseSeed, SimUnit, StartSlot, UnitMedal } from './model.ts'
import {
  bronzeName,
  goldName,
  matchName,
  PHASE_INFO,
  poolNames,
  QUARTER_FINAL,
  repechageName,
  semiName,
} from './phases.ts'
import { runRankingRound } from './ranked.ts'
import { pad } from './text.ts'

const SEED_ORDER: Record<8 | 16, readonly number[]> = {
  8: [1, 8, 4, 5, 3, 6, 2, 7],
  16: [1, 16, 8, 9, 5, 12, 4, 13, 3, 14, 6, 11, 7, 10, 2, 15],
}
const SIDES: Partial<Record<string, readonly [string, string]>> = {
  JUD: ['white', 'blue'],
  TKW: ['blue', 'red'],
  WRE: ['red', 'blue'],
  FEN: ['left', 'right'],
}

function match(b: Builder, code: string, home: Competitor, away: Competitor, knockout: boolean): MatchOutcome {
  return simulateMatch(b.input.program.code, home, away, b.rngFor(code), { knockout })
}

function sideSlots(b: Builder, home: Competitor, away: Competitor): StartSlot[] {
  const sides = SIDES[b.input.program.code] ?? ['home', 'away']
  return [
    { competitor: home, position: sides[0] },
    { competitor: away, position: sides[1] },
  ]
}

const winnerOf = (o: MatchOutcome) => (o.winner === 1 ? o.away : o.home)
const loserOf = (o: MatchOutcome) => (o.winner === 1 ? o.home : o.away)

/** Adds a head-to-head unit and returns its outcome. */
function duel(
  b: Builder,
  units: SimUnit[],
  phase: PhaseSeed,
  index: number | null,
  names: LocalizedText,
  home: Competitor,
  away: Competitor,
  knockout: boolean,
  medal: UnitMedal | null = null,
): MatchOutcome {
  const code = index === null ? phase.code : `${phase.code}-${pad(index)}`
  const outcome = match(b, code, home, away, knockout)
  b.unit(units, phase, index, names, sideSlots(b, home, away), outcome, medal)
  return outcome
}

/** Round robin of four: each round has two games. */
const ROUND_ROBIN: readonly (readonly [number, number])[][] = [
  [
    [0, 3],
    [1, 2],
  ],
  [
    [0, 2],
    [3, 1],
  ],
  [
    [0, 1],
    [2, 3],
  ],
]

export function buildPools(b: Builder, poolCount: 2 | 4, compact: boolean) {
  const { rng, program } = b.input
  const noun = program.unitNoun
  const pools = snake(seeded(b.input.entrants, rng), poolCount)
  const letters = pools.map((_, i) => String.fromCharCode(65 + i))
  const played = pools.map((): { code: string; outcome: MatchOutcome; unit: SimUnit }[] => [])
  const numbers = pools.map(() => 0)
  ROUND_ROBIN.forEach((round, r) => {
    const units = b.stage(r === 0 ? {} : compact ? { minutes: 30 } : { nextDay: true })
    pools.forEach((teams, p) => {
      const letter = letters[p] as string
      const phase = b.phase('POOL', letter, poolNames(letter))
      for (const [i, j] of round) {
        const home = teams[i]
        const away = teams[j]
        if (!home || !away) continue
        const n = (numbers[p] ?? 0) + 1
        numbers[p] = n
        const outcome = duel(b, units, phase, n, matchName(poolNames(letter), noun, n), home, away, false)
        played[p]?.push({ code: `${phase.code}-${pad(n)}`, outcome, unit: units[units.length - 1] as SimUnit })
      }
    })
  })
  // Each pool ranked by its sport's rule (decision 069) from the scores as the server reads them, members listed
  // in the order of the stored format so that level teams come out in the same order.
  const rule = standingsRuleFor(program.code)
  if (!rule) throw new Error(`${b.input.eventCode}: no standings rule for ${program.code}`)
  const standings = played.map((games) => {
    const members = poolMembers(games.map((g) => g.unit))
    const matches = games.flatMap((g) => matchScoreOf(g.code, g.outcome) ?? [])
    const byKey = new Map(members.map((m) => [m.key, m]))
    return poolOrder(
      rule,
      members.map((m) => m.key),
      matches,
    ).map((key) => byKey.get(key) as Competitor)
  })
  const place = (pool: number, rank: number) => {
    const team = standings[pool]?.[rank]
    if (!team) throw new Error(`${b.input.eventCode}: pool ${pool} has no rank ${rank}`)
    return team
  }
  let semiPairs: [Competitor, Competitor][]
  const knockoutGap: Gap = { nextDay: true }
  if (poolCount === 4) {
    const qfPhase = b.phase('QFNL')
    const units = b.stage(knockoutGap)
    const pairs: [Competitor, Competitor][] = [
      [place(0, 0), place(1, 1)],
      [place(2, 0), place(3, 1)],
      [place(1, 0), place(0, 1)],
      [place(3, 0), place(2, 1)],
    ]
    const winners = pairs.map(([home, away], i) =>
      winnerOf(duel(b, units, qfPhase, i + 1, matchName(QUARTER_FINAL, noun, i + 1), home, away, true)),
    )
    semiPairs = [
      [winners[0] as Competitor, winners[1] as Competitor],
      [winners[2] as Competitor, winners[3] as Competitor],
    ]
  } else {
    semiPairs = [
      [place(0, 0), place(1, 1)],
      [place(1, 0), place(0, 1)],
    ]
  }
  const semiPhase = b.phase('SEMI')
  const semiUnits = b.stage(knockoutGap)
  const semis = semiPairs.map(([home, away], i) =>
    duel(b, semiUnits, semiPhase, i + 1, semiName(i + 1), home, away, true),
  )
  finishKnockout(b, semis, compact ? { minutes: 60, notBefore: h(15) } : { nextDay: true, notBefore: h(15) })
}

/** Bronze game between the semi-final losers, then the final between the winners. */
function finishKnockout(b: Builder, semis: MatchOutcome[], bronzeGap: Gap) {
  const [sf1, sf2] = semis
  if (!sf1 || !sf2) throw new Error(`${b.input.eventCode}: two semi-finals expected`)
  const noun = b.input.program.unitNoun
  const bronzeUnits = b.stage(bronzeGap)
  duel(b, bronzeUnits, b.phase('BRNZ'), null, bronzeName(noun, null), loserOf(sf1), loserOf(sf2), true, 'BRONZE')
  const finalUnits = b.stage({ minutes: 10 })
  duel(b, finalUnits, b.phase('FNL'), null, goldName(noun), winnerOf(sf1), winnerOf(sf2), true, 'GOLD')
}

export function buildBracket(b: Builder, size: 8 | 16, twoBronzes: boolean, rankingRound: boolean, twoDays: boolean) {
  const { rng, program } = b.input
  const noun = program.unitNoun
  let seeds: Competitor[]
  if (rankingRound) {
    const rank = b.phase('RANK')
    const units = b.stage({})
    const slots = rng.shuffle(b.input.entrants).map((competitor) => ({ competitor, position: null }))
    const outcome = runRankingRound(b.input.gender, slots, b.rngFor(rank.code))
    b.unit(units, rank, null, PHASE_INFO.RANK.names, slots, outcome, null, 150)
    seeds = outcome.rows.map((r) => r.competitor)
  } else seeds = seeded(b.input.entrants, rng)
  let round = SEED_ORDER[size].map((s) => seeds[s - 1] as Competitor)
  let gap: Gap = rankingRound ? { nextDay: true } : {}
  let r16s: MatchOutcome[] = []
  if (size === 16) {
    const r16 = b.phase('R16')
    const units = b.stage(gap)
    r16s = pairsOf(round).map(([home, away], i) =>
      duel(b, units, r16, i + 1, matchName(PHASE_INFO.R16.names, noun, i + 1), home, away, true),
    )
    round = r16s.map(winnerOf)
    gap = { minutes: twoDays ? 20 : 10 }
  }
  const qfPhase = b.phase('QFNL')
  const qfUnits = b.stage(gap)
  const qfs = pairsOf(round).map(([home, away], i) =>
    duel(b, qfUnits, qfPhase, i + 1, matchName(QUARTER_FINAL, noun, i + 1), home, away, true),
  )
  const semiGap: Gap = twoDays ? { nextDay: true } : { minutes: 30, notBefore: h(15) }
  const semiPairs = [
    [winnerOf(qfs[0] as MatchOutcome), winnerOf(qfs[1] as MatchOutcome)],
    [winnerOf(qfs[2] as MatchOutcome), winnerOf(qfs[3] as MatchOutcome)],
  ] as const
  const bronzeGap: Gap = twoDays ? { minutes: 30, notBefore: h(17) } : { minutes: 20, notBefore: h(17) }
  if (!twoBronzes) {
    const semiPhase = b.phase('SEMI')
    const semiUnits = b.stage(semiGap)
    const semis = semiPairs.map(([home, away], i) =>
      duel(b, semiUnits, semiPhase, i + 1, semiName(i + 1), home, away, true),
    )
    finishKnockout(b, semis, bronzeGap)
    return
  }
  if (defaultFormatFor(program.code)?.bronze === 'finalist-repechage') {
    finalistRepechage(b, qfs, r16s, semiPairs, semiGap, bronzeGap)
    return
  }
  // Judo: the quarter-final losers fight a repechage; its winners meet the semi-final losers of the other half for
  // the two bronze medals.
  const repPhase = b.phase('REP')
  const semiPhase = b.phase('SEMI')
  const units = b.stage(semiGap)
  const reps = [
    duel(
      b,
      units,
      repPhase,
      1,
      repechageName(1),
      loserOf(qfs[0] as MatchOutcome),
      loserOf(qfs[1] as MatchOutcome),
      true,
    ),
    duel(
      b,
      units,
      repPhase,
      2,
      repechageName(2),
      loserOf(qfs[2] as MatchOutcome),
      loserOf(qfs[3] as MatchOutcome),
      true,
    ),
  ]
  const semis = semiPairs.map(([home, away], i) => duel(b, units, semiPhase, i + 1, semiName(i + 1), home, away, true))
  const bronzePhase = b.phase('BRNZ')
  const bronzeUnits = b.stage(bronzeGap)
  duel(
    b,
    bronzeUnits,
    bronzePhase,
    1,
    bronzeName(noun, 1),
    winnerOf(reps[0] as MatchOutcome),
    loserOf(semis[1] as MatchOutcome),
    true,
    'BRONZE',
  )
  duel(
    b,
    bronzeUnits,
    bronzePhase,
    2,
    bronzeName(noun, 2),
    winnerOf(reps[1] as MatchOutcome),
    loserOf(semis[0] as MatchOutcome),
    true,
    'BRONZE',
  )
  const finalUnits = b.stage({ minutes: 5 })
  duel(
    b,
    finalUnits,
    b.phase('FNL'),
    null,
    goldName(noun),
    winnerOf(semis[0] as MatchOutcome),
    winnerOf(semis[1] as MatchOutcome),
    true,
    'GOLD',
  )
}

/**
 * Taekwondo and wrestling (the domain's `finalist-repechage`): once the finalists are known, everyone a finalist beat
 * before the semi-finals fights on, earliest round first (in a table of 16: the round of 16's loser against the
 * quarter-final's); each chain's winner meets the loser of the other half's semi-final for one of two bronzes.
 */
function finalistRepechage(
  b: Builder,
  qfs: MatchOutcome[],
  r16s: MatchOutcome[],
  semiPairs: readonly (readonly [Competitor, Competitor])[],
  semiGap: Gap,
  bronzeGap: Gap,
) {
  const noun = b.input.program.unitNoun
  const semiPhase = b.phase('SEMI')
  const semiUnits = b.stage(semiGap)
  const semis = semiPairs.map(([home, away], i) =>
    duel(b, semiUnits, semiPhase, i + 1, semiName(i + 1), home, away, true),
  )
  const beatenBy = (finalist: Competitor, matches: MatchOutcome[]): Competitor => {
    const won = matches.find((m) => winnerOf(m).key === finalist.key)
    if (!won) throw new Error(`${b.input.eventCode}: ${finalist.key} won no match of the round`)
    return loserOf(won)
  }
  const finalists = semis.map(winnerOf)
  let chainWinners: Competitor[]
  if (r16s.length > 0) {
    const repPhase = b.phase('REP')
    const repUnits = b.stage({ minutes: 10 })
    chainWinners = finalists.map((finalist, i) =>
      winnerOf(
        duel(
          b,
          repUnits,
          repPhase,
          i + 1,
          repechageName(i + 1),
          beatenBy(finalist, r16s),
          beatenBy(finalist, qfs),
          true,
        ),
      ),
    )
  } else chainWinners = finalists.map((finalist) => beatenBy(finalist, qfs))
  const bronzePhase = b.phase('BRNZ')
  const bronzeUnits = b.stage(bronzeGap)
  const [sf1, sf2] = semis as [MatchOutcome, MatchOutcome]
  duel(b, bronzeUnits, bronzePhase, 1, bronzeName(noun, 1), chainWinners[0] as Competitor, loserOf(sf2), true, 'BRONZE')
  duel(b, bronzeUnits, bronzePhase, 2, bronzeName(noun, 2), chainWinners[1] as Competitor, loserOf(sf1), true, 'BRONZE')
  const finalUnits = b.stage({ minutes: 5 })
  duel(
    b,
    finalUnits,
    b.phase('FNL'),
    null,
    goldName(noun),
    finalists[0] as Competitor,
    finalists[1] as Competitor,
    true,
    'GOLD',
  )
}

function pairsOf<T>(items: T[]): [T, T][] {
  const out: [T, T][] = []
  for (let i = 0; i + 1 < items.length; i += 2) out.push([items[i] as T, items[i + 1] as T])
  return out
}
