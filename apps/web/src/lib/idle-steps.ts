/**
 * Runs `steps` after `delayMs`, each in its own idle moment of the main thread (Safari has no requestIdleCallback:
 * a timer stands in), so work that can wait never makes one long task a tap would queue behind. Returns a cancel.
 */
export function runWhenIdle(delayMs: number, steps: readonly (() => void)[]): () => void {
  let cancelled = false
  let cancelPending = () => {}
  const next = (index: number) => {
    if (cancelled || index >= steps.length) return
    const run = () => {
      if (cancelled) return
      steps[index]?.()
      next(index + 1)
    }
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(run, { timeout: 2000 })
      cancelPending = () => window.cancelIdleCallback(idle)
    } else {
      const timer = window.setTimeout(run, 0)
      cancelPending = () => window.clearTimeout(timer)
    }
  }
  const timer = window.setTimeout(() => next(0), delayMs)
  return () => {
    cancelled = true
    window.clearTimeout(timer)
    cancelPending()
  }
}

/**
 * Lets the browser run what is waiting (a tap, a frame) before going on: `scheduler.yield()` where the browser has
 * it, else a new task. Work split at these points shows as several short tasks instead of one long one.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
