import { readFileSync } from 'node:fs'
import {
  LOCALES,
  MANAGE_NAV_ENTRY,
  MATCH_DECISIONS,
  NAV_ENTRIES,
  PLAY_BY_PLAY_ACTIONS,
  PLAY_BY_PLAY_WORDS,
  playByPlayWordKey,
  SETTINGS_NAV_ENTRY,
  STATUS_BADGES,
  VALIDATION_MESSAGES,
  VOLUNTEERS_NAV_ENTRY,
} from '@podium/domain'
import { describe, expect, it } from 'vitest'

type Messages = { [key: string]: string | Messages }

const load = (locale: string): Messages =>
  JSON.parse(readFileSync(new URL(`./locales/${locale}.json`, import.meta.url), 'utf8')) as Messages

/** Every leaf as [dotted key, value]. */
function leaves(messages: Messages, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  )
}

const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, leaves(load(locale))]))
const keysOf = (locale: string) => (byLocale[locale] ?? []).map(([key]) => key).sort()

describe('locale files', () => {
  it.each(LOCALES)('%s has the same keys as pt', (locale) => {
    expect(keysOf(locale)).toEqual(keysOf('pt'))
  })

  it.each(LOCALES)('%s has no empty values', (locale) => {
    const empty = (byLocale[locale] ?? []).filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    expect(empty).toEqual([])
  })

  it('has a label for every navigation entry', () => {
    const keys = new Set(keysOf('pt'))
    const entries = [...NAV_ENTRIES, VOLUNTEERS_NAV_ENTRY, SETTINGS_NAV_ENTRY, MANAGE_NAV_ENTRY]
    expect(entries.map((entry) => entry.labelKey).filter((key) => !keys.has(key))).toEqual([])
  })

  it('has a label for every status badge', () => {
    const keys = new Set(keysOf('pt'))
    expect(STATUS_BADGES.map((badge) => `status.${badge}`).filter((key) => !keys.has(key))).toEqual([])
  })

  it("has each sport's play-by-play word, every action's label and every decision (decision 090)", () => {
    const keys = new Set(keysOf('pt'))
    const wanted = [
      ...PLAY_BY_PLAY_WORDS.map((word) => `sportMatch.words.${word}`),
      ...Object.values(MATCH_DECISIONS).flatMap((codes) => codes.map((code) => `sportMatch.decisions.${code}`)),
      ...['VVO', 'TTE', 'BKB', 'HBL', 'JUD', 'TKW', 'WRE', 'FEN', 'KTE'].flatMap((sport) =>
        PLAY_BY_PLAY_ACTIONS.map((action) => playByPlayWordKey(sport, action)).filter((key) => key !== null),
      ),
    ]
    expect(wanted.filter((key) => !keys.has(key))).toEqual([])
  })

  it('translates every validation message the domain gives', () => {
    const keys = new Set(keysOf('pt'))
    expect(Object.keys(VALIDATION_MESSAGES).filter((key) => !keys.has(`auth.validation.${key}`))).toEqual([])
  })
})

describe('plurals', () => {
  it('give every counted text a zero form, so Portuguese never says "0 tentativa" (its rules count 0 as one)', () => {
    for (const locale of LOCALES) {
      const keys = new Set(keysOf(locale))
      const withoutZero = [...keys].filter((key) => key.endsWith('_one') && !keys.has(`${key.slice(0, -4)}_zero`))
      expect(withoutZero, locale).toEqual([])
    }
  })

  it('say "0 pontos", "0 atletas", never "0 ponto", in every language (Portuguese rules count 0 as one)', async () => {
    const { createInstance } = await import('i18next')
    for (const locale of LOCALES) {
      const i18n = createInstance()
      await i18n.init({ lng: locale, resources: { [locale]: { translation: load(locale) } } })
      const zero = i18n.t('account.points', { count: 0 })
      const many = i18n.t('account.points', { count: 5 })
      expect(zero, locale).toBe(many.replace('5', '0'))
      expect(i18n.t('participants.count', { count: 0 }), locale).toBe(
        i18n.t('participants.count', { count: 7 }).replace('7', '0'),
      )
    }
  })
})

