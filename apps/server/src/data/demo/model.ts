/** Types shared by the competition generator's modules. */
import type { ArcheryEnd, DisciplineCode, Division, EventFormat, LocalizedText, ResultDetail } from '@podium/domain'

export type EventGender = 'M' | 'W' | 'X'
export type UnitMedal = 'GOLD' | 'BRONZE'
export type ResultKind = 'time' | 'distance' | 'points' | 'score'

/** An athlete or a team as it competes in a unit. */
export interface Competitor {
  /** Athlete id or team id. */
  key: string
  athleteId: string | null
  teamId: string | null
  org: string
  /** Latent strength: higher wins more often. */
  ability: number
  /** Athlete ids: the athlete himself, or the team's members. */
  members: string[]
  /** How reports print it: "SILVA Ana" or the delegation code. */
  label: string
}

/** One competitor's line in a ranked unit (race, field event, judged routine, ranking round). */
export interface RankedRow {
  competitor: Competitor
  rank: number | null
  rankEqual: boolean
  /** The sortable value: seconds, metres or points; null with an IRM. */
  value: number | null
  result: string | null
  time: string | null
  difference: string | null
  points: number | null
  wind: string | null
  qualification: string | null
  irm: string | null
  stats: Record<string, number | string> | null
  /** Value at the intermediate timing point, for races shown while running. */
  split: number | null
  /** Splits, reaction time, attempts or judges' scores (decision 091); null when the sport keeps none. */
  detail?: ResultDetail | null
}

export interface RankedOutcome {
  kind: 'ranked'
  rows: RankedRow[]
  /** Seconds shown with this many decimals (splits of running races). */
  decimals: number
  /** True for races: a running race shows intermediate splits instead of finishers. */
  race: boolean
}

export type PbpAction =
  | 'goal'
  | 'assist'
  | 'foul'
  | 'yellow-card'
  | 'red-card'
  | 'substitution'
  | 'match-start'
  | 'match-end'
  | 'shot-made'
  | 'shot-missed'
  | 'penalty-scored'
  | 'penalty-missed'
  | 'penalty-awarded'
  | 'warning'
  | 'submission'
  | 'others'
  | 'period-end'
  | 'set-won'
  | 'timeout'
  | 'suspension'
  | 'points-scored'
  | 'ippon'
  | 'waza-ari'
  | 'shido'
  | 'hansoku-make'
  | 'fall'

/** One moment of a match: a play-by-play action or a change of the score. */
export interface MatchMoment {
  /** Fraction (0..1) of the unit's playing window. */
  t: number
  period: string
  clock: string | null
  action: PbpAction
  /** 0 home, 1 away, null for both. */
  side: 0 | 1 | null
  athleteId: string | null
  /** The running score as printed, e.g. "12-10" or "1-0". */
  score: string
  description: LocalizedText | null
}

export interface MatchPeriod {
  name: string
  t0: number
  t1: number
}

export interface MatchOutcome {
  kind: 'match'
  sport: DisciplineCode
  home: Competitor
  away: Competitor
  /** Index of the winner, null for a draw. */
  winner: 0 | 1 | null
  /** What decides pool standings: points or goals, sets, games, rounds. */
  tally: [number, number]
  /** The match score in start order (home first), e.g. "78-71", "3-1", "29-29 (5-4)". */
  score: string
  /** Each side's own result, e.g. "78" or "Ippon". */
  results: [string | null, string | null]
  stats: [Record<string, number | string>, Record<string, number | string>] | null
  periods: MatchPeriod[]
  moments: MatchMoment[]
  /** Each set's or period's points, home and away, as the result rows' detail carries them (decision 090). */
  periodScores?: { label: string; home: string; away: string }[]
  /** How the match was decided: one of its sport's `MATCH_DECISIONS` codes (decision 090). */
  decision?: string
  /** True when the moments go to the play-by-play table (team and combat sports). */
  playByPlay: boolean
  /** Score of a running match at a fraction of its window, as printed ("1-1 (12-9)"). */
  partialScore: (t: number) => { score: string; own: [string, string] }
  /** Archery: each side's ends with their arrows and set points (decision 091). */
  ends?: [ArcheryEnd[], ArcheryEnd[]]
}

export type Outcome = RankedOutcome | MatchOutcome

export interface StartSlot {
  competitor: Competitor
  /** Lane, side or null. */
  position: string | null
}

/** How long to wait after the previous stage of an event. */
export interface Gap {
  minutes?: number
  nextDay?: boolean
  /** Minutes after midnight before which the stage may not start. */
  notBefore?: number
}

/** A competition unit as simulated: who competes, the full outcome, and (after scheduling) when. */
export interface SimUnit {
  code: string
  disciplineCode: DisciplineCode
  eventCode: string
  phaseCode: string
  names: LocalizedText
  medal: UnitMedal | null
  venueCode: string
  resource: string
  durationMin: number
  stage: number
  startList: StartSlot[]
  outcome: Outcome
  /** Set by the scheduler. */
  startAt: Date
  endAt: Date
}

export interface Stage {
  units: SimUnit[]
  gap: Gap
}

export interface PhaseSeed {
  code: string
  names: LocalizedText
  phaseType: string
}

export interface EventPlan {
  code: string
  disciplineCode: DisciplineCode
  gender: EventGender
  division: Division
  names: LocalizedText
  team: boolean
  resultKind: ResultKind
  sortOrder: number
  venueCode: string
  startDay: number
  entrants: Competitor[]
  phases: PhaseSeed[]
  stages: Stage[]
  /** Its competition structure (decision 077); set for pool, bracket and heats events once built. */
  format?: EventFormat
}
