import {
  type Criterion,
  computeStandings,
  type MatchScore,
  matchWinner,
  type Standings,
  type StandingsRule,
  type StandingsRuleId,
} from './standings.ts'

/**
 * Each sport's standings rule as Podium reads its federation's regulations (decision 069, docs/product-rules.md
 * "Standings"). Points are those of the pool table; scores are taken as recorded, so a forfeit counts with the score
 * its rules award (FIBA 20–0, IHF 10–0, FIFA 3–0, FIVB 0–3 with 0–25 sets, ITTF 0–3 with 0–11 games).
 */

/** Win / draw / loss / loss by forfeit points. */
const byOutcome =
  (win: number, draw: number, loss: number, forfeitLoss: number) =>
  (match: MatchScore, side: 'home' | 'away'): number => {
    const winner = matchWinner(match)
    if (winner === null) return draw
    if (winner === side) return win
    return match.forfeit === side ? forfeitLoss : loss
  }

const all = (measure: Criterion['measure']): Criterion => ({ measure, scope: 'all' })
const tied = (measure: Criterion['measure'], onlyForTwo = false): Criterion =>
  onlyForTwo ? { measure, scope: 'tied', onlyForTwo } : { measure, scope: 'tied' }

export const FIBA_BASKETBALL: StandingsRule = {
  id: 'fiba-basketball',
  citation:
    'FIBA Official Basketball Rules, Appendix D (Classification of teams): win 2, loss 1, loss by forfeit 0; level ' +
    'teams by the games between them (classification points, points difference, points scored), then points ' +
    'difference and points scored in all group games; a reduced tie starts again from the first step',
  points: byOutcome(2, 1, 1, 0),
  criteria: [all('points'), tied('points'), tied('difference'), tied('scored'), all('difference'), all('scored')],
  restart: true,
}

export const IHF_HANDBALL: StandingsRule = {
  id: 'ihf-handball',
  citation:
    'IHF Regulations for IHF Competitions (preliminary round ranking): win 2, draw 1, loss 0; level teams by the ' +
    'matches between them (points, goal difference, goals scored), then goal difference and goals scored in all ' +
    'group matches, then lots',
  points: byOutcome(2, 1, 0, 0),
  criteria: [all('points'), tied('points'), tied('difference'), tied('scored'), all('difference'), all('scored')],
  restart: true,
}

/** FIVB: 3–0 or 3–1 gives the winner 3 and the loser 0; 3–2 gives 2 and 1; a forfeit gives the loser 0. */
function volleyballPoints(match: MatchScore, side: 'home' | 'away'): number {
  const winner = matchWinner(match)
  if (winner === null) return 0
  const loserSets = winner === 'home' ? match.awayScore : match.homeScore
  const close = loserSets >= 2 && match.forfeit == null
  if (winner === side) return close ? 2 : 3
  return close ? 1 : 0
}

export const FIVB_VOLLEYBALL: StandingsRule = {
  id: 'fivb-volleyball',
  citation:
    'FIVB Volleyball Sports Regulations (pool ranking): 3–0 and 3–1 give 3 points to the winner and 0 to the loser, ' +
    '3–2 gives 2 and 1, a forfeit 0; ranked by matches won, match points, sets ratio, points ratio, then the ' +
    'matches between the level teams',
  points: volleyballPoints,
  criteria: [
    all('wins'),
    all('points'),
    all('set-ratio'),
    all('point-ratio'),
    tied('wins'),
    tied('points'),
    tied('set-ratio'),
    tied('point-ratio'),
  ],
  restart: true,
}

export const FIVB_BEACH_VOLLEYBALL: StandingsRule = {
  id: 'fivb-beach-volleyball',
  citation:
    'FIVB Beach Volleyball Sports Regulations (pool play): win 2, loss 1, forfeit 0; two level teams by the match ' +
    'between them, three or more by the points ratio of the matches between them, then of all pool matches, then ' +
    'the seeding',
  points: byOutcome(2, 1, 1, 0),
  criteria: [all('points'), tied('wins', true), tied('point-ratio'), all('point-ratio')],
  restart: true,
}

