import { describe, expect, it } from 'vitest'
import { computeStandings, type MatchScore, type Standings, StandingsSchema } from './standings.ts'
import {
  badmintonStandings,
  basketballStandings,
  beachVolleyballStandings,
  FIBA_BASKETBALL,
  fencingPoolStandings,
  footballStandings,
  handballStandings,
  STANDINGS_RULES,
  standingsRuleFor,
  tableTennisStandings,
  volleyballStandings,
} from './standings-rules.ts'

let n = 0
const m = (home: string, away: string, homeScore: number, awayScore: number, extra: Partial<MatchScore> = {}) => ({
  unitCode: `U${++n}`,
  home,
  away,
  homeScore,
  awayScore,
  ...extra,
})
/** A set-sport match from its set scores ("25-20"). */
const sets = (home: string, away: string, ...scores: string[]): MatchScore => {
  const parsed = scores.map((s) => {
    const [h, a] = s.split('-').map(Number)
    return { home: h ?? 0, away: a ?? 0 }
  })
  return m(home, away, parsed.filter((s) => s.home > s.away).length, parsed.filter((s) => s.away > s.home).length, {
    sets: parsed,
  })
}

const order = (s: Standings) => {
  StandingsSchema.parse(s)
  return s.rows.map((r) => r.competitorId)
}
const row = (s: Standings, id: string) => {
  const found = s.rows.find((r) => r.competitorId === id)
  if (!found) throw new Error(`no row ${id}`)
  return found
}

describe('basketball (FIBA Appendix D)', () => {
  it('gives 2 for a win, 1 for a loss and 0 for a loss by forfeit', () => {
    const s = basketballStandings(
      ['A', 'B', 'C'],
      [m('A', 'B', 80, 70), m('B', 'C', 20, 0, { forfeit: 'away' }), m('A', 'C', 60, 65)],
    )
    expect(row(s, 'A')).toMatchObject({ played: 2, won: 1, lost: 1, points: 3, scored: 140, conceded: 135 })
    expect(row(s, 'B')).toMatchObject({ won: 1, lost: 1, points: 3 })
    expect(row(s, 'C')).toMatchObject({ won: 1, lost: 1, forfeits: 1, points: 2 })
    expect(s.rule).toBe('fiba-basketball')
    expect(s.citation).toContain('Appendix D')
  })

  it('puts the winner of the game between two level teams first, whatever the points difference', () => {
    const s = basketballStandings(['A', 'B', 'C'], [m('A', 'B', 70, 69), m('B', 'C', 100, 50), m('C', 'A', 80, 70)])
    // All three 1–1: a three-way tie, broken by the points difference between them: B +49, A −9, C −40.
    expect(order(s)).toEqual(['B', 'A', 'C'])
    const two = basketballStandings(
      ['A', 'B', 'C', 'D'],
      [
        m('A', 'B', 70, 69),
        m('B', 'C', 100, 50),
        m('B', 'D', 100, 50),
        m('A', 'C', 60, 59),
        m('D', 'A', 80, 60),
        m('C', 'D', 70, 60),
      ],
    )
    // A and B both 2–1; B's difference is far better, but A won their game.
    expect(order(two).slice(0, 2)).toEqual(['A', 'B'])
    expect(row(two, 'A').decidedBy).toBe('head-to-head-points')
  })

  it('starts again between the two still level once a three-way tie loses one team', () => {
    // A, B, C each 2–1 (all beat D). Between them: A beat B by 6, B beat C by 4, C beat A by 2:
    // difference A +4, B −2, C −2 puts A first; B and C start again, and B beat C.
    const matches = [
      m('A', 'B', 76, 70),
      m('B', 'C', 80, 76),
      m('C', 'A', 90, 88),
      m('A', 'D', 80, 60),
      m('B', 'D', 80, 60),
      m('C', 'D', 80, 60),
    ]
    const s = basketballStandings(['A', 'B', 'C', 'D'], matches)
    expect(order(s)).toEqual(['A', 'B', 'C', 'D'])
    expect(s.rows.map((r) => r.decidedBy)).toEqual([
      'head-to-head-difference',
      'head-to-head-points',
      'head-to-head-points',
      null,
    ])
    expect(s.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4])
    // Without the restart the next step among all three (points scored: C 166, B 150) would put C before B.
    const noRestart = computeStandings({ ...FIBA_BASKETBALL, restart: false }, ['A', 'B', 'C', 'D'], matches)
    expect(order(noRestart)).toEqual(['A', 'C', 'B', 'D'])
  })

  it('goes on to the difference in all group games when the games between them cannot separate', () => {
    // A, B, C beat each other in a circle by the same score; D lost to all by different margins.
    const s = basketballStandings(
      ['A', 'B', 'C', 'D'],
      [
        m('A', 'B', 70, 60),
        m('B', 'C', 70, 60),
        m('C', 'A', 70, 60),
        m('A', 'D', 90, 60),
        m('B', 'D', 80, 60),
        m('C', 'D', 70, 60),
      ],
    )
    expect(order(s)).toEqual(['A', 'B', 'C', 'D'])
    expect(row(s, 'A').decidedBy).toBe('difference')
  })

  it('leaves teams level on every step tied, sharing the rank, in the order given', () => {
    const s = basketballStandings(['A', 'B', 'C'], [m('A', 'B', 70, 60), m('B', 'C', 70, 60), m('C', 'A', 70, 60)])
    expect(s.rows.map((r) => [r.competitorId, r.rank, r.tied])).toEqual([
      ['A', 1, true],
      ['B', 1, true],
      ['C', 1, true],
    ])
  })

  it('ranks a team with nothing played last and leaves out a match with an outsider', () => {
    const s = basketballStandings(['A', 'B', 'C'], [m('A', 'B', 70, 60), m('A', 'Z', 70, 60)])
    expect(order(s)).toEqual(['A', 'B', 'C'])
    expect(row(s, 'C')).toMatchObject({ played: 0, points: 0 })
    expect(s.ignored).toHaveLength(1)
  })
})

