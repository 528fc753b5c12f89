/**
 * The live-update engine as the flow of docs/product-rules.md §4 needs it. The real one is capgo's native plugin
 * (capgo-live-updater.ts); the tests drive the flow with fake-live-updater.ts, since the plugin only works inside the
 * iOS and Android shells.
 */

/** A web bundle the native shell can run: capgo's bundle id and the version it was uploaded as. */
export interface LiveBundle {
  id: string
  version: string
}

export interface LiveUpdater {
  /** Tells the shell this bundle started; without it the shell rolls back to the previous bundle. */
  notifyAppReady(): Promise<void>
  /** Puts this device on a release channel (docs/product-rules.md §7: the channel comes from config). */
  setChannel(channel: string): Promise<void>
  /**
   * Asks the channel for its bundle and downloads it when it differs from the running one (docs/product-rules.md §7's
   * sync and its nextBundleId). Resolves with the downloaded bundle, or null when the app is up to date.
   */
  sync(): Promise<LiveBundle | null>
  /** Switches to the bundle now: the web view reloads into it. */
  apply(bundle: LiveBundle): Promise<void>
}

/** The app's life in the shell; only the return to the foreground matters here. */
export interface AppLifecycle {
  /** Calls `listener` each time the app comes back to the foreground; returns the unsubscribe. */
  onResume(listener: () => void | Promise<void>): () => void
}

/** What the user sees. */
export interface LiveUpdatePrompts {
  /** On start: an info toast, "Update available, please wait…", shown just before the reload. */
  announce(): void
  /** On resume: asks whether to install the update now; resolves true only when the user accepts. */
  confirm(): Promise<boolean>
}
