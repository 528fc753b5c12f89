/** Where "Not now" is remembered (docs/product-rules.md §4: cancelling stores a flag in local storage). */
export const INSTALL_CANCELLED_KEY = 'podium.install.cancelled'

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library: it is not a web standard). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable'

export interface InstallPrompt {
  subscribe(listener: () => void): () => void
  /** The app can be installed and the user has not said "Not now". */
  isAvailable(): boolean
  /** Shows the browser's install dialog and returns the user's choice (docs/product-rules.md §4). */
  install(): Promise<InstallOutcome>
  /** "Not now": hides the prompt for good on this device. */
  cancel(): void
}

interface Options {
  /** Where the browser fires its install events (the window). */
  target: EventTarget
  /** Local storage, read when needed: reading it throws in some sandboxed frames. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'>
  /** Running as an installed app already (standalone display, the native shell): no prompt. */
  isInstalled: () => boolean
  log?: Pick<Console, 'warn'>
}

/**
 * docs/product-rules.md §4's install prompt: available once the browser fires `beforeinstallprompt` (its own
 * mini-infobar is suppressed, the app shows its prompt instead); cleared when the app is installed or the user cancels,
 * which stores a flag in local storage. Declining in the browser's own dialog counts as cancelling too: the event can
 * be used only once, and asking again after a clear "no" would nag.
 */
export function createInstallPrompt({ target, storage, isInstalled, log = console }: Options): InstallPrompt {
  let deferred: BeforeInstallPromptEvent | null = null
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }

  const cancelled = () => {
    try {
      return storage().getItem(INSTALL_CANCELLED_KEY) === 'true'
    } catch {
      return false
    }
  }
  const storeCancelled = () => {
    try {
      storage().setItem(INSTALL_CANCELLED_KEY, 'true')
    } catch {
      // Storage refused (private mode, a full quota): the prompt still goes away for this visit.
    }
  }

  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    notify()
  })
  target.addEventListener('appinstalled', () => {
    deferred = null
    notify()
  })

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isAvailable: () => deferred !== null && !cancelled() && !isInstalled(),
    async install() {
      const event = deferred
      if (!event) return 'unavailable'
      // The browser lets an event prompt once: the app's prompt goes away while the browser's dialog is open.
      deferred = null
      notify()
      try {
        await event.prompt()
        const { outcome } = await event.userChoice
        if (outcome === 'dismissed') storeCancelled()
        return outcome
      } catch (error) {
        log.warn('The install prompt could not be shown', error)
        return 'unavailable'
      }
    },
    cancel() {
      storeCancelled()
      deferred = null
      notify()
    },
  }
}

/** Input that shows a person is using the page (not scroll: the app scrolls by itself on navigation). */
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const

export interface FirstInteraction {
  subscribe(listener: () => void): () => void
  happened(): boolean
}

/**
 * Whether the visitor has touched, clicked, typed or scrolled with the wheel yet. The install card waits for it: an
 * offer that pops up over the content on arrival is the pattern web.dev warns against (it hides what the visitor
 * came for, and on phones it became the page's largest paint, so the first screen counted as 1 s slower).
 */
export function watchFirstInteraction(target: EventTarget): FirstInteraction {
  let happened = false
  const listeners = new Set<() => void>()
  const onInput = () => {
    if (happened) return
    happened = true
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, onInput, { capture: true })
    for (const listener of listeners) listener()
  }
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, onInput, { capture: true, passive: true })
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    happened: () => happened,
  }
}