describe('handball (IHF)', () => {
  it('gives 2 for a win, 1 for a draw, 0 for a loss', () => {
    const s = handballStandings(['A', 'B', 'C'], [m('A', 'B', 25, 25), m('A', 'C', 30, 20), m('B', 'C', 20, 21)])
    expect(s.rows.map((r) => [r.competitorId, r.points, r.won, r.drawn, r.lost])).toEqual([
      ['A', 3, 1, 1, 0],
      ['C', 2, 1, 0, 1],
      ['B', 1, 0, 1, 1],
    ])
  })

  it('after a drawn game between two level teams, takes the goal difference in all group matches', () => {
    const s = handballStandings(['A', 'B', 'C'], [m('A', 'B', 25, 25), m('A', 'C', 30, 20), m('B', 'C', 28, 20)])
    expect(order(s)).toEqual(['A', 'B', 'C'])
    expect(row(s, 'A').decidedBy).toBe('difference')
  })

  it('breaks a three-way tie by the goal difference between the three, then goals scored between them', () => {
    const matches = [
      m('A', 'B', 30, 25),
      m('B', 'C', 30, 25),
      m('C', 'A', 31, 26),
      m('A', 'D', 30, 20),
      m('B', 'D', 30, 20),
      m('C', 'D', 30, 20),
    ]
    // Between them every difference is 0; goals scored: A 56, B 55, C 56 → B third, then A and C start again:
    // C beat A.
    const s = handballStandings(['A', 'B', 'C', 'D'], matches)
    expect(order(s)).toEqual(['C', 'A', 'B', 'D'])
    expect(row(s, 'B').decidedBy).toBe('head-to-head-scored')
    expect(row(s, 'C').decidedBy).toBe('head-to-head-points')
  })
})

