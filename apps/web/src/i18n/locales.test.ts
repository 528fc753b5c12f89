import { readFileSync } from 'node:fs'
import { LOCALES, NAV_ENTRIES, STATUS_BADGES } from '@podium/domain'
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
    expect(NAV_ENTRIES.map((entry) => entry.labelKey).filter((key) => !keys.has(key))).toEqual([])
  })

  it('has a label for every status badge', () => {
    const keys = new Set(keysOf('pt'))
    expect(STATUS_BADGES.map((badge) => `status.${badge}`).filter((key) => !keys.has(key))).toEqual([])
  })
})
