import type { NavEntry } from '@podium/domain'
import type messages from '../../i18n/locales/pt.json'

export type NavLabelKey = `nav.${keyof (typeof messages)['nav']}`

/** The entry's label key, typed for t(); src/i18n/locales.test.ts checks every entry has one in each locale. */
export function navLabelKey(entry: NavEntry): NavLabelKey {
  return entry.labelKey as NavLabelKey
}
