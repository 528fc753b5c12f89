import { describe, expect, it } from 'vitest'
import {
  BUNDLE_PROBLEMS,
  BundleAthleteRowSchema,
  BundleEventRowSchema,
  BundleMedallistRowSchema,
  BundleTeamRowSchema,
  BundleUnitRowSchema,
  bundleFieldKey,
  bundleProblemKey,
  formatBundleLocation,
  parseBundleFieldKey,
} from './bundle.ts'

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

describe('bundle rows', () => {
  it('reads a unit with an offset date-time and checks its event, medal and end', () => {
    const ok = BundleUnitRowSchema.parse({
      code: 'ATHM100-FNL',
      start: '2026-07-14T09:30:00-03:00',
      type: 'competition-medal',
      event: 'ATHM100',
      medal: 'GOLD',
    })
    expect(ok.start.toISOString()).toBe('2026-07-14T12:30:00.000Z')
    expect(issues(BundleUnitRowSchema.safeParse({ code: 'U1', start: '2026-07-14 09:30', type: 'training' }))).toEqual([
      ['start', BUNDLE_PROBLEMS.dateTime],
    ])
    expect(
      issues(BundleUnitRowSchema.safeParse({ code: 'U1', start: '2026-02-30T09:30:00Z', type: 'training' })),
    ).toEqual([['start', BUNDLE_PROBLEMS.dateTime]])
    expect(
      issues(
        BundleUnitRowSchema.safeParse({
          code: 'U1',
          start: '2026-07-14T09:30:00Z',
          end: '2026-07-14T08:30:00Z',
          type: 'competition',
        }),
      ),
    ).toEqual([
      ['event', BUNDLE_PROBLEMS.eventNeeded],
      ['end', BUNDLE_PROBLEMS.endBeforeStart],
    ])
    expect(issues(BundleUnitRowSchema.safeParse({ code: 'U1', start: '2026-07-14T09:30:00Z', type: 'party' }))).toEqual(
      [['type', BUNDLE_PROBLEMS.unitType]],
    )
  })

  it('reads optional numbers and dates and refuses bad ones with their own message', () => {
    const base = { id: 'A1', name: 'SILVA Ana', gender: 'W', organisation: 'BRA' }
    expect(BundleAthleteRowSchema.parse({ ...base, height_cm: '172', birth_date: '2010-02-28' })).toMatchObject({
      height_cm: 172,
      birth_date: '2010-02-28',
    })
    expect(issues(BundleAthleteRowSchema.safeParse({ ...base, height_cm: '1.72' }))).toEqual([
      ['height_cm', BUNDLE_PROBLEMS.height],
    ])
    expect(issues(BundleAthleteRowSchema.safeParse({ ...base, gender: 'F', organisation: 'bra' }))).toEqual([
      ['gender', BUNDLE_PROBLEMS.personGender],
      ['organisation', BUNDLE_PROBLEMS.organisationCode],
    ])
    expect(issues(BundleAthleteRowSchema.safeParse({ ...base, name: undefined }))).toEqual([
      ['name', BUNDLE_PROBLEMS.required],
    ])
  })

  it('takes any three-character ODF discipline code (Paris 2024 has 45 disciplines)', () => {
    const event = { code: 'BOXM51', gender: 'M', name: "Men's 51kg" }
    expect(BundleEventRowSchema.parse({ ...event, discipline: 'BOX' }).discipline).toBe('BOX')
    expect(BundleEventRowSchema.parse({ ...event, discipline: 'BK3' }).discipline).toBe('BK3')
    expect(issues(BundleEventRowSchema.safeParse({ ...event, discipline: 'Boxing' }))).toEqual([
      ['discipline', BUNDLE_PROBLEMS.discipline],
    ])
  })

  it('splits team members on semicolons and needs a competitor for a medal', () => {
    expect(
      BundleTeamRowSchema.parse({ id: 'T1', name: 'Brazil', organisation: 'BRA', event: 'E1', members: 'A1; A2;' })
        .members,
    ).toEqual(['A1', 'A2'])
    expect(issues(BundleMedallistRowSchema.safeParse({ event: 'E1', medal: 'GOLD', organisation: 'BRA' }))).toEqual([
      ['athlete', BUNDLE_PROBLEMS.competitor],
    ])
  })
})

describe('bundle locations', () => {
  it('prints and parses where a problem is', () => {
    const where = { file: 'units.csv', line: 7, column: 'start' }
    expect(formatBundleLocation(where)).toBe('units.csv line 7, column start')
    expect(formatBundleLocation({ file: 'units.csv' })).toBe('units.csv')
    expect(parseBundleFieldKey(bundleFieldKey(where))).toEqual(where)
    expect(parseBundleFieldKey(bundleFieldKey({ file: 'teams.csv' }))).toEqual({
      file: 'teams.csv',
      line: undefined,
      column: undefined,
    })
    expect(bundleProblemKey(BUNDLE_PROBLEMS.dateTime)).toBe('dateTime')
    expect(bundleProblemKey('something else')).toBeUndefined()
  })
})
