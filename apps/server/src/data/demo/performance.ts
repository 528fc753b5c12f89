/**
 * Performance models of ranked contests: race times, field marks and judged scores. A competitor's latent
 * ability moves the mean; the rest is noise, so favourites usually, not always, win.
 */
import type { Division } from '@podium/domain'
import type { FieldModel, JudgedModel, RaceModel } from './catalogue.ts'
import type { EventGender } from './model.ts'
import type { Rng } from './random.ts'

/** Ability is centred near 0.2 (the average delegation strength). */
const centre = (ability: number) => ability - 0.2

function baseOf(base: Partial<Record<EventGender, number>>, gender: EventGender): number {
  const value = base[gender]
  if (value === undefined) throw new Error(`No base performance for gender ${gender}`)
  return value
}

export function raceSeconds(model: RaceModel, gender: EventGender, division: Division, ability: number, rng: Rng) {
  const base = baseOf(model.base, gender) * (model.division?.[division] ?? 1)
  return base * (1 - model.cv * 0.8 * centre(ability) + rng.normal(0, model.cv * 0.6))
}

export function fieldMetres(model: FieldModel, gender: EventGender, division: Division, ability: number, rng: Rng) {
  const base = baseOf(model.base, gender) * (model.division?.[division] ?? 1)
  const mark = base * (1 + model.cv * 0.8 * centre(ability) + rng.normal(0, model.cv * 0.6))
  if (model.step) {
    // Bars go up from a round opening height in fixed steps.
    const opening = Math.floor(base * 0.85 * 20) / 20
    return opening + Math.max(0, Math.floor((mark - opening) / model.step)) * model.step
  }
  return Math.floor(mark * 100) / 100
}

/** Scores per apparatus, rounded to the judges' precision. */
export function judgedScores(model: JudgedModel, division: Division, ability: number, rng: Rng): number[] {
  const base = model.base * (model.division?.[division] ?? 1)
  const factor = 10 ** model.decimals
  return model.apparatus.map((_, i) => {
    const raw = base + model.sd * 0.6 * centre(ability) + rng.normal(0, model.sd * (i === 0 ? 0.9 : 0.8))
    const clamped = Math.min(base * 1.25, Math.max(base * 0.6, raw))
    return Math.round(clamped * factor) / factor
  })
}

/** An archery ranking round: 72 arrows, 720 at most. */
export function rankingRoundScore(gender: EventGender, ability: number, rng: Rng): number {
  const base = gender === 'W' ? 612 : 628
  return Math.min(700, Math.round(base + 16 * centre(ability) + rng.normal(0, 14)))
}

/** Wind in m/s for a sprint or a jump: mostly light tail wind. */
export function windReading(rng: Rng): number {
  return Math.max(-2.4, Math.min(2.8, rng.normal(0.6, 0.9)))
}
