/**
 * The spoiler shield (decision 054): one device setting that hides results, scores and medals until the visitor
 * reveals a unit, or a whole day. The rule is the domain's `isResultHidden`; this keeps the state on the device.
 */
import {
  isResultHidden,
  SPOILER_SHIELD_OFF,
  type SpoilerShieldState,
  spoilerShieldCookie,
  zonedDate,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useLocale } from '../../i18n/i18n.ts'
import { rememberedChoice } from '../../lib/remembered-choice.ts'
import { configQueries } from '../config/api.ts'

/** Revealed units kept, newest last: enough for a long evening of replays, small enough for localStorage. */
const MAX_REVEALED = 300

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(-MAX_REVEALED) : []

function parse(stored: string | null): SpoilerShieldState {
  if (!stored) return SPOILER_SHIELD_OFF
  try {
    const raw = JSON.parse(stored) as Partial<Record<keyof SpoilerShieldState, unknown>>
    return { on: raw.on === true, revealedUnits: strings(raw.revealedUnits), revealedDays: strings(raw.revealedDays) }
  } catch {
    return SPOILER_SHIELD_OFF
  }
}

export const spoilerShield = rememberedChoice<SpoilerShieldState>('podiumSpoilerShield', parse, JSON.stringify)

function tellServer(on: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in Safari or Firefox.
  if (typeof document !== 'undefined') document.cookie = spoilerShieldCookie(on)
}
// A shield turned on before the server rendered pages (decision 060) is told to it on the next visit.
if (spoilerShield.read().on) tellServer(true)

/** Turning the shield on or off starts afresh: nothing revealed. */
export function setSpoilerShield(on: boolean): void {
  tellServer(on)
  spoilerShield.set({ on, revealedUnits: [], revealedDays: [] })
}

export function revealUnit(unitCode: string) {
  const state = spoilerShield.read()
  if (state.revealedUnits.includes(unitCode)) return
  spoilerShield.set({ ...state, revealedUnits: [...state.revealedUnits, unitCode].slice(-MAX_REVEALED) })
}

export function revealDay(day: string) {
  const state = spoilerShield.read()
  if (state.revealedDays.includes(day)) return
  spoilerShield.set({ ...state, revealedDays: [...state.revealedDays, day].slice(-MAX_REVEALED) })
}

/** The games' time zone and today, which "reveal today" and a unit's day are counted in. */
export function useGamesDay(): { timeZone: string | undefined; today: string | undefined } {
  const games = useQuery(configQueries.detail(useLocale())).data?.games
  return { timeZone: games?.timeZone, today: games?.today }
}

/**
 * Whether a result is hidden on this device: of a unit (by its code and start), or — neither given — one that
 * belongs to no unit (the medal table, medal counts), which today's reveal uncovers.
 */
export function useResultHidden(target: { unitCode?: string | null; startAt?: string | null } = {}): boolean {
  const state = spoilerShield.use()
  const { timeZone, today } = useGamesDay()
  if (!state.on) return false
  const day = target.startAt && timeZone ? zonedDate(target.startAt, timeZone) : target.unitCode ? null : today
  return isResultHidden(state, { unitCode: target.unitCode ?? null, day: day ?? null })
}
