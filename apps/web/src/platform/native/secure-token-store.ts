import type { SecureStoragePluginPlugin } from 'capacitor-secure-storage-plugin'
import type { TokenStore } from '../../lib/auth-token.ts'

const KEY = 'podium.session'

/**
 * The native client's session token in the platform's secure storage (`capacitor-secure-storage-plugin`: the
 * Keychain on iOS, the Android Keystore-encrypted preferences on Android). The plugin rejects `get` of a missing key.
 */
export function secureTokenStore(plugin: Pick<SecureStoragePluginPlugin, 'get' | 'set' | 'remove'>): TokenStore {
  return {
    async read() {
      try {
        return (await plugin.get({ key: KEY })).value || null
      } catch {
        return null
      }
    },
    async write(token) {
      if (token) await plugin.set({ key: KEY, value: token })
      else await plugin.remove({ key: KEY }).catch(() => undefined)
    },
  }
}

/** Loads the plugin (its own chunk) and wraps it: main.tsx installs this before the first request of a native build. */
export async function loadSecureTokenStore(): Promise<TokenStore> {
  const { SecureStoragePlugin } = await import('capacitor-secure-storage-plugin')
  return secureTokenStore(SecureStoragePlugin)
}
