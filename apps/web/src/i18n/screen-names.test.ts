import { readFileSync } from 'node:fs'
import { LOCALES } from '@podium/domain'
import { describe, expect, it } from 'vitest'

/**
 * Issue 39: a screen has one name in each language, whether the menu, the phone's tab bar or the screen's heading
 * says it ("Atletas" in the tab bar led to "Participantes"; "Sports" in the tab bar to "Disciplines" in the menu),
 * and two different things do not share one ("A seguir" was both "Up next" and the follow button's "Following").
 */
type Messages = { [key: string]: string | Messages }
const read = (locale: string): Messages =>
  JSON.parse(readFileSync(new URL(`./locales/${locale}.json`, import.meta.url), 'utf8')) as Messages
function at(messages: Messages, key: string): string {
  const value = key.split('.').reduce<string | Messages | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined
  }, messages)
  if (typeof value !== 'string') throw new Error(`no string at ${key}`)
  return value
}

const SAME_SCREEN: Record<string, string[]> = {
  // The phone's tab bar says the menu's names too (decision 085; e2e/phone.spec.ts checks they fit 360 px).
  participants: ['nav.participants', 'participants.title'],
  disciplines: ['nav.disciplines', 'schedule.tabs.disciplines', 'home.disciplinesHeading'],
  venues: ['nav.venues', 'venues.title'],
}
const DIFFERENT_THINGS: [string, string][] = [
  ['home.nextHeading', 'follows.following'],
  ['delegation.nextHeading', 'follows.following'],
]

describe.each(LOCALES)('screen names in %s', (locale) => {
  const messages = read(locale)
  it.each(Object.entries(SAME_SCREEN))('%s has one name', (_screen, keys) => {
    expect(new Set(keys.map((key) => at(messages, key))).size, keys.map((key) => at(messages, key)).join(' / ')).toBe(1)
  })
  it.each(DIFFERENT_THINGS)('%s and %s read differently', (a, b) => {
    expect(at(messages, a)).not.toBe(at(messages, b))
  })
})
