/** Collects an event's phases and staged units while its structure is built and simulated. */
import type { Division, EventFormat, LocalizedText } from '@podium/domain'
import type { DisciplineProgram, EventSpec } from './catalogue.ts'
import type { Competitor, EventGender, Gap, PhaseSeed, SimUnit, Stage, StartSlot, UnitMedal } from './model.ts'
import { PHASE_INFO, type PhaseKey } from './phases.ts'
import type { Rng } from './random.ts'
import { pad } from './text.ts'

export interface StructureInput {
  rng: Rng
  program: DisciplineProgram
  spec: EventSpec
  eventCode: string
  gender: EventGender
  division: Division
  venueCode: string
  entrants: Competitor[]
}

export interface Structure {
  phases: PhaseSeed[]
  stages: Stage[]
  /** The structure as the domain describes it, when the builder made it from one (racing). */
  format?: EventFormat
}

export const h = (hours: number) => hours * 60

export class Builder {
  readonly phases: PhaseSeed[] = []
  readonly stages: Stage[] = []
  format: EventFormat | undefined
  private readonly phaseCodes = new Set<string>()

  constructor(readonly input: StructureInput) {}

  phase(key: PhaseKey, letter = '', names?: LocalizedText): PhaseSeed {
    const code = `${this.input.eventCode}-${key}${letter}`
    const seed = { code, names: names ?? PHASE_INFO[key].names, phaseType: PHASE_INFO[key].type }
    if (!this.phaseCodes.has(code)) {
      this.phaseCodes.add(code)
      this.phases.push(seed)
    }
    return seed
  }

  stage(gap: Gap): SimUnit[] {
    const units: SimUnit[] = []
    this.stages.push({ units, gap })
    return units
  }

  unit(
    units: SimUnit[],
    phase: PhaseSeed,
    index: number | null,
    names: LocalizedText,
    startList: StartSlot[],
    outcome: SimUnit['outcome'],
    medal: UnitMedal | null = null,
    duration = this.input.spec.duration,
  ): SimUnit {
    const { input } = this
    const unit: SimUnit = {
      code: index === null ? phase.code : `${phase.code}-${pad(index)}`,
      disciplineCode: input.program.code,
      eventCode: input.eventCode,
      phaseCode: phase.code,
      names,
      medal,
      venueCode: input.venueCode,
      resource: input.spec.resource ?? 'fop',
      durationMin: duration,
      stage: this.stages.length - 1,
      startList,
      outcome,
      startAt: new Date(0),
      endAt: new Date(0),
    }
    units.push(unit)
    return unit
  }

  /** A stream of random numbers for one unit, so one unit's draws never shift another's. */
  rngFor(code: string): Rng {
    return this.input.rng.fork(code)
  }
}

/** Seeds by ability with some noise (entry marks are never a perfect predictor). */
export function seeded(competitors: Competitor[], rng: Rng): Competitor[] {
  return competitors
    .map((c) => ({ c, s: c.ability + rng.normal(0, 0.35) }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.c)
}

/** Snake seeding into groups, so each heat or pool gets a fair share of the favourites. */
export function snake<T>(items: T[], groups: number): T[][] {
  const out: T[][] = Array.from({ length: groups }, () => [])
  items.forEach((item, i) => {
    const round = Math.floor(i / groups)
    const pos = round % 2 === 0 ? i % groups : groups - 1 - (i % groups)
    out[pos]?.push(item)
  })
  return out
}
