import type { AppPlugin } from '@capacitor/app'
import type { AppLifecycle } from './live-updater.ts'

/** The app's foreground events from `@capacitor/app` (a type only: native-shell.ts imports the plugin, lazily). */
export function capacitorAppLifecycle(app: Pick<AppPlugin, 'addListener'>): AppLifecycle {
  return {
    onResume(listener) {
      const handle = app.addListener('resume', () => void listener())
      return () => void handle.then((h) => h.remove())
    },
  }
}
