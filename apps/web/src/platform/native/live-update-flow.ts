import type { AppLifecycle, LiveBundle, LiveUpdatePrompts, LiveUpdater } from './live-updater.ts'

/** How long the start toast ("please wait") is on screen before the web view reloads into the new bundle. */
export const ANNOUNCE_BEFORE_RELOAD_MS = 1500

export interface LiveUpdateFlowOptions {
  updater: LiveUpdater
  lifecycle: AppLifecycle
  prompts: LiveUpdatePrompts
  /** The release channel this build follows (see live-update-config.ts). */
  channel: string
  log?: Pick<Console, 'warn'>
  wait?: (ms: number) => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * docs/product-rules.md §4's native live update. On start: set the channel, sync, and when a new bundle came down, show
 * an info toast and reload into it. On each resume: sync, and when there is a new bundle, ask before reloading (the
 * user may be in the middle of something). Resolves once the start check is done, with a function that stops listening
 * for resumes.
 *
 * An update must never break the app it updates: every step that fails is logged and skipped, and the app carries on
 * with the bundle it has. A bundle the user declined is not offered again in this session; it stays downloaded, and the
 * next start (which reloads without asking) brings it in.
 */
export async function startLiveUpdates(options: LiveUpdateFlowOptions): Promise<() => void> {
  const { updater, lifecycle, prompts, channel, log = console, wait = sleep } = options
  let busy = false
  let declined: string | undefined

  /** Runs `step`, logging a failure instead of throwing it; null when it failed. */
  async function attempt<T>(what: string, step: () => Promise<T>): Promise<T | null> {
    try {
      return await step()
    } catch (error) {
      log.warn(`Live update: ${what} failed`, error)
      return null
    }
  }

  /** One check at a time: a resume during the start check (or while the question is open) is skipped. */
  async function exclusive(check: () => Promise<void>): Promise<void> {
    if (busy) return
    busy = true
    try {
      await check()
    } finally {
      busy = false
    }
  }

  const apply = (bundle: LiveBundle) => attempt('applying the bundle', () => updater.apply(bundle))

  const onStart = async () => {
    // First, so the shell keeps this bundle even if what follows fails (capgo rolls back a bundle that never says so).
    await attempt('notifyAppReady', () => updater.notifyAppReady())
    await attempt(`setting the channel ${channel}`, () => updater.setChannel(channel))
    const bundle = await attempt('sync', () => updater.sync())
    if (!bundle) return
    prompts.announce()
    await wait(ANNOUNCE_BEFORE_RELOAD_MS)
    await apply(bundle)
  }

  const onResume = async () => {
    const bundle = await attempt('sync', () => updater.sync())
    if (!bundle || bundle.id === declined) return
    const accepted = await attempt('asking the user', () => prompts.confirm())
    if (accepted) await apply(bundle)
    else declined = bundle.id
  }

  const unsubscribe = lifecycle.onResume(() => exclusive(onResume))
  await exclusive(onStart)
  return unsubscribe
}
