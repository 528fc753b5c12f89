import { describe, expect, it } from 'vitest'
import type { Follow } from '../schemas/follows.ts'
import { linesServing, myDayRows, myDayVenues, stopNamesVenue, withTeams } from './my-day.ts'

const unit = (code: string, startAt: string, extra: Partial<Parameters<typeof myDayRows>[0][number]> = {}) => ({
  code,
  name: `Unit ${code}`,
  disciplineCode: 'ATH',
  eventCode: `EV-${code}`,
  venueCode: 'ENG',
  venueName: 'Estádio Nilton Santos',
  startAt,
  competitors: [],
  ...extra,
})

describe('myDayRows', () => {
  const heat = unit('H1', '2026-07-10T14:00:00Z')
  const final = unit('F1', '2026-07-10T09:00:00Z', { venueCode: 'MLK', venueName: 'Maria Lenk' })
  const other = unit('O1', '2026-07-10T11:00:00Z')
  const participants = new Map([
    ['H1', { athletes: ['A1', 'A2'] }],
    ['F1', { athletes: ['A2'] }],
    ['O1', { athletes: ['A9'] }],
  ])
  const follows: Follow[] = [
    { kind: 'athlete', code: 'A1' },
    { kind: 'athlete', code: 'A2' },
  ]

  it('keeps only the followed units, by start, each with who brings it in follow order', () => {
    const rows = myDayRows([heat, final, other], follows, participants)
    expect(rows.map((r) => r.item.code)).toEqual(['F1', 'H1'])
    expect(rows[0]?.who).toEqual([{ kind: 'athlete', code: 'A2' }])
    expect(rows[1]?.who.map((f) => f.code)).toEqual(['A1', 'A2'])
  })

  it('orders units at the same time by name, then code, and finds nothing without follows', () => {
    const b = unit('B', '2026-07-10T10:00:00Z', { name: 'Same' })
    const a = unit('A', '2026-07-10T10:00:00Z', { name: 'Same' })
    const first = unit('Z', '2026-07-10T10:00:00Z', { name: 'Earlier name' })
    const rows = myDayRows([b, a, first], [{ kind: 'discipline', code: 'ATH' }])
    expect(rows.map((r) => r.item.code)).toEqual(['Z', 'A', 'B'])
    expect(myDayRows([b, a], [])).toEqual([])
  })

  it('groups the venues once, in the order of their first unit, counting units', () => {
    const rows = myDayRows([heat, final, unit('H2', '2026-07-10T16:00:00Z')], [{ kind: 'discipline', code: 'ATH' }])
    expect(myDayVenues(rows)).toEqual([
      { code: 'MLK', name: 'Maria Lenk', firstStartAt: '2026-07-10T09:00:00Z', units: 1 },
      { code: 'ENG', name: 'Estádio Nilton Santos', firstStartAt: '2026-07-10T14:00:00Z', units: 2 },
    ])
  })
})

describe('withTeams', () => {
  it("gives a team the units of its event in its delegation's schedule, not the delegation's other events", () => {
    const p = withTeams(
      new Map([['U1', { athletes: ['A1'] }]]),
      [{ id: 'T9', organisationCode: 'POR', eventCode: 'BKB-M' }],
      new Map([
        [
          'POR',
          [
            { code: 'U1', eventCode: 'BKB-M' },
            { code: 'U2', eventCode: 'VBV-M' },
          ],
        ],
      ]),
    )
    expect(p.get('U1')).toEqual({ athletes: ['A1'], teams: ['T9'] })
    expect(p.get('U2')).toBeUndefined()
    const rows = myDayRows(
      [unit('U1', '2026-07-10T10:00:00Z'), unit('U2', '2026-07-10T11:00:00Z')],
      [{ kind: 'team', code: 'T9' }],
      p,
    )
    expect(rows.map((r) => r.item.code)).toEqual(['U1'])
  })
})

describe('lines serving a venue', () => {
  const lines = [
    { code: 'L2', origin: 'Vila', destination: 'Estádio Nilton Santos', stops: [{ name: 'Terminal Alvorada' }] },
    { code: 'L4', origin: 'Vila', destination: 'Sambódromo', stops: [{ name: 'Maracanãzinho' }] },
    { code: 'L9', origin: 'Rio', destination: 'Centro', stops: [] },
  ]
  it('matches a stop naming the venue by name or short name, accents and case aside, as whole words', () => {
    expect(
      stopNamesVenue('Estádio Nilton Santos', { name: 'Estádio Olímpico Nilton Santos', shortName: 'Nilton Santos' }),
    ).toBe(true)
    expect(stopNamesVenue('MARACANAZINHO', { name: 'Maracanãzinho' })).toBe(true)
    expect(stopNamesVenue('Santos Dumont', { name: 'Nilton Santos' })).toBe(false)
    expect(stopNamesVenue('Rio', { name: 'Rio Olympic Arena' })).toBe(false)
    expect(linesServing({ name: 'Maracanãzinho Arena', shortName: 'Maracanãzinho' }, lines).map((l) => l.code)).toEqual(
      ['L4'],
    )
    expect(linesServing({ name: 'Arena Carioca 1', shortName: 'Carioca 1' }, lines)).toEqual([])
  })
})
