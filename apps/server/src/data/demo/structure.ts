/**
 * Turns an event's entrants into phases and units, simulating every unit in order so that later phases are fed
 * by earlier results: qualifiers from heats, pool standings into the knockout, bracket winners onwards.
 */

import { Builder, h, type Structure, type StructureInput, seeded, snake } from './builder.ts'
import type { RaceModel } from './catalogue.ts'
import type { Competitor, RankedOutcome, StartSlot } from './model.ts'
import {
  FINAL_NAME,
  groupName,
  heatName,
  PURSUIT_BRONZE,
  pursuitHeatName,
  semiName,
  subdivisionName,
} from './phases.ts'
import type { Rng } from './random.ts'
import { qualify, runField, runJudged, runRace } from './ranked.ts'
import { pad } from './text.ts'
import { buildBracket, buildPools } from './tournament.ts'

export type { Structure, StructureInput } from './builder.ts'

/** Lanes from the fastest qualifier outwards. */
const LANES = [4, 5, 3, 6, 2, 7, 1, 8]

export function buildStructure(input: StructureInput): Structure {
  const b = new Builder(input)
  const structure = input.spec.structure
  switch (structure.kind) {
    case 'final':
      buildFinal(b)
      break
    case 'heats-final':
      buildHeats(b, false)
      break
    case 'heats-semis-final':
      buildHeats(b, true)
      break
    case 'qual-final':
      buildQualFinal(b, structure.groups, structure.finalists, structure.noun, structure.finalNextDay ?? false)
      break
    case 'pursuit':
      buildPursuit(b)
      break
    case 'pools':
      buildPools(b, structure.pools, structure.compact ?? false)
      break
    case 'bracket':
      buildBracket(b, structure.size, structure.twoBronzes, structure.rankingRound ?? false, structure.twoDays ?? false)
      break
  }
  return { phases: b.phases, stages: b.stages }
}

function ranked(b: Builder, slots: StartSlot[], rng: Rng): RankedOutcome {
  const { gender, division, spec } = b.input
  const model = spec.model
  if (model.kind === 'race') return runRace(model, gender, division, slots, rng)
  if (model.kind === 'field') return runField(model, gender, division, slots, rng)
  if (model.kind === 'judged') return runJudged(model, division, slots, rng)
  throw new Error(`${b.input.eventCode}: a match model cannot rank`)
}

function laneSlots(competitors: Competitor[], lanes: boolean): StartSlot[] {
  if (!lanes) return competitors.map((competitor) => ({ competitor, position: null }))
  return competitors
    .map((competitor, i) => ({ competitor, position: String(LANES[i] ?? i + 1) }))
    .sort((a, b) => Number(a.position) - Number(b.position))
}

function buildFinal(b: Builder) {
  const { spec } = b.input
  const fnl = b.phase('FNL')
  const lanes = spec.model.kind === 'race' && spec.model.lanes && b.input.entrants.length <= 8
  const order = seeded(b.input.entrants, b.input.rng)
  const slots = lanes
    ? laneSlots(order, true)
    : b.input.rng.shuffle(order).map((competitor) => ({ competitor, position: null }))
  const units = b.stage({})
  b.unit(
    units,
    fnl,
    null,
    FINAL_NAME,
    slots,
    ranked(b, slots, b.rngFor(fnl.code)),
    'GOLD',
    spec.finalDuration ?? spec.duration,
  )
}

function buildHeats(b: Builder, withSemis: boolean) {
  const { spec, rng } = b.input
  const model = spec.model as RaceModel
  const heatCount = Math.ceil(b.input.entrants.length / 8)
  const heatPhase = b.phase('HEAT')
  const heatUnits = b.stage({})
  const heats = snake(seeded(b.input.entrants, rng), heatCount).map((group, i) => {
    const slots = laneSlots(group, model.lanes)
    const code = `${heatPhase.code}-${pad(i + 1)}`
    return b.unit(heatUnits, heatPhase, i + 1, heatName(i + 1), slots, ranked(b, slots, b.rngFor(code)))
      .outcome as RankedOutcome
  })
  let finalists: Competitor[]
  if (withSemis) {
    const semiEntrants = qualify(heats, 16, Math.floor(16 / heatCount), true)
    const semiPhase = b.phase('SEMI')
    const semiUnits = b.stage({ minutes: 90, notBefore: h(17) })
    const semis = snake(semiEntrants, 2).map((group, i) => {
      const slots = laneSlots(group, model.lanes)
      const code = `${semiPhase.code}-${pad(i + 1)}`
      return b.unit(semiUnits, semiPhase, i + 1, semiName(i + 1), slots, ranked(b, slots, b.rngFor(code)))
        .outcome as RankedOutcome
    })
    finalists = qualify(semis, 8, 3, true)
  } else finalists = qualify(heats, 8, Math.floor(8 / heatCount), true)
  const fnl = b.phase('FNL')
  const finalUnits = b.stage(withSemis ? { nextDay: true, notBefore: h(17) } : { minutes: 120, notBefore: h(17) })
  const slots = laneSlots(finalists, model.lanes)
  b.unit(
    finalUnits,
    fnl,
    null,
    FINAL_NAME,
    slots,
    ranked(b, slots, b.rngFor(fnl.code)),
    'GOLD',
    spec.finalDuration ?? spec.duration,
  )
}

