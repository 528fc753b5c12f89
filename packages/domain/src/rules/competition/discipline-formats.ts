import type { BronzeRule } from './knockout.ts'
import type { StandingsRuleId } from './standings.ts'

/**
 * The format each discipline uses unless an event says otherwise (docs/product-rules.md "Competition formats",
 * decision 069): the 18 disciplines plus football (FBL) and karate (KTE), which the pictograms already know.
 */
export type FormatKind =
  /** A seeded knockout from the entry list. */
  | 'knockout'
  /** A ranking round (everyone shoots, one ranking) that seeds a knockout (archery). */
  | 'ranking-round-then-knockout'
  /** Round robin pools, their first places crossed over into a knockout (team sports, table tennis, badminton). */
  | 'pools-then-knockout'
  /** Pools, one ranking of all of them, then a direct-elimination table seeded from it (fencing). */
  | 'pools-then-table'
  /** Heats (and semi-finals) to a final, by place and time (athletics, swimming). */
  | 'heats-to-final'
  /** One qualification ranking whose best go to a final (gymnastics, field events). */
  | 'qualification-to-final'
  /** Everyone in one race or one ranked unit (road cycling, triathlon, open water). */
  | 'single-final'

export interface DisciplineFormatDefault {
  kind: FormatKind
  bronze?: BronzeRule
  /** Matches for 5th–8th between the quarter-finals' losers. */
  classification?: boolean
  /** How qualifiers out of a ranked round are chosen. */
  qualifyBy?: 'place-and-time' | 'time' | 'score'
  /** The standings rule of its pools. */
  standings?: StandingsRuleId
}

export const DEFAULT_DISCIPLINE_FORMATS: Readonly<Record<string, DisciplineFormatDefault>> = {
  ARC: { kind: 'ranking-round-then-knockout', bronze: 'match' },
  ATH: { kind: 'heats-to-final', qualifyBy: 'place-and-time' },
  BDM: { kind: 'pools-then-knockout', bronze: 'match', standings: 'bwf-badminton' },
  BKB: { kind: 'pools-then-knockout', bronze: 'match', classification: true, standings: 'fiba-basketball' },
  CYC: { kind: 'single-final' },
  FEN: { kind: 'pools-then-table', bronze: 'match', standings: 'fie-fencing-pool' },
  GAR: { kind: 'qualification-to-final', qualifyBy: 'score' },
  GRY: { kind: 'qualification-to-final', qualifyBy: 'score' },
  HBL: { kind: 'pools-then-knockout', bronze: 'match', classification: true, standings: 'ihf-handball' },
  JUD: { kind: 'knockout', bronze: 'quarter-final-repechage' },
  OWS: { kind: 'single-final' },
  SWM: { kind: 'heats-to-final', qualifyBy: 'time' },
  TKW: { kind: 'knockout', bronze: 'finalist-repechage' },
  TRI: { kind: 'single-final' },
  TTE: { kind: 'pools-then-knockout', bronze: 'match', standings: 'ittf-table-tennis' },
  VBV: { kind: 'pools-then-knockout', bronze: 'match', standings: 'fivb-beach-volleyball' },
  VVO: { kind: 'pools-then-knockout', bronze: 'match', classification: true, standings: 'fivb-volleyball' },
  WRE: { kind: 'knockout', bronze: 'finalist-repechage' },
  FBL: { kind: 'pools-then-knockout', bronze: 'match', standings: 'fifa-football' },
  KTE: { kind: 'knockout', bronze: 'finalist-repechage' },
}

export function defaultFormatFor(disciplineCode: string): DisciplineFormatDefault | undefined {
  return DEFAULT_DISCIPLINE_FORMATS[disciplineCode]
}
