import type { AnyRouter } from '@tanstack/react-router'

/** docs/product-rules.md §2/§9: after a navigation to another path the content scrolls to the top over 500 ms. */
export const SCROLL_TO_TOP_MS = 500

/** Where the page is `elapsed` ms into the scroll from `start` px (an ease-out curve: fast first, gentle landing). */
export function scrollOffsetAt(start: number, elapsed: number, duration = SCROLL_TO_TOP_MS): number {
  const progress = Math.min(1, Math.max(0, elapsed / duration))
  return Math.round(start * (1 - progress) ** 3)
}

/** Scrolls the window to the top; reduced motion jumps at once. The reader's own scrolling cancels it. */
export function animateScrollToTop(duration = SCROLL_TO_TOP_MS): void {
  const start = window.scrollY
  if (start <= 0) return
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0)
    return
  }
  let cancelled = false
  const cancel = () => {
    cancelled = true
  }
  const events = ['wheel', 'touchstart', 'keydown'] as const
  for (const name of events) window.addEventListener(name, cancel, { once: true, passive: true })
  const began = performance.now()
  const step = (now: number) => {
    if (cancelled) return
    const elapsed = now - began
    window.scrollTo(0, scrollOffsetAt(start, elapsed, duration))
    if (elapsed < duration) requestAnimationFrame(step)
    else for (const name of events) window.removeEventListener(name, cancel)
  }
  requestAnimationFrame(step)
}

let animateNextRender = false

interface HistoryChange {
  location: { pathname: string }
  action: { type: string }
}

/**
 * The router's scroll restoration keeps back and forward (positions restored) and same-path changes; a new page
 * (a push to another path) is left to the 500 ms scroll instead of the router's instant jump.
 */
export function routerScrollRestoration(): boolean {
  return !animateNextRender
}

export function installScrollToTop(router: AnyRouter): () => void {
  let path = router.history.location.pathname
  const stopHistory = router.history.subscribe(({ location, action }: HistoryChange) => {
    animateNextRender = action.type === 'PUSH' && location.pathname !== path
    path = location.pathname
  })
  const stopRendered = router.subscribe('onRendered', () => {
    if (animateNextRender) animateScrollToTop()
  })
  return () => {
    stopHistory()
    stopRendered()
  }
}
