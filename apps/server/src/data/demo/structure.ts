/**
 * Turns an event's entrants into phases and units, simulating every unit in order so that later phases are fed
 * by earlier results: qualifiers from heats, pool standings into the knockout, bracket winners onwards.
 */

import { type EventFormat, qualifyFromRound, type RacingRoundSpec, racingFormat } from '@podium/domain'
import { Builder, h, type Structure, type StructureInput, seeded, snake } from './builder.ts'
import type { FieldModel, JudgedModel, RaceModel } from './catalogue.ts'
import { addMeasuredDetail } from './detail-measured.ts'
import { competitorSource, demoResolveContext, outcomeRows, resolvedCompetitors } from './formats.ts'
import type { Competitor, Gap, RankedOutcome, SimUnit, StartSlot } from './model.ts'
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
  return { phases: b.phases, stages: b.stages, format: b.format }
}

function ranked(b: Builder, slots: StartSlot[], rng: Rng, qualifying = false): RankedOutcome {
  const { gender, division, spec } = b.input
  const model = spec.model
  // The detail (splits, attempts, judges' scores) from a stream of its own: it moves no mark (decision 091).
  const detail = (outcome: RankedOutcome, m: RaceModel | FieldModel | JudgedModel) =>
    addMeasuredDetail(outcome, b.input.program.code, spec.key, m, gender, qualifying, rng.fork('detail'))
  if (model.kind === 'race') return detail(runRace(model, gender, division, slots, rng), model)
  if (model.kind === 'field') return detail(runField(model, gender, division, slots, rng), model)
  if (model.kind === 'judged') return detail(runJudged(model, division, slots, rng), model)
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

/** Heats (and semi-finals) to a final as the domain's racing format says, each later round filled by its resolver. */
function buildHeats(b: Builder, withSemis: boolean) {
  const { spec, rng, eventCode } = b.input
  const model = spec.model as RaceModel
  const order = seeded(b.input.entrants, rng)
  const heatCount = Math.ceil(order.length / 8)
  const split = (units: number, places: number) => {
    const byPlace = Math.floor(places / units)
    return { byPlace, byTime: places - units * byPlace }
  }
  const specs: RacingRoundSpec[] = [
    { code: 'HEAT', stage: 'heat', units: heatCount, qualification: split(heatCount, withSemis ? 16 : 8) },
  ]
  if (withSemis) specs.push({ code: 'SEMI', stage: 'semi-final-heat', units: 2, qualification: split(2, 8) })
  const generated = racingFormat({
    eventCode,
    entrants: order.length,
    laneCount: 8,
    rounds: specs,
    unitCode: (round, n) => (round === 'FNL' ? `${eventCode}-FNL` : `${eventCode}-${round}-${pad(n)}`),
  })
  // The heats are drawn now: the structure names their competitors instead of seeds of an entry list.
  const format: EventFormat = {
    ...generated,
    rounds: generated.rounds.map((round) => ({
      ...round,
      units: round.units.map((unit) => ({
        ...unit,
        slots: unit.slots.map((s) => (s.kind === 'seed' ? competitorSource(order[s.seed - 1] as Competitor) : s)),
      })),
    })),
  }
  b.format = format
  const byKey = new Map(order.map((c) => [c.key, c]))
  const played: SimUnit[] = []
  const gaps: Gap[] = [
    {},
    ...(withSemis ? [{ minutes: 90, notBefore: h(17) }] : []),
    withSemis ? { nextDay: true, notBefore: h(17) } : { minutes: 120, notBefore: h(17) },
  ]
  format.rounds.forEach((round, r) => {
    const phase = b.phase(round.code === 'HEAT' ? 'HEAT' : round.code === 'SEMI' ? 'SEMI' : 'FNL')
    const stageUnits = b.stage(gaps[r] ?? {})
    const context = demoResolveContext(format, b.input.program.code, played, () => true)
    const entries = round.units.map((unit) => {
      const ids = resolvedCompetitors(format, context, unit.code)
      if (!ids) throw new Error(`${unit.code}: the demo's racing format left a slot undecided`)
      return {
        unit,
        slots: laneSlots(
          ids.map((id) => byKey.get(id) as Competitor),
          model.lanes,
        ),
      }
    })
    // A shared place or time at the cut leaves a slot of the next round to the referee (a swim-off, a draw), which
    // the structure cannot name: the demo runs such a round again with another draw of chance.
    const next = format.rounds[r + 1]
    let outcomes: RankedOutcome[] = []
    for (let attempt = 0; attempt < 20; attempt++) {
      outcomes = entries.map(({ unit, slots }) =>
        ranked(b, slots, b.rngFor(attempt === 0 ? unit.code : `${unit.code}/${attempt}`)),
      )
      if (!next) break
      const sims = entries.map(({ unit }, i) => ({ code: unit.code, outcome: outcomes[i] }) as SimUnit)
      const trial = demoResolveContext(format, b.input.program.code, [...played, ...sims], () => true)
      if (next.units.every((u) => resolvedCompetitors(format, trial, u.code) !== null)) break
    }
    const final = round.stage === 'final'
    const roundPlayed = entries.map(({ unit, slots }, i) => {
      const outcome = outcomes[i] as RankedOutcome
      const names = final ? FINAL_NAME : round.code === 'SEMI' ? semiName(unit.number) : heatName(unit.number)
      const sim = b.unit(
        stageUnits,
        phase,
        final ? null : unit.number,
        names,
        slots,
        outcome,
        final ? 'GOLD' : null,
        final ? (spec.finalDuration ?? spec.duration) : spec.duration,
      )
      played.push(sim)
      return { unit: unit.code, outcome }
    })
    // Q and q as the domain qualifies them.
    if (round.qualification) {
      const marks = qualifyFromRound(
        roundPlayed.map(({ unit, outcome }) => ({
          unit,
          rows: outcomeRows(outcome).map((row) => ({ ...row, timeMs: row.timeMs ?? null })),
        })),
        round.qualification,
      )
      const mark = new Map(marks.qualifiers.map((q) => [q.competitorId, q.mark]))
      for (const { outcome } of roundPlayed) {
        for (const row of outcome.rows) row.qualification = mark.get(row.competitor.key) ?? null
      }
    }
  })
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
    return b.unit(qualUnits, qual, i + 1, names, slots, ranked(b, slots, b.rngFor(code), true)).outcome as RankedOutcome
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