describe('volleyball (FIVB)', () => {
  it('gives 3–0 for a 3–0 or 3–1, 2–1 for a 3–2, and 0 to a team that forfeits', () => {
    const s = volleyballStandings(
      ['A', 'B', 'C', 'D'],
      [
        sets('A', 'B', '25-20', '25-20', '25-20'),
        sets('C', 'D', '25-20', '20-25', '25-20', '25-20'),
        sets('B', 'C', '25-20', '20-25', '25-20', '20-25', '15-13'),
        m('D', 'A', 0, 3, {
          forfeit: 'home',
          sets: [
            { home: 0, away: 25 },
            { home: 0, away: 25 },
            { home: 0, away: 25 },
          ],
        }),
      ],
    )
    expect(row(s, 'A').points).toBe(6)
    expect(row(s, 'B').points).toBe(2)
    expect(row(s, 'C').points).toBe(4)
    expect(row(s, 'D')).toMatchObject({ points: 0, forfeits: 1 })
    expect(row(s, 'C')).toMatchObject({ setsWon: 5, setsLost: 4 })
  })

  it('ranks by matches won before match points', () => {
    // A wins twice 3–2 (4 points) and loses 0–3; B wins once 3–0 and loses twice 2–3 (5 points).
    const s = volleyballStandings(
      ['A', 'B', 'C', 'D'],
      [
        sets('A', 'C', '25-20', '20-25', '25-20', '20-25', '15-10'),
        sets('A', 'D', '25-20', '20-25', '25-20', '20-25', '15-10'),
        sets('B', 'A', '25-20', '25-20', '25-20'),
        sets('C', 'B', '25-20', '20-25', '25-20', '20-25', '15-10'),
        sets('D', 'B', '25-20', '20-25', '25-20', '20-25', '15-10'),
      ],
    )
    expect(row(s, 'A')).toMatchObject({ won: 2, points: 4 })
    expect(row(s, 'B')).toMatchObject({ won: 1, points: 5 })
    expect(order(s).indexOf('A')).toBeLessThan(order(s).indexOf('B'))
  })

  it('separates equal wins and points by the sets ratio, then by the points ratio', () => {
    const bySets = volleyballStandings(
      ['A', 'B', 'C'],
      [sets('A', 'C', '25-20', '25-20', '25-20'), sets('B', 'C', '25-20', '20-25', '25-20', '25-20')],
    )
    expect(order(bySets)).toEqual(['A', 'B', 'C'])
    expect(row(bySets, 'A').decidedBy).toBe('set-ratio')
    const byPoints = volleyballStandings(
      ['A', 'B', 'C'],
      [sets('A', 'C', '25-10', '25-10', '25-10'), sets('B', 'C', '25-23', '25-23', '25-23')],
    )
    expect(order(byPoints)).toEqual(['A', 'B', 'C'])
    expect(row(byPoints, 'A').decidedBy).toBe('point-ratio')
  })

  it('counts a set ratio with no set lost as the highest', () => {
    const s = volleyballStandings(['A', 'B'], [sets('A', 'B', '25-0', '25-0', '25-0')])
    expect(order(s)).toEqual(['A', 'B'])
  })
})

describe('beach volleyball (FIVB)', () => {
  it('gives 2 for a win, 1 for a loss, 0 for a forfeit', () => {
    const s = beachVolleyballStandings(
      ['A', 'B', 'C'],
      [sets('A', 'B', '21-19', '21-19'), sets('C', 'A', '21-10', '21-10'), sets('B', 'C', '21-10', '21-10')],
    )
    expect(s.rows.map((r) => r.points)).toEqual([3, 3, 3])
    const forfeit = beachVolleyballStandings(
      ['A', 'B'],
      [
        m('A', 'B', 2, 0, {
          forfeit: 'away',
          sets: [
            { home: 21, away: 0 },
            { home: 21, away: 0 },
          ],
        }),
      ],
    )
    expect(forfeit.rows.map((r) => r.points)).toEqual([2, 0])
  })

  it('breaks a three-way tie by the points ratio of the matches between the three', () => {
    const s = beachVolleyballStandings(
      ['A', 'B', 'C'],
      [sets('A', 'B', '21-19', '21-19'), sets('B', 'C', '21-10', '21-10'), sets('C', 'A', '21-18', '21-18')],
    )
    // Points between them: A 78–80, B 80–62, C 62–78.
    expect(order(s)).toEqual(['B', 'A', 'C'])
    expect(row(s, 'B').decidedBy).toBe('head-to-head-point-ratio')
  })

  it('decides two teams left level on points by the match between them', () => {
    const s = beachVolleyballStandings(
      ['A', 'B', 'C', 'D'],
      [
        sets('A', 'B', '21-19', '21-19'),
        sets('B', 'C', '21-10', '21-10'),
        sets('B', 'D', '21-10', '21-10'),
        sets('A', 'C', '21-19', '21-19'),
        sets('D', 'A', '21-19', '21-19'),
        sets('C', 'D', '21-19', '21-19'),
      ],
    )
    // A and B both 2–1 (5 points); B has the better ratio but A won their match.
    expect(order(s).slice(0, 2)).toEqual(['A', 'B'])
    expect(row(s, 'A').decidedBy).toBe('head-to-head-wins')
  })
})