export const ITTF_TABLE_TENNIS: StandingsRule = {
  id: 'ittf-table-tennis',
  citation:
    'ITTF Handbook, Regulations 3.7.5 (group positions): win 2, loss 1, unplayed 0; level players by the matches ' +
    'between them only (match points, games ratio, points ratio); those placed at a step leave the rest to go on ' +
    'among themselves',
  points: byOutcome(2, 1, 1, 0),
  criteria: [all('points'), tied('points'), tied('set-ratio'), tied('point-ratio')],
  restart: true,
}

export const BWF_BADMINTON: StandingsRule = {
  id: 'bwf-badminton',
  citation:
    'BWF General Competition Regulations (round robin ranking): by matches won; two level by the match between ' +
    'them; three or more by games won minus lost, then points won minus lost, in all group matches, the match ' +
    'between two still level deciding; then lots',
  points: byOutcome(1, 0, 0, 0),
  criteria: [all('wins'), tied('wins', true), all('set-difference'), all('point-difference')],
  restart: true,
}

export const FIFA_FOOTBALL: StandingsRule = {
  id: 'fifa-football',
  citation:
    'FIFA Regulations for the Olympic Football Tournaments (group ranking, as for the World Cup): win 3, draw 1, ' +
    'loss 0; points, goal difference and goals scored in all group matches, then points, goal difference and goals ' +
    'scored in the matches between the teams concerned, then fair play points and lots',
  points: byOutcome(3, 1, 0, 0),
  criteria: [all('points'), all('difference'), all('scored'), tied('points'), tied('difference'), tied('scored')],
  restart: false,
}

export const FIE_FENCING_POOL: StandingsRule = {
  id: 'fie-fencing-pool',
  citation:
    'FIE Technical Rules (classification after the pools): index of victories over bouts (V/M), then indicator ' +
    '(touches scored minus received), then touches scored; fencers still level are equal (a barrage only for a ' +
    'qualifying place)',
  points: byOutcome(1, 0, 0, 0),
  criteria: [all('win-ratio'), all('difference'), all('scored')],
  restart: false,
}

export const STANDINGS_RULES: Readonly<Record<StandingsRuleId, StandingsRule>> = {
  'fiba-basketball': FIBA_BASKETBALL,
  'ihf-handball': IHF_HANDBALL,
  'fivb-volleyball': FIVB_VOLLEYBALL,
  'fivb-beach-volleyball': FIVB_BEACH_VOLLEYBALL,
  'ittf-table-tennis': ITTF_TABLE_TENNIS,
  'bwf-badminton': BWF_BADMINTON,
  'fifa-football': FIFA_FOOTBALL,
  'fie-fencing-pool': FIE_FENCING_POOL,
}

/** The standings rule of a discipline whose events have pools (ODF discipline code), if it has one. */
export function standingsRuleFor(disciplineCode: string): StandingsRule | undefined {
  const id = (
    {
      BKB: 'fiba-basketball',
      HBL: 'ihf-handball',
      VVO: 'fivb-volleyball',
      VBV: 'fivb-beach-volleyball',
      TTE: 'ittf-table-tennis',
      BDM: 'bwf-badminton',
      FBL: 'fifa-football',
      FEN: 'fie-fencing-pool',
    } as Record<string, StandingsRuleId>
  )[disciplineCode]
  return id ? STANDINGS_RULES[id] : undefined
}

type PoolStandings = (competitors: readonly string[], matches: readonly MatchScore[]) => Standings

export const basketballStandings: PoolStandings = (c, m) => computeStandings(FIBA_BASKETBALL, c, m)
export const handballStandings: PoolStandings = (c, m) => computeStandings(IHF_HANDBALL, c, m)
export const volleyballStandings: PoolStandings = (c, m) => computeStandings(FIVB_VOLLEYBALL, c, m)
export const beachVolleyballStandings: PoolStandings = (c, m) => computeStandings(FIVB_BEACH_VOLLEYBALL, c, m)
export const tableTennisStandings: PoolStandings = (c, m) => computeStandings(ITTF_TABLE_TENNIS, c, m)
export const badmintonStandings: PoolStandings = (c, m) => computeStandings(BWF_BADMINTON, c, m)
export const footballStandings: PoolStandings = (c, m) => computeStandings(FIFA_FOOTBALL, c, m)
export const fencingPoolStandings: PoolStandings = (c, m) => computeStandings(FIE_FENCING_POOL, c, m)
