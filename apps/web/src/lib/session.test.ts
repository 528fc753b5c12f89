import { afterEach, describe, expect, it, vi } from 'vitest'

/** A stand-in for the browser's localStorage, filled before the session module loads (it reads at load). */
function storage(entries: Record<string, string>) {
  const values = new Map(Object.entries(entries))
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  })
}

const loadSession = async () => {
  vi.resetModules()
  return import('./session.ts')
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the session a page hydrates with', () => {
  it("is the server's signed-out snapshot itself for a visitor with nothing stored (no re-render after hydrating)", async () => {
    storage({})
    const { getSession, SIGNED_OUT } = await loadSession()
    expect(getSession()).toBe(SIGNED_OUT)
    expect(getSession().isLoggedIn).toBe(false)
    // The zone is found when first read: the browser's own.
    expect(getSession().timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('is the stored session for a guest, with the stored zone', async () => {
    storage({ isLoggedIn: 'true', loginType: 'guest', userTimezone: 'Asia/Baku' })
    const { getSession, SIGNED_OUT } = await loadSession()
    expect(getSession()).not.toBe(SIGNED_OUT)
    expect(getSession()).toMatchObject({ isLoggedIn: true, loginType: 'guest', timezone: 'Asia/Baku' })
  })

  it('leaves the snapshot when the session changes, and writes the change down', async () => {
    storage({})
    const { getSession, SIGNED_OUT, clearSession } = await loadSession()
    clearSession()
    expect(getSession()).not.toBe(SIGNED_OUT)
    expect(getSession()).toMatchObject({ isLoggedIn: false, loginType: null })
    expect(localStorage.getItem('isLoggedIn')).toBe('false')
  })
})
