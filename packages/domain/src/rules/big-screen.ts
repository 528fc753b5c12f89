/**
 * A venue's big screen (issue 40, decision 087; docs/product-rules.md "Big screen"): which panels a TV at a venue
 * pages through, in which order, and for how long each one stays. Pure: the screen feeds it the venue's items of the
 * day (as the schedule read model gives them) and the award ceremonies, and shows the panel it names.
 */
import { isLocale, type Locale } from '../codes/locales.ts'
import type { StatusBadge } from '../codes/statuses.ts'
import { stripLocalePrefix } from './routes.ts'

/** How long one panel stays on screen before the next (ms): long enough to read a result table from 5 m. */
export const BIG_SCREEN_PANEL_MS = 12_000
/** Most units listed on "next up" and "last results": what fits in type readable from 5 m. */
export const BIG_SCREEN_LIST_MAX = 5
/** Most result rows of a ranked live unit (a race, a routine) on one panel. */
export const BIG_SCREEN_RESULT_ROWS = 8

/** The address of a venue's screen (`/screen/{venue}`), with the language the organiser chose when there is one. */
export function bigScreenPath(venueCode: string, lang?: Locale | null): string {
  const path = `/screen/${encodeURIComponent(venueCode)}`
  return lang ? `${path}?lang=${lang}` : path
}

/** Whether a page path (with or without a language prefix) is a big screen: no app chrome, no prompts. */
export function isBigScreenPath(pathname: string): boolean {
  const { path } = stripLocalePrefix(pathname)
  return /^\/screen\/[^/]+\/?$/.test(path)
}

/**
 * The screen's language: the `lang` parameter the organiser put in the address, else a language prefix of the
 * address, else the games' default — never the TV browser's own language nor a choice stored on it.
 */
export function bigScreenLocale(langParam: string | undefined, pathLocale: Locale | undefined, gamesDefault: Locale) {
  if (langParam && isLocale(langParam)) return langParam
  return pathLocale ?? gamesDefault
}

/** What the screen needs of a schedule item (the schedule read model's `ScheduleItem` has all of it). */
export interface BigScreenItem {
  code: string
  type: string
  startAt: string
  status: StatusBadge
}

/** What the screen needs of an award ceremony. */
export interface BigScreenCeremony {
  id: number
  startAt: string
  status: string
  venueCode: string | null
}

export type BigScreenPanel =
  | { kind: 'live'; unitCode: string }
  | { kind: 'next'; unitCodes: string[] }
  | { kind: 'results'; unitCodes: string[] }
  | { kind: 'ceremony'; ceremonyIds: number[] }
  | { kind: 'idle' }

const COMPETITION_TYPES = new Set(['competition', 'medal', 'competition-medal'])
const LIVE: ReadonlySet<StatusBadge> = new Set(['live', 'break', 'interrupted'])
const COMING: ReadonlySet<StatusBadge> = new Set(['scheduled', 'getting-ready', 'delayed', 'rescheduled'])
const DONE: ReadonlySet<StatusBadge> = new Set(['unofficial', 'official', 'protested', 'finished'])
const CEREMONY_COMING = new Set(['SCHEDULED', 'RUNNING', 'POSTPONED'])

const byStart = (a: { startAt: string }, b: { startAt: string }) => Date.parse(a.startAt) - Date.parse(b.startAt)

/**
 * The panels of a venue's screen, in the order it shows them: each live unit (its own panel, by start), then what
 * comes next, then the last results (latest first), then the medal ceremonies to come at the venue. With none of
 * these, one "nothing on" panel. Items of other venues, and items that are not competition units, are for the caller
 * to leave out; this keeps only competition units whatever it is given.
 */
export function bigScreenPanels(
  items: readonly BigScreenItem[],
  ceremonies: readonly BigScreenCeremony[],
  venueCode: string,
): BigScreenPanel[] {
  const units = items.filter((item) => COMPETITION_TYPES.has(item.type)).sort(byStart)
  const panels: BigScreenPanel[] = units
    .filter((u) => LIVE.has(u.status))
    .map((u) => ({ kind: 'live', unitCode: u.code }))
  const next = units.filter((u) => COMING.has(u.status)).slice(0, BIG_SCREEN_LIST_MAX)
  if (next.length > 0) panels.push({ kind: 'next', unitCodes: next.map((u) => u.code) })
  const done = units
    .filter((u) => DONE.has(u.status))
    .reverse()
    .slice(0, BIG_SCREEN_LIST_MAX)
  if (done.length > 0) panels.push({ kind: 'results', unitCodes: done.map((u) => u.code) })
  const coming = ceremonies
    .filter((c) => c.venueCode === venueCode && CEREMONY_COMING.has(c.status))
    .sort(byStart)
    .slice(0, BIG_SCREEN_LIST_MAX)
  if (coming.length > 0) panels.push({ kind: 'ceremony', ceremonyIds: coming.map((c) => c.id) })
  return panels.length > 0 ? panels : [{ kind: 'idle' }]
}

/** A panel's identity across refreshes: a live unit keeps its panel while the lists around it change. */
export function bigScreenPanelKey(panel: BigScreenPanel): string {
  return panel.kind === 'live' ? `live:${panel.unitCode}` : panel.kind
}

/**
 * The panel to show after `currentKey`: the one following it in `panels`, wrapping round. A current panel that has
 * gone (its unit finished) gives way to the panel now at its place — never a jump back to the first, never a stop.
 * `previousKeys` is the panel order the current key was taken from.
 */
export function nextBigScreenPanel(
  panels: readonly BigScreenPanel[],
  currentKey: string | null,
  previousKeys: readonly string[] = [],
): string {
  const keys = panels.map(bigScreenPanelKey)
  if (keys.length === 0) return 'idle'
  if (currentKey === null) return keys[0] as string
  const at = keys.indexOf(currentKey)
  if (at >= 0) return keys[(at + 1) % keys.length] as string
  // Gone: the first panel that followed it before and is still there, else the first.
  const before = previousKeys.indexOf(currentKey)
  if (before >= 0) {
    for (const key of previousKeys.slice(before + 1)) if (keys.includes(key)) return key
  }
  return keys[0] as string
}

/** The panel to show now: the current one while it exists, else the one that takes its place. */
export function currentBigScreenPanel(
  panels: readonly BigScreenPanel[],
  currentKey: string | null,
  previousKeys: readonly string[] = [],
): BigScreenPanel {
  const fallback = panels[0] ?? { kind: 'idle' }
  if (currentKey === null) return fallback
  const found = panels.find((p) => bigScreenPanelKey(p) === currentKey)
  if (found) return found
  const key = nextBigScreenPanel(panels, currentKey, previousKeys)
  return panels.find((p) => bigScreenPanelKey(p) === key) ?? fallback
}

/**
 * A head-to-head score as the schedule read model writes it ('1-0 (7-5)', '12-7', '2-1 (21-18, 15-21, 15-12)'), split
 * for a big screen: each side's main score, and what follows in brackets (the periods or the current set) as it is.
 * Null when it is not two sides' scores.
 */
export function splitMatchScore(score: string | null): { sides: [string, string]; detail: string | null } | null {
  if (!score) return null
  const match = /^\s*([^\s()-]+)\s*-\s*([^\s()-]+)\s*(?:\((.+)\))?\s*$/.exec(score)
  if (!match) return null
  return { sides: [match[1] as string, match[2] as string], detail: match[3]?.trim() || null }
}