describe('table tennis (ITTF 3.7.5)', () => {
  it('gives 2 for a win, 1 for a loss, 0 for a match not played', () => {
    const s = tableTennisStandings(
      ['A', 'B', 'C'],
      [
        sets('A', 'B', '11-5', '11-5', '11-5'),
        m('A', 'C', 3, 0, { forfeit: 'away' }),
        sets('B', 'C', '11-9', '11-9', '11-9'),
      ],
    )
    expect(s.rows.map((r) => [r.competitorId, r.points])).toEqual([
      ['A', 4],
      ['B', 3],
      ['C', 1],
    ])
  })

  it('breaks a three-way tie by the games ratio between the three, then by their points ratio', () => {
    const byGames = tableTennisStandings(
      ['A', 'B', 'C'],
      [
        sets('A', 'B', '11-5', '11-5', '11-5'),
        sets('B', 'C', '11-5', '5-11', '11-5', '5-11', '11-5'),
        sets('C', 'A', '11-5', '5-11', '11-5', '11-5'),
      ],
    )
    // Games between them: A 4–3, B 3–5, C 5–4… ratios A 1.33, C 1.25, B 0.6.
    expect(order(byGames)).toEqual(['A', 'C', 'B'])
    expect(row(byGames, 'A').decidedBy).toBe('head-to-head-set-ratio')
    const byPoints = tableTennisStandings(
      ['A', 'B', 'C'],
      [
        sets('A', 'B', '11-1', '11-1', '11-1'),
        sets('B', 'C', '11-9', '11-9', '11-9'),
        sets('C', 'A', '11-9', '11-9', '11-9'),
      ],
    )
    expect(order(byPoints)).toEqual(['A', 'C', 'B'])
    expect(row(byPoints, 'A').decidedBy).toBe('head-to-head-point-ratio')
  })
})

describe('badminton (BWF)', () => {
  it('ranks by matches won, two level by their match', () => {
    const s = badmintonStandings(
      ['A', 'B', 'C', 'D'],
      [
        sets('A', 'B', '21-19', '21-19'),
        sets('B', 'C', '21-5', '21-5'),
        sets('B', 'D', '21-5', '21-5'),
        sets('A', 'C', '21-19', '21-19'),
        sets('D', 'A', '21-19', '21-19'),
        sets('C', 'D', '21-19', '21-19'),
      ],
    )
    expect(s.rows.map((r) => r.points)).toEqual([2, 2, 1, 1])
    expect(order(s).slice(0, 2)).toEqual(['A', 'B'])
  })

  it('breaks three level by games difference in all matches, then points difference, the last two by their match', () => {
    const s = badmintonStandings(
      ['A', 'B', 'C', 'D'],
      [
        sets('A', 'B', '21-10', '21-10'),
        sets('B', 'C', '21-10', '10-21', '21-10'),
        sets('C', 'A', '21-10', '10-21', '21-10'),
        sets('A', 'D', '21-10', '21-10'),
        sets('B', 'D', '21-10', '21-10'),
        sets('C', 'D', '21-10', '21-10'),
      ],
    )
    // Games: A 5–2 (+3), B 4–4 (0), C 5–3 (+2): A, C, B.
    expect(order(s)).toEqual(['A', 'C', 'B', 'D'])
    expect(row(s, 'A').decidedBy).toBe('set-difference')
  })
})