function buildQualFinal(
  b: Builder,
  groups: number,
  finalists: number,
  noun: 'group' | 'subdivision',
  nextDay: boolean,
) {
  const { spec, rng } = b.input
  const qual = b.phase('QUAL')
  const qualUnits = b.stage({})
  const outcomes = snake(seeded(b.input.entrants, rng), groups).map((group, i) => {
    const slots = rng.shuffle(group).map((competitor) => ({ competitor, position: null }))
    const code = `${qual.code}-${pad(i + 1)}`
    const names = noun === 'group' ? groupName(String.fromCharCode(65 + i)) : subdivisionName(i + 1)
    return b.unit(qualUnits, qual, i + 1, names, slots, ranked(b, slots, b.rngFor(code))).outcome as RankedOutcome
  })
  // Field events: the first three of each group reach the final outright (Q), the best others fill it (q).
  // Judged events: the best totals go through, all marked Q.
  const perGroup = spec.model.kind === 'field' ? 3 : 0
  const through = qualify(outcomes, finalists, perGroup, false)
  if (spec.model.kind === 'judged')
    for (const o of outcomes) for (const r of o.rows) if (r.qualification) r.qualification = 'Q'
  const fnl = b.phase('FNL')
  const finalUnits = b.stage(nextDay ? { nextDay: true, notBefore: h(15) } : { nextDay: true, notBefore: h(17) })
  // Field finals start with the weakest qualifier; judged finals are drawn.
  const order = spec.model.kind === 'field' ? [...through].reverse() : rng.shuffle(through)
  const slots = order.map((competitor) => ({ competitor, position: null }))
  b.unit(
    finalUnits,
    fnl,
    null,
    FINAL_NAME,
    slots,
    ranked(b, slots, b.rngFor(fnl.code)),
    'GOLD',
    spec.finalDuration ?? spec.duration,
  )
}

function buildPursuit(b: Builder) {
  const { rng } = b.input
  const qual = b.phase('QUAL')
  const qualUnits = b.stage({})
  // The slowest seeds ride first, two at a time.
  const order = seeded(b.input.entrants, rng).reverse()
  const heats: RankedOutcome[] = []
  for (let i = 0; i < order.length; i += 2) {
    const slots = order.slice(i, i + 2).map((competitor) => ({ competitor, position: null }))
    const n = i / 2 + 1
    heats.push(
      b.unit(qualUnits, qual, n, pursuitHeatName(n), slots, ranked(b, slots, b.rngFor(`${qual.code}-${pad(n)}`)))
        .outcome as RankedOutcome,
    )
  }
  const best = qualify(heats, 4, 0, true)
  for (const heat of heats) for (const row of heat.rows) if (row.qualification) row.qualification = 'Q'
  const bronze = b.phase('BRNZ')
  const bronzeUnits = b.stage({ minutes: 90, notBefore: h(17) })
  const bronzeSlots = best.slice(2, 4).map((competitor) => ({ competitor, position: null }))
  b.unit(
    bronzeUnits,
    bronze,
    null,
    PURSUIT_BRONZE,
    bronzeSlots,
    ranked(b, bronzeSlots, b.rngFor(bronze.code)),
    'BRONZE',
  )
  const fnl = b.phase('FNL')
  const finalUnits = b.stage({ minutes: 5 })
  const finalSlots = best.slice(0, 2).map((competitor) => ({ competitor, position: null }))
  b.unit(finalUnits, fnl, null, FINAL_NAME, finalSlots, ranked(b, finalSlots, b.rngFor(fnl.code)), 'GOLD')
}
