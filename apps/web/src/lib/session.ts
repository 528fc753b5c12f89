/**
 * The user session of docs/product-rules.md §3, kept in local storage under the names it gives: isLoggedIn,
 * isAuthenticated, userTimezone, preferredTimezone, language (owned by i18n's locale preference), userData, loginType
 * and hasWatchedSecureSport. The server session itself is the HttpOnly cookie; this is what the app remembers.
 */
import type { LoginType, SessionUser } from '@podium/domain'
import { useSyncExternalStore } from 'react'

/** docs/product-rules.md §3 guest user, created locally (no server account). */
export interface GuestUser {
  id: 'guest'
  username: string
  name: string
  points: 0
  tipo: 'guest'
  type: 'guest'
  email: string
  cpf: string
  active: true
  photoUrl: ''
  videoViewed: false
}

export type StoredUser = SessionUser | GuestUser

export interface SessionState {
  isLoggedIn: boolean
  isAuthenticated: boolean
  timezone: string
  preferredTimezone: string
  userData: StoredUser | null
  loginType: LoginType | null
  hasWatchedSecureSport: boolean
}

const KEYS = {
  isLoggedIn: 'isLoggedIn',
  isAuthenticated: 'isAuthenticated',
  timezone: 'userTimezone',
  preferredTimezone: 'preferredTimezone',
  userData: 'userData',
  loginType: 'loginType',
  hasWatchedSecureSport: 'hasWatchedSecureSport',
} as const

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function parseJson<T>(raw: string | null): T | null {
  if (!raw) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

/**
 * Asking the browser for its zone costs tens of milliseconds at start-up (ICU loads its zone data), and only the
 * settings page shows it: it is found when first read.
 */
function withTimezone(fields: Omit<SessionState, 'timezone'>, stored: string | null): SessionState {
  let detected: string | undefined
  return {
    ...fields,
    get timezone() {
      detected ??= stored ?? browserTimeZone()
      return detected
    },
  }
}

/** What the server-side render shows (decision 060), and so what hydration starts from: a signed-out visitor. */
export const SIGNED_OUT: SessionState = withTimezone(
  {
    isLoggedIn: false,
    isAuthenticated: false,
    preferredTimezone: 'local',
    userData: null,
    loginType: null,
    hasWatchedSecureSport: false,
  },
  null,
)

function load(): SessionState {
  const loginType = read(KEYS.loginType)
  const storedTimezone = read(KEYS.timezone)
  const fields = {
    isLoggedIn: read(KEYS.isLoggedIn) === 'true',
    isAuthenticated: read(KEYS.isAuthenticated) === 'true',
    preferredTimezone: read(KEYS.preferredTimezone) ?? 'local',
    userData: parseJson<StoredUser>(read(KEYS.userData)),
    loginType: loginType === 'user' || loginType === 'guest' ? loginType : null,
    hasWatchedSecureSport: read(KEYS.hasWatchedSecureSport) === 'true',
  } satisfies Omit<SessionState, 'timezone'>
  // A signed-out visitor's session is the server's snapshot itself: hydration then finds nothing changed and does not
  // re-render the whole app (the root layout reads the session) right after hydrating it.
  const signedOut =
    !fields.isLoggedIn &&
    !fields.isAuthenticated &&
    fields.preferredTimezone === SIGNED_OUT.preferredTimezone &&
    fields.userData === null &&
    fields.loginType === null &&
    !fields.hasWatchedSecureSport &&
    storedTimezone === null
  return signedOut ? SIGNED_OUT : withTimezone(fields, storedTimezone)
}

let state: SessionState = load()
const listeners = new Set<() => void>()

function persist(next: SessionState) {
  try {
    localStorage.setItem(KEYS.isLoggedIn, String(next.isLoggedIn))
    localStorage.setItem(KEYS.isAuthenticated, String(next.isAuthenticated))
    localStorage.setItem(KEYS.timezone, next.timezone)
    localStorage.setItem(KEYS.preferredTimezone, next.preferredTimezone)
    localStorage.setItem(KEYS.hasWatchedSecureSport, String(next.hasWatchedSecureSport))
    if (next.userData) localStorage.setItem(KEYS.userData, JSON.stringify(next.userData))
    else localStorage.removeItem(KEYS.userData)
    if (next.loginType) localStorage.setItem(KEYS.loginType, next.loginType)
    else localStorage.removeItem(KEYS.loginType)
  } catch {
    // Storage can be blocked; the session then lasts for this visit only.
  }
}

function update(patch: Partial<SessionState>) {
  state = { ...state, ...patch }
  persist(state)
  for (const listener of listeners) listener()
}

export function getSession(): SessionState {
  return state
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => SIGNED_OUT,
  )
}

export function guestUser(label: string): GuestUser {
  return {
    id: 'guest',
    username: label,
    name: label,
    points: 0,
    tipo: 'guest',
    type: 'guest',
    email: 'guest@guest.local',
    cpf: '00000000000',
    active: true,
    photoUrl: '',
    videoViewed: false,
  }
}

/** docs/product-rules.md §4: none → user after login. */
export function setUserSession(user: SessionUser) {
  update({
    isLoggedIn: true,
    isAuthenticated: true,
    userData: user,
    loginType: 'user',
    hasWatchedSecureSport: state.hasWatchedSecureSport || user.videoViewed,
  })
}

/** docs/product-rules.md §4: none → guest via guest login, which sets authenticated and logged in. */
export function setGuestSession(label: string) {
  update({ isLoggedIn: true, isAuthenticated: true, userData: guestUser(label), loginType: 'guest' })
}

export function setHasWatchedSecureSport() {
  update({ hasWatchedSecureSport: true })
}

export function setPreferredTimezone(preferredTimezone: string) {
  update({ preferredTimezone })
}

/**
 * docs/product-rules.md §4: logout clears everything, the safe-sport flag included (the language stays: it is a
 * preference).
 */
export function clearSession() {
  update({
    isLoggedIn: false,
    isAuthenticated: false,
    userData: null,
    loginType: null,
    hasWatchedSecureSport: false,
    preferredTimezone: 'local',
    timezone: browserTimeZone(),
  })
}

/**
 * docs/product-rules.md §4: a stored guest logs in as the guest again on start (with the guest label of the current
 * language).
 */
export function restoreSessionOnStart(guestLabel: () => string) {
  if (state.loginType === 'guest') setGuestSession(guestLabel())
}
