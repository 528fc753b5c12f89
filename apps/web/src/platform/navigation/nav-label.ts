import type { NavEntry } from '@podium/domain'
import type messages from '../../i18n/locales/pt.json'

export type NavLabelKey = `nav.${keyof (typeof messages)['nav']}`

/** The entry's label key, typed for t(); src/i18n/locales.test.ts checks every entry has one in each locale. */
export function navLabelKey(entry: NavEntry): NavLabelKey {
  return entry.labelKey as NavLabelKey
}

type TabLabelKey = `navTab.${keyof (typeof messages)['navTab']}`
const TAB_LABELS: Partial<Record<string, TabLabelKey>> = {
  'nav.home': 'navTab.home',
  'nav.scheduleGrid': 'navTab.scheduleGrid',
  'nav.participants': 'navTab.participants',
  'nav.disciplines': 'navTab.disciplines',
  'nav.medals': 'navTab.medals',
}

/**
 * The label in the phone tab bar: the entries that lead the bar have a short one ("Atletas" for "Participantes") so
 * five tabs fit in 360 px on one line; any other entry keeps its own.
 */
export function tabLabelKey(entry: NavEntry): NavLabelKey | TabLabelKey {
  return TAB_LABELS[entry.labelKey] ?? navLabelKey(entry)
}
