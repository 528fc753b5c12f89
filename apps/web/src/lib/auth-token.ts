import { NATIVE_CLIENT } from './api-origin.ts'

/**
 * Where the native client keeps its session token: the platform's secure storage in the shells
 * (platform/native/secure-token-store.ts), memory in tests. The web build has none: its session is the cookie.
 */
export interface TokenStore {
  read(): Promise<string | null>
  write(token: string | null): Promise<void>
}

/** A store that forgets on reload: tests, and the fallback when the secure storage cannot load. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial
  return {
    read: async () => token,
    write: async (next) => {
      token = next
    },
  }
}

let store: Promise<TokenStore> = Promise.resolve(memoryTokenStore())
let current: Promise<string | null> | null = null

/** Installs the store (main.tsx, before the first request of a native build; tests). */
export function installTokenStore(next: TokenStore | Promise<TokenStore>): void {
  store = Promise.resolve(next).catch((error: unknown) => {
    console.warn('Session token: the secure storage could not load; this session lasts until the app closes', error)
    return memoryTokenStore()
  })
  current = null
}

/** The native client's session token, or null (always null in the web build). */
export function authToken(): Promise<string | null> {
  if (!NATIVE_CLIENT) return Promise.resolve(null)
  current ??= store.then((s) => s.read()).catch(() => null)
  return current
}

/** Keeps (or, with null, forgets) the token: after a native login, a logout, a 401. */
export async function setAuthToken(token: string | null): Promise<void> {
  current = Promise.resolve(token)
  try {
    await (await store).write(token)
  } catch (error) {
    console.warn('Session token: could not be stored', error)
  }
}

/** The headers that carry the session of a native client: `Authorization: Bearer`, none otherwise. */
export async function authHeaders(): Promise<Record<string, string>> {
  const token = await authToken()
  return token ? { Authorization: `Bearer ${token}` } : {}
}
