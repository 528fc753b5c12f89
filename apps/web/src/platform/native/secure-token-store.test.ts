import { describe, expect, it } from 'vitest'
import { secureTokenStore } from './secure-token-store.ts'

/** The plugin over a map; like the real one, `get` of a missing key rejects. */
function fakeSecureStorage() {
  const items = new Map<string, string>()
  return {
    items,
    plugin: {
      get: async ({ key }: { key: string }) => {
        const value = items.get(key)
        if (value === undefined) throw new Error('Item with given key does not exist')
        return { value }
      },
      set: async ({ key, value }: { key: string; value: string }) => {
        items.set(key, value)
        return { value: true }
      },
      remove: async ({ key }: { key: string }) => {
        if (!items.delete(key)) throw new Error('Item with given key does not exist')
        return { value: true }
      },
    },
  }
}

describe('secure token store', () => {
  it('keeps, reads and forgets the session token; nothing stored reads as null', async () => {
    const { items, plugin } = fakeSecureStorage()
    const store = secureTokenStore(plugin)
    expect(await store.read()).toBeNull()
    await store.write('t0k3n')
    expect(await store.read()).toBe('t0k3n')
    expect([...items.keys()]).toEqual(['podium.session'])
    await store.write(null)
    expect(await store.read()).toBeNull()
    await expect(store.write(null)).resolves.toBeUndefined()
  })
})
