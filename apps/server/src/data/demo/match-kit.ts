/** Helpers shared by the match simulators. */
import type { LocalizedText } from '@podium/domain'
import type { Competitor, MatchMoment, MatchPeriod, PbpAction } from './model.ts'
import type { Rng } from './random.ts'

export type Side = 0 | 1
export type Pair<T> = [T, T]

export const other = (side: Side): Side => (side === 0 ? 1 : 0)

/** A value for each side, home first. */
export function both<T>(make: (side: Side) => T): Pair<T> {
  return [make(0), make(1)]
}

/** The chance that `a` beats `b`. */
export function winProbability(a: Competitor, b: Competitor): number {
  return 1 / (1 + Math.exp(-1.3 * (a.ability - b.ability)))
}

export function clampInt(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)))
}

export function memberOf(competitor: Competitor, rng: Rng): string | null {
  return competitor.members.length > 0 ? rng.pick(competitor.members) : null
}

/** Periods of equal length laid out on the unit's window (0..1), with breaks between them. */
export function layoutPeriods(
  names: readonly string[],
  breakShare: number,
  weights?: readonly number[],
): MatchPeriod[] {
  const lead = 0.03
  const tail = 0.03
  const w = weights ?? names.map(() => 1)
  const totalWeight = w.reduce((a, b) => a + b, 0)
  const playing = 1 - lead - tail - breakShare * (names.length - 1)
  let t = lead
  return names.map((name, i) => {
    const length = (playing * (w[i] ?? 1)) / totalWeight
    const period = { name, t0: t, t1: t + length }
    t += length + breakShare
    return period
  })
}

/** Where a fraction of a period falls on the unit's window. */
export function at(period: MatchPeriod, fraction: number): number {
  return period.t0 + Math.min(1, Math.max(0, fraction)) * (period.t1 - period.t0)
}

export interface ScoreState {
  t: number
  score: string
  own: Pair<string>
}

/** Builds the moments list and the score states a running match is shown with. */
export class Timeline {
  readonly moments: MatchMoment[] = []
  readonly states: ScoreState[] = []

  add(
    t: number,
    period: string,
    clockText: string | null,
    action: PbpAction,
    side: Side | null,
    athleteId: string | null,
    score: string,
    description: LocalizedText | null,
  ): void {
    this.moments.push({ t, period, clock: clockText, action, side, athleteId, score, description })
  }

  state(t: number, score: string, own: Pair<string>): void {
    this.states.push({ t, score, own })
  }

  /** The score at a fraction of the window: the last state at or before it. */
  partial(initial: ScoreState): (t: number) => { score: string; own: Pair<string> } {
    const states = [...this.states].sort((a, b) => a.t - b.t)
    return (t) => {
      let current = initial
      for (const s of states) {
        if (s.t > t) break
        current = s
      }
      return { score: current.score, own: current.own }
    }
  }
}

export const START = {
  action: 'match-start' as const,
  text: { pt: 'Início', en: 'Start', es: 'Inicio', az: 'Başlanğıc' },
}
export const END = {
  action: 'match-end' as const,
  text: { pt: 'Fim', en: 'End', es: 'Final', az: 'Son' },
}
