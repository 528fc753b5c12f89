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
