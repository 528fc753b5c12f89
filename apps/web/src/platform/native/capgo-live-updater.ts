import type { CapacitorUpdaterPlugin } from '@capgo/capacitor-updater'
import type { LiveBundle, LiveUpdater } from './live-updater.ts'

/** The part of capgo's plugin this adapter uses (a type only: native-shell.ts imports the plugin itself, lazily). */
export type CapgoPlugin = Pick<
  CapacitorUpdaterPlugin,
  'notifyAppReady' | 'getChannel' | 'setChannel' | 'getLatest' | 'current' | 'list' | 'download' | 'set'
>

/**
 * The live updater over `@capgo/capacitor-updater`, with the plugin's own automatic mode off (capacitor.config.ts):
 * the app drives each step so that the flow of docs/product-rules.md §4 (toast on start, a question on resume) decides
 * when to reload. Works the same against Capgo's cloud and a self-hosted `updateUrl`, which answer getLatest alike.
 */
export function capgoLiveUpdater(plugin: CapgoPlugin): LiveUpdater {
  return {
    async notifyAppReady() {
      await plugin.notifyAppReady()
    },

    async setChannel(channel) {
      // The shell keeps the channel across launches: ask the server to change it only when it differs.
      const { channel: current } = await plugin.getChannel()
      if (current === channel) return
      await plugin.setChannel({ channel })
    },

    async sync() {
      const latest = await plugin.getLatest()
      // No url: up to date, or the server refused (blocked, failed, below the native version); its error says why.
      if (!latest.url || latest.kind === 'up_to_date') return null
      const { bundle: running } = await plugin.current()
      if (latest.version === running.version) return null
      const { bundles } = await plugin.list()
      const known = bundles.find((bundle) => bundle.version === latest.version)
      // A bundle that already failed to start here would be rolled back again: skip it until a newer one is out.
      if (known?.status === 'error') return null
      // Downloaded before (the user answered "Later"): reuse it instead of fetching it again.
      const bundle =
        known && (known.status === 'pending' || known.status === 'success')
          ? known
          : await plugin.download({
              url: latest.url,
              version: latest.version,
              checksum: latest.checksum,
              sessionKey: latest.sessionKey,
              manifest: latest.manifest,
            })
      return { id: bundle.id, version: bundle.version }
    },

    async apply(bundle: LiveBundle) {
      // Switches bundles and reloads the web view: nothing after this line runs.
      await plugin.set({ id: bundle.id })
    },
  }
}
