import { capacitorAppLifecycle } from './capacitor-app-lifecycle.ts'
import { capgoLiveUpdater } from './capgo-live-updater.ts'
import { readLiveUpdateConfig } from './live-update-config.ts'
import { startLiveUpdates } from './live-update-flow.ts'
import { type Translate, toastPrompts } from './live-update-prompts.ts'

/** What Capacitor's native bridge puts on `window` inside the iOS and Android shells. */
interface CapacitorBridge {
  isNativePlatform?: () => boolean
}

/**
 * The native shell's start-up, loaded by main.tsx only when the platform is ios or android (lib/platform.ts). This
 * module and the Capacitor plugins it imports are their own chunks, so the web's first load carries none of them.
 * `t` is i18next's, passed in rather than imported here: importing i18next from this chunk would make the bundler
 * split it out of the shared i18n chunk, one more request on every web page.
 */
export async function startNativeShell(t: Translate): Promise<void> {
  // The bridge's own answer: e2e tests run screens "as Android" with a stand-in window.Capacitor that has no bridge.
  const bridge = (window as { Capacitor?: CapacitorBridge }).Capacitor
  if (bridge?.isNativePlatform?.() !== true) return
  try {
    const [{ CapacitorUpdater }, { App }] = await Promise.all([
      import('@capgo/capacitor-updater'),
      import('@capacitor/app'),
    ])
    const updater = capgoLiveUpdater(CapacitorUpdater)
    const config = readLiveUpdateConfig(import.meta.env)
    if (!config.enabled) {
      // Still confirm this bundle started, or the shell would roll back a bundle that was itself a live update.
      await updater.notifyAppReady()
      return
    }
    await startLiveUpdates({
      updater,
      lifecycle: capacitorAppLifecycle(App),
      prompts: toastPrompts(t),
      channel: config.channel,
    })
  } catch (error) {
    // The shell works without live updates; never let them break the start.
    console.warn('Native shell: live updates could not start', error)
  }
}
