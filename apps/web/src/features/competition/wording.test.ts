import { readFileSync } from 'node:fs'
import type { Locale, SlotPlaceholder } from '@podium/domain'
import { defaultRacingRounds, knockoutDraw, poolsThenKnockout, racingFormat } from '@podium/domain'
import { createInstance } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { structureOf } from './structure-fixture.ts'
import { ordinal, placeholderText, roundName, type Translate, unitName } from './wording.ts'

const messages = (locale: Locale) =>
  JSON.parse(readFileSync(new URL(`../../i18n/locales/${locale}.json`, import.meta.url), 'utf8')) as object

const ts = {} as Record<Locale, Translate>
beforeAll(async () => {
  for (const locale of ['pt', 'en', 'es', 'az'] as const) {
    const i18n = createInstance()
    await i18n.init({ lng: locale, resources: { [locale]: { translation: messages(locale) } } })
    ts[locale] = i18n.t
  }
})

const text = (p: SlotPlaceholder, locale: Locale = 'en') => placeholderText(p, ts[locale], locale)

describe('placeholder wording', () => {
  it('says where each kind of slot comes from, in English', () => {
    const qf2 = { round: 'QF', stage: 'quarter-final', number: 2 } as const
    expect(text({ kind: 'seed', seed: 3 })).toBe('Seed 3')
    expect(text({ kind: 'pool-place', pool: 'A', place: 1 })).toBe('1st of Pool A')
    expect(text({ kind: 'winner', unit: qf2 })).toBe('Winner of Quarter-final 2')
    expect(text({ kind: 'loser', unit: { round: 'SF', stage: 'semi-final', number: 1 } })).toBe('Loser of Semi-final 1')
    expect(text({ kind: 'unit-place', unit: { round: 'HEAT', stage: 'heat', number: 3 }, place: 2 })).toBe(
      '2nd of Heat 3',
    )
    const heats = { round: 'HEAT', stage: 'heat' } as const
    expect(text({ kind: 'fastest', round: heats, rank: 2 })).toBe('Time qualifier 2 (Heats)')
    expect(text({ kind: 'best-of-place', round: heats, place: 3, rank: 1 })).toBe('Fastest 3rd (Heats)')
    expect(text({ kind: 'best-of-place', round: heats, place: 3, rank: 2 })).toBe('2nd fastest 3rd (Heats)')
    expect(text({ kind: 'round-rank', round: { round: 'POOL', stage: 'pool' }, rank: 11 })).toBe('11th overall (Pools)')
    expect(
      text({
        kind: 'loser-to',
        finalistOf: { round: 'SF', stage: 'semi-final', number: 1 },
        round: { round: 'R16', stage: 'elimination' },
      }),
    ).toBe('Beaten by the winner of Semi-final 1 (Round of 16)')
  })

  it('names the final without a number and an elimination unit by its table', () => {
    expect(text({ kind: 'winner', unit: { round: 'FNL', stage: 'final', number: 1 } })).toBe('Winner of Final')
    expect(text({ kind: 'winner', unit: { round: 'R32', stage: 'elimination', number: 5 } })).toBe(
      'Winner of Round of 32 – 5',
    )
    expect(roundName({ code: 'P5', stage: 'classification' }, ts.en)).toBe('Match for 5th place')
    expect(unitName({ round: 'BRNZ', stage: 'bronze', number: 2 }, ts.en)).toBe('Bronze medal match 2')
  })

  it('reads in Portuguese (the default), Spanish and Azerbaijani', () => {
    const p: SlotPlaceholder = { kind: 'pool-place', pool: 'B', place: 2 }
    expect(text(p, 'pt')).toBe('2.º do Grupo B')
    expect(text(p, 'es')).toBe('2.º del Grupo B')
    expect(text(p, 'az')).toBe('B qrupunun 2-ci yeri')
    const w: SlotPlaceholder = { kind: 'winner', unit: { round: 'QF', stage: 'quarter-final', number: 2 } }
    expect(text(w, 'pt')).toBe('Vencedor: Quarto de final 2')
    expect(text(w, 'az')).toBe('Dörddəbir final 2 qalibi')
  })

  it('gives Azerbaijani ordinals their vowel-harmony suffix and English its st/nd/rd/th', () => {
    expect([1, 2, 3, 4, 6, 9, 10, 40].map((n) => ordinal(n, ts.az, 'az'))).toEqual([
      '1-ci',
      '2-ci',
      '3-cü',
      '4-cü',
      '6-cı',
      '9-cu',
      '10-cu',
      '40-cı',
    ])
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => ordinal(n, ts.en, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ])
  })

  it('words every placeholder the resolver returns for the usual formats, in every language, with no key left', () => {
    const formats = [
      knockoutDraw({ eventCode: 'JUD', entrants: 16, bronze: 'quarter-final-repechage' }),
      knockoutDraw({ eventCode: 'TKW', entrants: 16, bronze: 'finalist-repechage', classification: true }),
      poolsThenKnockout({
        eventCode: 'BKB',
        entrants: 8,
        poolCount: 2,
        advance: { kind: 'crossover', perPool: 2 },
        bronze: 'match',
      }),
      poolsThenKnockout({
        eventCode: 'FEN',
        entrants: 12,
        poolCount: 2,
        advance: { kind: 'overall', total: 8 },
        bronze: 'shared',
      }),
      racingFormat({ eventCode: 'ATH', entrants: 30, laneCount: 8, rounds: defaultRacingRounds(30, 8) }),
    ]
    const kinds = new Set<string>()
    for (const format of formats) {
      const structure = structureOf(format, { seeds: [] })
      for (const round of structure.rounds)
        for (const unit of round.units)
          for (const slot of unit.slots) {
            if (slot.state !== 'pending') continue
            kinds.add(slot.placeholder.kind)
            for (const locale of ['pt', 'en', 'es', 'az'] as const) {
              const words = placeholderText(slot.placeholder, ts[locale], locale)
              expect(words, `${locale} ${JSON.stringify(slot.placeholder)}`).not.toMatch(/structure\.|\{\{|undefined/)
            }
          }
    }
    // Every kind but best-of-place (worded in the first test), which no default format uses.
    expect([...kinds].sort()).toEqual([
      'fastest',
      'loser',
      'loser-to',
      'pool-place',
      'round-rank',
      'seed',
      'unit-place',
      'winner',
    ])
  })
})
