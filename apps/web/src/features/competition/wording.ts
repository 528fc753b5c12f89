import type { Locale, RoundStage, SlotPlaceholder } from '@podium/domain'
import type { TFunction } from 'i18next'

/**
 * The words of a competition's structure (decision 076): round and unit names, ordinals and the placeholder of a slot
 * not decided yet ("Winner of Quarter-final 2", "1st of Pool A", "Fastest 3rd"). The server sends structured
 * placeholders (decision 069); only the web turns them into a sentence, in the visitor's language.
 */

/** i18next's `t` (the app's, or a test's instance's), typed by the locale files' keys. */
export type Translate = TFunction

const ORDINAL_FORMS = ['one', 'two', 'few', 'many', 'other'] as const
type OrdinalForm = (typeof ORDINAL_FORMS)[number]

/** "1st", "2.º", "3-cü": the language's ordinal form (CLDR ordinal plural rules pick the suffix). */
export function ordinal(n: number, t: Translate, locale: Locale): string {
  const form = new Intl.PluralRules(locale, { type: 'ordinal' }).select(n)
  const key: OrdinalForm = (ORDINAL_FORMS as readonly string[]).includes(form) ? (form as OrdinalForm) : 'other'
  return t(`structure.ordinal.${key}`, { n })
}

/** A round's name as a heading: "Quarter-finals", "Round of 16", "Heats". */
export function roundName(round: { code: string; stage: RoundStage }, t: Translate): string {
  if (round.stage === 'elimination') {
    const size = /^R(\d+)$/i.exec(round.code)?.[1]
    if (size) return t('structure.roundOf', { size })
  }
  if (round.stage === 'classification') {
    const place = /^P(\d+)$/i.exec(round.code)?.[1]
    if (place) return t('structure.placeMatch', { place })
  }
  return t(`structure.rounds.${round.stage}`)
}

/** One unit's name: "Quarter-final 2", "Heat 3", "Final", "Round of 16 – 5", "Match for 5th place". */
export function unitName(unit: { round: string; stage: RoundStage; number: number }, t: Translate): string {
  if (unit.stage === 'final' && unit.number === 1) return t('structure.unitFinal')
  if (unit.stage === 'classification' && /^P\d+$/i.test(unit.round)) {
    return roundName({ code: unit.round, stage: unit.stage }, t)
  }
  if (unit.stage === 'elimination' && /^R\d+$/i.test(unit.round)) {
    return t('structure.unitOfRound', {
      round: roundName({ code: unit.round, stage: unit.stage }, t),
      number: unit.number,
    })
  }
  return t(`structure.units.${unit.stage}`, { number: unit.number })
}

/** A placeholder's round reference (`{ round, stage }`) by its name. */
const refName = (ref: { round: string; stage: RoundStage }, t: Translate) =>
  roundName({ code: ref.round, stage: ref.stage }, t)

/** The sentence a pending slot reads, for every kind the resolver returns. */
export function placeholderText(placeholder: SlotPlaceholder, t: Translate, locale: Locale): string {
  switch (placeholder.kind) {
    case 'seed':
      return t('structure.placeholder.seed', { seed: placeholder.seed })
    case 'pool-place':
      return t('structure.placeholder.poolPlace', {
        place: ordinal(placeholder.place, t, locale),
        pool: placeholder.pool,
      })
    case 'winner':
      return t('structure.placeholder.winner', { unit: unitName(placeholder.unit, t) })
    case 'loser':
      return t('structure.placeholder.loser', { unit: unitName(placeholder.unit, t) })
    case 'unit-place':
      return t('structure.placeholder.unitPlace', {
        place: ordinal(placeholder.place, t, locale),
        unit: unitName(placeholder.unit, t),
      })
    case 'fastest':
      return t('structure.placeholder.fastest', { rank: placeholder.rank, round: refName(placeholder.round, t) })
    case 'best-of-place':
      return placeholder.rank === 1
        ? t('structure.placeholder.bestOfPlace', {
            place: ordinal(placeholder.place, t, locale),
            round: refName(placeholder.round, t),
          })
        : t('structure.placeholder.bestOfPlaceRank', {
            rank: ordinal(placeholder.rank, t, locale),
            place: ordinal(placeholder.place, t, locale),
            round: refName(placeholder.round, t),
          })
    case 'round-rank':
      return t('structure.placeholder.roundRank', {
        rank: ordinal(placeholder.rank, t, locale),
        round: refName(placeholder.round, t),
      })
    case 'loser-to':
      return t('structure.placeholder.loserTo', {
        unit: unitName(placeholder.finalistOf, t),
        round: refName(placeholder.round, t),
      })
  }
}
