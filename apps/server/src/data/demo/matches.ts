/** Simulates one head-to-head unit of any sport. */
import type { DisciplineCode } from '@podium/domain'
import { judo, taekwondo, wrestling } from './matches-combat.ts'
import { archery, fencing, setsMatch } from './matches-sets.ts'
import { basketball, handball } from './matches-team.ts'
import type { Competitor, MatchOutcome } from './model.ts'
import type { Rng } from './random.ts'

export interface MatchOptions {
  /** A knockout game cannot end in a draw. */
  knockout: boolean
}

export function simulateMatch(
  sport: DisciplineCode,
  home: Competitor,
  away: Competitor,
  rng: Rng,
  options: MatchOptions,
): MatchOutcome {
  switch (sport) {
    case 'BKB':
      return basketball(home, away, rng)
    case 'HBL':
      return handball(home, away, rng, options)
    case 'VVO':
    case 'VBV':
    case 'TTE':
    case 'BDM':
      return setsMatch(sport, home, away, rng)
    case 'FEN':
      return fencing(home, away, rng)
    case 'ARC':
      return archery(home, away, rng, home.teamId ? 4 : 3)
    case 'JUD':
      return judo(home, away, rng)
    case 'TKW':
      return taekwondo(home, away, rng)
    case 'WRE':
      return wrestling(home, away, rng)
    default:
      throw new Error(`No match simulator for ${sport}`)
  }
}

/** Pool points of one side: 2 a win in basketball and beach volleyball (1 a loss), handball 2/1/0, volleyball 3/2/1/0. */
export function standingPoints(outcome: MatchOutcome, side: 0 | 1): number {
  const won = outcome.winner === side
  const drawn = outcome.winner === null
  switch (outcome.sport) {
    case 'BKB':
    case 'VBV':
      return won ? 2 : 1
    case 'HBL':
      return won ? 2 : drawn ? 1 : 0
    case 'VVO': {
      const lostSets = outcome.tally[side === 0 ? 1 : 0]
      if (won) return lostSets === 2 ? 2 : 3
      return outcome.tally[side] === 2 ? 1 : 0
    }
    default:
      return won ? 1 : 0
  }
}
