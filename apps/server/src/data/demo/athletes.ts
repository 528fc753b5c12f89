/**
 * Athletes are created as events need them: each delegation keeps a squad per discipline, gender and division,
 * and an event either enters a squad member again (a swimmer swims several events) or a new athlete.
 */
import { addDays, addYears, ageOn, type DisciplineCode, type Division, daysBetween, searchKey } from '@podium/domain'
import type { athletes } from '../../db/schema.ts'
import { DIVISION_AGES, type DisciplineProgram } from './catalogue.ts'
import { NAME_POOLS, type NameRegion } from './names.ts'
import { type Delegation, delegationStrength } from './organisations.ts'
import type { Rng } from './random.ts'
import { pad } from './text.ts'

export type AthleteRow = typeof athletes.$inferInsert & { id: string; gender: 'M' | 'W'; birthDate: string }

export interface AthleteRecord {
  row: AthleteRow
  ability: number
  events: number
}

/** Average height (cm) by age 12..17. */
const HEIGHT: Record<'M' | 'W', readonly number[]> = {
  M: [151, 158, 165, 170, 174, 176],
  W: [152, 157, 160, 162, 163, 164],
}
const BMI_BIAS: Partial<Record<DisciplineCode, number>> = {
  GAR: -1,
  GRY: -2.5,
  ATH: -0.6,
  BKB: -0.4,
  VVO: -0.5,
  HBL: 1,
  SWM: 0.3,
}

export interface PickOptions {
  reuse: number
  /** Athletes already entered in the event. */
  exclude: ReadonlySet<string>
  /** Weight class (kg): a weight-class athlete is always new. */
  weight?: readonly [number, number] | undefined
}

export class AthleteFactory {
  readonly records: AthleteRecord[] = []
  private readonly squads = new Map<string, AthleteRecord[]>()
  private readonly taken = new Set<string>()
  private readonly schools = new Map<string, string[]>()

  constructor(
    private readonly rng: Rng,
    private readonly startsOn: string,
    private readonly delegations: ReadonlyMap<string, Delegation>,
  ) {}

  /** A squad member (when allowed and available) or a new athlete. */
  pick(
    org: string,
    program: DisciplineProgram,
    gender: 'M' | 'W',
    division: Division,
    options: PickOptions,
  ): AthleteRecord {
    const squad = this.squads.get(squadKey(org, program.code, gender, division)) ?? []
    const candidates = options.weight
      ? []
      : squad.filter((a) => a.events < program.maxEvents && !options.exclude.has(a.row.id))
    const record =
      candidates.length > 0 && this.rng.chance(options.reuse)
        ? this.rng.pick(candidates)
        : this.create(org, program, gender, division, options.weight)
    record.events++
    return record
  }

  create(
    org: string,
    program: DisciplineProgram,
    gender: 'M' | 'W',
    division: Division,
    weight?: readonly [number, number],
  ): AthleteRecord {
    const delegation = this.delegations.get(org)
    if (!delegation) throw new Error(`Unknown delegation ${org}`)
    const rng = this.rng
    const region = rng.weighted(delegation.regions, ([, w]) => w)[0]
    const pool = NAME_POOLS[region]
    let given = ''
    let family = ''
    for (let attempt = 0; attempt < 40; attempt++) {
      given = rng.pick(gender === 'M' ? pool.men : pool.women)
      family = rng.pick(pool.family)
      if (gender === 'W' && pool.feminine) family = pool.feminine(family)
      if (!this.taken.has(`${org}|${given}|${family}`)) break
    }
    this.taken.add(`${org}|${given}|${family}`)
    const id = `A${pad(this.records.length + 1, 4)}`
    const [minAge, maxAge] = DIVISION_AGES[division]
    const birthDate = this.birthDate(minAge, maxAge)
    const age = ageOn(birthDate, this.startsOn)
    const { heightCm, weightKg } = this.body(program, gender, age, weight)
    const row: AthleteRow = {
      id,
      givenName: given,
      familyName: family,
      name: `${family.toUpperCase()} ${given}`,
      gender,
      organisationCode: org,
      birthDate,
      heightCm,
      weightKg,
      institution: this.school(delegation, region),
      bib: null,
      photoUrl: `/api/v1/athletes/${id}/photo.svg`,
      searchName: searchKey(`${given} ${family}`),
    }
    const record: AthleteRecord = {
      row,
      ability: delegationStrength(delegation, program.code) + rng.normal(0, 0.8),
      events: 0,
    }
    this.records.push(record)
    const key = squadKey(org, program.code, gender, division)
    const squad = this.squads.get(key)
    if (squad) squad.push(record)
    else this.squads.set(key, [record])
    return record
  }

  /** A birth date that makes the athlete between minAge and maxAge on the games' first day. */
  private birthDate(minAge: number, maxAge: number): string {
    const latest = addYears(this.startsOn, -minAge)
    const earliest = addDays(addYears(this.startsOn, -(maxAge + 1)), 1)
    const span = daysBetween(earliest, latest)
    return addDays(earliest, this.rng.int(0, span))
  }

  private body(program: DisciplineProgram, gender: 'M' | 'W', age: number, weight?: readonly [number, number]) {
    const rng = this.rng
    if (weight) {
      const kg = rng.float(weight[0] + 0.3, weight[1] - 0.1)
      const metres = Math.sqrt(kg / rng.normal(20.6, 1.1))
      return { heightCm: clamp(Math.round(metres * 100), 145, 196), weightKg: Math.floor(kg) }
    }
    const base = HEIGHT[gender][Math.min(5, Math.max(0, age - 12))] ?? 165
    const heightCm = clamp(Math.round(base + program.heightBias + rng.normal(0, 6)), 138, 212)
    const bmi = 18.4 + (age - 12) * (gender === 'M' ? 0.62 : 0.52) + (BMI_BIAS[program.code] ?? 0) + rng.normal(0, 1.3)
    const weightKg = clamp(Math.round(bmi * (heightCm / 100) ** 2), 30, 110)
    return { heightCm, weightKg }
  }

  /** Each delegation sends athletes from a handful of schools, so team-mates often share one. */
  private school(delegation: Delegation, region: NameRegion): string {
    const key = `${delegation.code}|${region}`
    let list = this.schools.get(key)
    if (!list) {
      const pool = NAME_POOLS[region]
      const names = new Set<string>()
      for (let i = 0; i < 30 && names.size < 6; i++) {
        const person = `${this.rng.pick(this.rng.chance(0.5) ? pool.men : pool.women)} ${this.rng.pick(pool.family)}`
        names.add(
          this.rng
            .pick(pool.schools)
            .replace('{city}', this.rng.pick(delegation.cities))
            .replace('{person}', person)
            .replace('{family}', this.rng.pick(pool.family)),
        )
      }
      list = [...names]
      this.schools.set(key, list)
    }
    const ranked = list.map((name, i) => ({ name, weight: 1 / (i + 1) }))
    return this.rng.weighted(ranked, (s) => s.weight).name
  }
}

function squadKey(org: string, discipline: DisciplineCode, gender: 'M' | 'W', division: Division): string {
  return `${org}|${discipline}|${gender}|${division}`
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
