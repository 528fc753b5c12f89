/**
 * The Paris 2024 converter (scripts/paris-to-bundle.ts, decision 018): the bundle it writes holds together (every
 * code it references exists, keys are unique) and the medal table that the domain's ranking computes from its
 * medallists.csv is the official one, equal to the dataset's medals.csv for every NOC.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DISCIPLINE_KEY, type Medal, type MedallistRow, medalTable } from '@podium/domain'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ConvertSummary,
  convertParis,
  PARIS_DATASET_DIR,
  pythonList,
  slug,
} from '../../../scripts/paris-to-bundle.ts'

type Row = Record<string, string>
const readCsv = (path: string) => parse(readFileSync(path), { columns: true, bom: true }) as Row[]

describe('pythonList and slug', () => {
  it('reads the dataset’s Python list literals, quotes and apostrophes included', () => {
    expect(pythonList(`['1913366', '1913367']`)).toEqual(['1913366', '1913367'])
    expect(pythonList(`["Men's Team", 'Mixed Team']`)).toEqual(["Men's Team", 'Mixed Team'])
    expect(pythonList('')).toEqual([])
  })
  it('keeps + apart from the plain weight class', () => {
    expect(slug("Men's +92kg")).toBe('MEN-PLUS92KG')
    expect(slug("Men's 92kg")).toBe('MEN-92KG')
    expect(slug('Women -48 kg')).toBe('WOMEN-48-KG')
  })
})

describe.skipIf(!existsSync(PARIS_DATASET_DIR))('paris-to-bundle on the Paris 2024 dataset', () => {
  let out: string
  let summary: ConvertSummary
  const bundle: Record<string, Row[]> = {}

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'podium-paris-test-'))
    summary = convertParis(out)
    for (const file of Object.keys(summary.rows)) bundle[file] = readCsv(join(out, file))
  })
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  const file = (name: string) => bundle[name] ?? []

  it('writes every athlete, NOC, event and schedule unit', () => {
    expect(file('athletes.csv')).toHaveLength(11_113)
    // The 206 NOCs taking part (athletes or medals), not the dataset's past ones (decision 074).
    expect(file('organisations.csv')).toHaveLength(206)
    expect(file('events.csv')).toHaveLength(329)
    expect(file('units.csv')).toHaveLength(3_887)
    expect(summary.disciplines).toHaveLength(45)
  })

  it('names delegations in the four languages where it can, and never by a bare code (decision 074)', () => {
    const org = (code: string) => file('organisations.csv').find((r) => r.code === code)
    expect(org('FRA')).toMatchObject({ name: 'France', name_pt: 'França', name_es: 'Francia', name_az: 'Fransa' })
    expect(org('GBR')).toMatchObject({ name: 'Great Britain', name_pt: 'Grã-Bretanha' })
    expect(org('AIN')).toMatchObject({ name: 'Individual Neutral Athletes', name_pt: 'Atletas Individuais Neutros' })
    expect(file('organisations.csv').filter((r) => /^[A-Z]{3}$/.test(r.name ?? ''))).toEqual([])
    // A NOC named otherwise than its region (Hong Kong's region is "Hong Kong SAR China") keeps the dataset's name
    // in every language rather than a wrong one.
    expect(org('HKG')).toMatchObject({ name: 'Hong Kong, China', name_pt: '' })
  })

  it('references only codes the bundle defines, and its keys are unique', () => {
    const keys = (name: string, column: string) => {
      const values = file(name).map((r) => r[column] ?? '')
      expect(new Set(values).size, `${name} ${column} unique`).toBe(values.length)
      return new Set(values)
    }
    const orgs = keys('organisations.csv', 'code')
    const venues = keys('venues.csv', 'code')
    const athletes = keys('athletes.csv', 'id')
    const events = keys('events.csv', 'code')
    const teams = keys('teams.csv', 'id')
    keys('units.csv', 'code')
    const missing: string[] = []
    const check = (name: string, column: string, known: Set<string>, list = false) => {
      for (const row of file(name)) {
        const values = list ? (row[column] ?? '').split(';') : [row[column] ?? '']
        for (const v of values) if (v && !known.has(v)) missing.push(`${name} ${column} ${v}`)
      }
    }
    check('athletes.csv', 'organisation', orgs)
    check('teams.csv', 'organisation', orgs)
    check('teams.csv', 'event', events)
    check('teams.csv', 'members', athletes, true)
    check('units.csv', 'event', events)
    check('units.csv', 'venue', venues)
    check('medallists.csv', 'event', events)
    check('medallists.csv', 'organisation', orgs)
    check('medallists.csv', 'athlete', athletes)
    check('medallists.csv', 'team', teams)
    expect(missing).toEqual([])
    for (const row of file('athletes.csv')) expect(row.birth_date).toMatch(/^(\d{4}-\d{2}-\d{2})?$/)
    // Every event has its gold-deciding unit.
    const goldUnits = new Set(file('units.csv').flatMap((u) => (u.medal === 'GOLD' ? [u.event] : [])))
    expect([...events].filter((e) => !goldUnits.has(e))).toEqual([])
  })

  it('names all 45 sports of the dataset in four languages, with a key each (decision 068)', () => {
    const disciplines = file('disciplines.csv')
    // The dataset's 46 discipline codes are 45 sports and CER, the ceremonies, whose units name no event.
    const sports = new Map(readCsv(join(PARIS_DATASET_DIR, 'events.csv')).map((e) => [e.sport_code, e.sport]))
    expect(disciplines).toHaveLength(45)
    expect(new Set(disciplines.map((d) => d.code))).toEqual(new Set(sports.keys()))
    expect(new Set(file('events.csv').map((e) => e.discipline))).toEqual(new Set(sports.keys()))
    for (const d of disciplines) {
      // English is the dataset's; every other language is named, and not by the code.
      expect(d.name, d.code).toBe(sports.get(d.code))
      expect(d.name_en, d.code).toBe(d.name)
      for (const lang of ['pt', 'es', 'az']) {
        expect(d[`name_${lang}`], `${d.code} ${lang}`).toMatch(/\p{L}{2}/u)
        expect(d[`name_${lang}`], `${d.code} ${lang}`).not.toBe(d.code)
      }
      expect(d.key, d.code).toMatch(DISCIPLINE_KEY)
      expect(['timed', 'measured', 'scored', 'team-match', 'duel'], d.code).toContain(d.format)
    }
    const keys = disciplines.map((d) => d.key)
    expect(new Set(keys).size).toBe(keys.length)
    const byCode = new Map(disciplines.map((d) => [d.code, d]))
    // The built-in disciplines keep the app's key (their pictograms) and names; the others take the authored ones.
    expect(byCode.get('OWS')).toMatchObject({ key: 'open-water-swimming', name_pt: 'Maratona Aquática' })
    expect(byCode.get('BK3')).toMatchObject({ key: '3x3-basketball', name_pt: 'Basquetebol 3x3', team: 'yes' })
    expect(byCode.get('FBL')).toMatchObject({ name_pt: 'Futebol', name_es: 'Fútbol', name_az: 'Futbol' })
    for (const code of ['BOX', 'JUD', 'TKW', 'WRE']) expect(byCode.get(code)?.bronzes, code).toBe('2')
  })

  it('gives the official medal table: USA 40/44/42, China 40/27/24, and medals.csv’s counts for every NOC', () => {
    const rows: MedallistRow[] = file('medallists.csv').map((m) => ({
      eventCode: m.event ?? '',
      medal: m.medal as Medal,
      organisationCode: m.organisation ?? '',
      athleteId: m.athlete || null,
      teamId: m.team || null,
    }))
    const table = medalTable(rows)
    const usa = table.find((r) => r.organisationCode === 'USA')
    const chn = table.find((r) => r.organisationCode === 'CHN')
    expect(usa).toMatchObject({ rank: 1, gold: 40, silver: 44, bronze: 42, total: 126 })
    expect(chn).toMatchObject({ rank: 2, gold: 40, silver: 27, bronze: 24, total: 91 })

    // medals.csv lists each medal once (a team medal once per team): the reference for every NOC.
    const reference = new Map<string, { gold: number; silver: number; bronze: number }>()
    const kind: Record<string, 'gold' | 'silver' | 'bronze'> = {
      'Gold Medal': 'gold',
      'Silver Medal': 'silver',
      'Bronze Medal': 'bronze',
    }
    const medals = readCsv(join(PARIS_DATASET_DIR, 'medals.csv'))
    for (const m of medals) {
      const code = m.country_code ?? ''
      const count = reference.get(code) ?? { gold: 0, silver: 0, bronze: 0 }
      count[kind[m.medal_type ?? ''] ?? 'bronze']++
      reference.set(code, count)
    }
    const computed = new Map(
      table.map((r) => [r.organisationCode, { gold: r.gold, silver: r.silver, bronze: r.bronze }]),
    )
    expect(Object.fromEntries(computed)).toEqual(Object.fromEntries(reference))
    expect(table.reduce((n, r) => n + r.total, 0)).toBe(medals.length)
  })
})
