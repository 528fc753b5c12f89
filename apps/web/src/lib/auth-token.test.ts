import { afterEach, describe, expect, it, vi } from 'vitest'

/** The modules as a native build sees them (VITE_API_ORIGIN is read when they load). */
async function nativeBuild() {
  vi.stubEnv('VITE_API_ORIGIN', 'https://games.example')
  vi.resetModules()
  const tokens = await import('./auth-token.ts')
  const client = await import('./api-client.ts')
  return { ...tokens, ...client }
}

function answering(status: number) {
  const calls: { url: string; headers: Record<string, string> }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> })
    return new Response(status === 204 ? null : '{}', { status })
  })
  return calls
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('the native client session', () => {
  it('calls the API origin with the stored token as a Bearer header', async () => {
    const { installTokenStore, memoryTokenStore, apiRequest } = await nativeBuild()
    installTokenStore(memoryTokenStore('t0k3n'))
    const calls = answering(200)
    await apiRequest('/api/v1/auth/me', { lang: 'pt' })
    expect(calls).toEqual([
      {
        url: 'https://games.example/api/v1/auth/me?lang=pt',
        headers: { Accept: 'application/json', Authorization: 'Bearer t0k3n' },
      },
    ])
  })

  it('forgets the token on a 401, in memory and in the store', async () => {
    const { installTokenStore, memoryTokenStore, apiRequest, authToken } = await nativeBuild()
    const store = memoryTokenStore('expired')
    installTokenStore(store)
    answering(401)
    await expect(apiRequest('/api/v1/auth/me')).rejects.toMatchObject({ status: 401 })
    expect(await authToken()).toBeNull()
    expect(await store.read()).toBeNull()
  })

  it('falls back to memory when the secure storage cannot load', async () => {
    const { installTokenStore, setAuthToken, authToken } = await nativeBuild()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    installTokenStore(Promise.reject(new Error('no plugin')))
    await setAuthToken('kept for now')
    expect(await authToken()).toBe('kept for now')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('sends no token and keeps relative paths in the web build', async () => {
    vi.resetModules()
    const { installTokenStore, memoryTokenStore } = await import('./auth-token.ts')
    const { apiRequest } = await import('./api-client.ts')
    installTokenStore(memoryTokenStore('ignored'))
    const calls = answering(200)
    await apiRequest('/api/v1/config', { lang: 'pt' })
    expect(calls).toEqual([{ url: '/api/v1/config?lang=pt', headers: { Accept: 'application/json' } }])
  })
})