describe('football (FIFA)', () => {
  it('gives 3 for a win and 1 for a draw, and ranks the goal difference of all matches before the head-to-head', () => {
    const s = footballStandings(['A', 'B', 'C'], [m('A', 'B', 1, 0), m('B', 'C', 5, 0), m('C', 'A', 1, 0)])
    // All on 3 points; B lost to A but has +4.
    expect(order(s)).toEqual(['B', 'A', 'C'])
    expect(row(s, 'B')).toMatchObject({ points: 3, scored: 5, conceded: 1 })
    expect(row(s, 'B').decidedBy).toBe('difference')
    const draw = footballStandings(['A', 'B'], [m('A', 'B', 2, 2)])
    expect(draw.rows.map((r) => [r.points, r.drawn, r.tied])).toEqual([
      [1, 1, true],
      [1, 1, true],
    ])
  })

  it('takes goals scored, then the matches between teams level on points, difference and goals', () => {
    const byGoals = footballStandings(['A', 'B', 'C'], [m('A', 'C', 3, 1), m('B', 'C', 2, 0)])
    expect(order(byGoals)).toEqual(['A', 'B', 'C'])
    expect(row(byGoals, 'A').decidedBy).toBe('scored')
    // A beat B 2–1, lost to C 0–1; B beat C 1–0: A and B level on 3 points, 0 and 2 goals; C has 1 goal.
    const byHeadToHead = footballStandings(['A', 'B', 'C'], [m('A', 'B', 2, 1), m('C', 'A', 1, 0), m('B', 'C', 1, 0)])
    expect(order(byHeadToHead)).toEqual(['A', 'B', 'C'])
    expect(row(byHeadToHead, 'A').decidedBy).toBe('head-to-head-points')
    expect(row(byHeadToHead, 'C').decidedBy).toBe('scored')
  })

  it('leaves teams level after the head-to-head tied: fair play and lots are not in the results', () => {
    const s = footballStandings(['A', 'B'], [m('A', 'B', 1, 1), m('B', 'A', 0, 0)])
    expect(s.rows.every((r) => r.tied && r.rank === 1)).toBe(true)
  })
})

describe('fencing pools (FIE)', () => {
  it('ranks by victories over bouts, so pools of different sizes compare', () => {
    const bouts = [
      m('A', 'X', 5, 2),
      m('A', 'Y', 5, 2),
      m('B', 'X', 5, 4),
      m('B', 'Y', 5, 4),
      m('B', 'Z', 2, 5),
      m('Z', 'X', 5, 0),
      m('Z', 'Y', 5, 0),
      m('A', 'Z', 3, 5),
    ]
    const s = fencingPoolStandings(['A', 'B', 'X', 'Y', 'Z'], bouts)
    // Z 3/3, A 2/3, B 2/3: indicator A +4 vs B −1.
    expect(order(s).slice(0, 3)).toEqual(['Z', 'A', 'B'])
    expect(row(s, 'A').decidedBy).toBe('difference')
  })

  it('counts a bout won at equal touches on priority for the marked winner', () => {
    const s = fencingPoolStandings(['A', 'B'], [m('A', 'B', 4, 4, { winner: 'away' })])
    expect(order(s)).toEqual(['B', 'A'])
    expect(row(s, 'B')).toMatchObject({ won: 1, drawn: 0, scored: 4 })
  })

  it('takes touches scored after the indicator, and leaves fencers equal when that is level too', () => {
    const s = fencingPoolStandings(['A', 'B', 'C'], [m('A', 'C', 5, 3), m('B', 'C', 4, 2, { winner: 'home' })])
    expect(order(s)).toEqual(['A', 'B', 'C'])
    expect(row(s, 'A').decidedBy).toBe('scored')
    const equal = fencingPoolStandings(['A', 'B', 'C'], [m('A', 'C', 5, 3), m('B', 'C', 5, 3)])
    expect(equal.rows.slice(0, 2).every((r) => r.tied && r.rank === 1)).toBe(true)
  })
})

describe('rules', () => {
  it('every rule cites its document and is found from its discipline', () => {
    for (const rule of Object.values(STANDINGS_RULES)) expect(rule.citation.length).toBeGreaterThan(60)
    expect(standingsRuleFor('BKB')?.id).toBe('fiba-basketball')
    expect(standingsRuleFor('VBV')?.id).toBe('fivb-beach-volleyball')
    expect(standingsRuleFor('SWM')).toBeUndefined()
  })
})

describe('rally points without set scores', () => {
  it('counts a match’s total rally points for the points ratio when its sets are not known one by one', () => {
    const s = beachVolleyballStandings(
      ['A', 'B', 'C'],
      [
        m('A', 'B', 2, 0, { rallyPoints: { home: 42, away: 38 } }),
        m('B', 'C', 2, 0, { rallyPoints: { home: 42, away: 20 } }),
        m('C', 'A', 2, 0, { rallyPoints: { home: 42, away: 40 } }),
      ],
    )
    // Between the three: A 82–80, B 80–62, C 62–84.
    expect(order(s)).toEqual(['B', 'A', 'C'])
    expect(row(s, 'B')).toMatchObject({ rallyPointsWon: 80, rallyPointsLost: 62 })
  })
})