/**
 * Brazilian Portuguese (decision 085) is an overlay over pt: only the messages whose Brazilian wording differs. Words
 * only Portugal uses, as a pattern each: a pt message with one must have its Brazilian wording in pt-BR.json, and no
 * Brazilian message may keep one. A new pt message with one of them fails here until pt-BR.json has its wording.
 */
const EUROPEAN_ONLY: readonly RegExp[] = [
  /desport/i,
  /\bequipas?\b/i,
  /utilizador/i,
  /palavras?-passe/i,
  /ficheiro/i,
  /\bregisto/i,
  /ecrã/i,
  /telemóve/i,
  /\bgolos?\b/i,
  /autocarro/i,
  /iniciar sessão/i,
  /ténis/i,
  /andebol/i,
  /basquetebol/i,
  /\bpartilh/i,
  /\bdefinições\b/i,
  /(^|[.:] )A carregar\b/,
  /\bem direto\b/i,
  /cerimóni/i,
  /\bparage(m|ns)\b/i,
  /descarreg/i,
  /\bguardar\b/i,
  /\bsítio\b/i,
]

/**
 * The other way round: words only Brazil uses, which pt (Portugal's Portuguese, the default) must not say. Found in
 * a walk of the Paris 2024 games ("Compartilhar", "em andamento", "arquivo zip" on pt-PT screens).
 */
const BRAZILIAN_ONLY: readonly RegExp[] = [
  /compartilh/i,
  /\bem andamento\b/i,
  /\barquivos?\b/i,
  /\btela\b/i,
  /\bcelular/i,
  /\busuári/i,
  /\bônibus\b/i,
  /\bsalvar\b/i,
  /\bbaixar\b/i,
  /\besporte/i,
  /\bequipes?\b/i,
]

describe('pt-BR overlay', () => {
  const pt = new Map(byLocale.pt)
  const brazilian = leaves(load('pt-BR'))
  const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()

  it('names only keys pt has, each with a non-empty text and the same placeholders', () => {
    expect(brazilian.length).toBeGreaterThan(0)
    expect(brazilian.map(([key]) => key).filter((key) => !pt.has(key))).toEqual([])
    for (const [key, value] of brazilian) {
      expect(typeof value === 'string' && value.trim() !== '', key).toBe(true)
      expect(placeholders(value), key).toEqual(placeholders(pt.get(key)))
    }
  })

  it('gives every pt message with a word only Portugal uses its Brazilian wording', () => {
    const overridden = new Set(brazilian.map(([key]) => key))
    const european = (text: unknown) => EUROPEAN_ONLY.some((word) => word.test(String(text)))
    const missing = [...pt].filter(([key, value]) => european(value) && !overridden.has(key))
    expect(missing.map(([key, value]) => `${key}: ${String(value)}`)).toEqual([])
    const stillEuropean = brazilian.filter(([, value]) => european(value))
    expect(stillEuropean.map(([key, value]) => `${key}: ${String(value)}`)).toEqual([])
  })

  it("keeps pt's own messages free of words only Brazil uses (outside placeholders)", () => {
    const brazilianWord = (text: unknown) =>
      BRAZILIAN_ONLY.some((word) => word.test(String(text).replace(/\{\{[^}]*\}\}/g, '')))
    expect(
      [...pt].filter(([, value]) => brazilianWord(value)).map(([key, value]) => `${key}: ${String(value)}`),
    ).toEqual([])
  })

  it('reads the Brazilian words the spec names', () => {
    const text = new Map(brazilian)
    expect(text.get('nav.secure')).toBe('Esporte Seguro')
    expect(text.get('auth.loginTitle')).toBe('Entrar')
    expect(text.get('unit.actions.goal')).toBe('Gol')
    expect(text.get('participants.tabs.teams')).toBe('Equipes')
    expect(text.get('mobileOnly.body')).toMatch(/celular/)
    expect(text.get('mobileOnly.body')).toMatch(/tela/)
  })
})
