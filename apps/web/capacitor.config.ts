/// <reference types="@capgo/capacitor-updater" />
import type { CapacitorConfig } from '@capacitor/cli'

/*
 * The iOS and Android shells (Capacitor 7) around the same web bundle the server serves: `npm run build` writes
 * apps/web/dist, `npx cap sync` copies it into the native projects. How to build and publish: docs/native.md.
 *
 * Read by the Capacitor CLI under Node, at `cap sync` time; these variables are the release's, not the device's:
 *   PODIUM_LIVE_UPDATE_CHANNEL  the channel a fresh install starts on (default production)
 *   PODIUM_LIVE_UPDATE_URL      a self-hosted update endpoint instead of Capgo's cloud
 *   CAP_SERVER_URL              development only: load a dev server (live reload) instead of the bundle
 */
const env = process.env
const devServer = env.CAP_SERVER_URL
const selfHosted = env.PODIUM_LIVE_UPDATE_URL

const config: CapacitorConfig = {
  appId: 'app.podium.companion',
  appName: 'Podium',
  webDir: 'dist',
  server: {
    // https://localhost on both platforms: a secure context (camera for the QR scan, service worker, crypto).
    hostname: 'localhost',
    androidScheme: 'https',
    iosScheme: 'capacitor',
    ...(devServer ? { url: devServer, cleartext: devServer.startsWith('http:') } : {}),
  },
  plugins: {
    CapacitorUpdater: {
      // The app drives the updater itself (src/platform/native/live-update-flow.ts): the toast on start and the
      // question on resume of docs/product-rules.md §4 decide when to reload, so the plugin's automatic mode stays off.
      autoUpdate: false,
      // notifyAppReady is the flow's first step; a bundle that does not call it in time is rolled back.
      appReadyTimeout: 10_000,
      defaultChannel: env.PODIUM_LIVE_UPDATE_CHANNEL || 'production',
      // After an update the user stays on the page they were on.
      keepUrlPathAfterReload: true,
      ...(selfHosted ? { updateUrl: selfHosted, statsUrl: '' } : {}),
    },
  },
}

export default config
