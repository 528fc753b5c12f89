/**
 * The spoiler shield (decision 054): with it on, results, scores and medals are hidden on this device until the
 * visitor reveals one unit, or everything for one day.
 */
export interface SpoilerShieldState {
  on: boolean
  /** Units revealed one by one (their codes). */
  revealedUnits: readonly string[]
  /** Days revealed whole (`YYYY-MM-DD`, in the games' time zone). */
  revealedDays: readonly string[]
}

export const SPOILER_SHIELD_OFF: SpoilerShieldState = { on: false, revealedUnits: [], revealedDays: [] }

/**
 * Whether a result is hidden: the shield is on, and neither its unit nor its day was revealed. A result of no known
 * unit (a medal count, the medal table) is hidden unless its day — or, with no day, today — was revealed.
 */
export function isResultHidden(
  state: SpoilerShieldState,
  target: { unitCode?: string | null; day?: string | null },
): boolean {
  if (!state.on) return false
  if (target.unitCode && state.revealedUnits.includes(target.unitCode)) return false
  if (target.day && state.revealedDays.includes(target.day)) return false
  return true
}

/**
 * Mirrors "the shield is on" for the server (decision 060): a shielded visitor's pages are not rendered on the
 * server, whose shared rendering shows every result, but in the browser, behind the shield.
 */
export const SPOILER_SHIELD_COOKIE = 'podium_shield'

export function spoilerShieldCookie(on: boolean): string {
  return on
    ? `${SPOILER_SHIELD_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${SPOILER_SHIELD_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}

export function isSpoilerShieldCookieOn(cookie: string | null | undefined): boolean {
  return (cookie ?? '').split(';').some((part) => part.trim() === `${SPOILER_SHIELD_COOKIE}=1`)
}
