// On a page the server rendered (decision 060), starts the app only once that page has been painted: the browser
// shows the server's markup first, then downloads and runs the app's code, which hydrates it. The server puts this
// script in place of the app's entry (apps/server: spa.routes.ts) and names the entry and its modules in data-entry
// and data-preload; the app shell, which shows nothing without the code, loads the entry directly.
;(() => {
  const self = document.currentScript
  const entry = self?.dataset.entry
  if (!entry) return
  const preloads = (self.dataset.preload || '').split(' ').filter(Boolean)
  let started = false
  let observer
  const start = () => {
    if (started) return
    started = true
    if (observer) observer.disconnect()
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.appendChild(script)
    setTimeout(() => preloadFrom(0), 0)
  }
  // The entry first, then its modules a few links per task: each request a link starts costs the main thread one to
  // two milliseconds (several on a throttled phone), so the whole list at once made one long task (decision 061).
  const PRELOADS_PER_TASK = 3
  const preloadFrom = (index) => {
    if (index >= preloads.length) return
    const links = document.createDocumentFragment()
    for (const href of preloads.slice(index, index + PRELOADS_PER_TASK)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      links.appendChild(link)
    }
    document.head.appendChild(links)
    setTimeout(() => preloadFrom(index + PRELOADS_PER_TASK), 0)
  }
  // A hidden tab paints nothing; a browser that reports no paint gets a frame's worth of patience; and should the
  // report never come, three seconds.
  if (document.visibilityState === 'hidden') return start()
  setTimeout(start, 3000)
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0))
    return
  }
  observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start()
  })
  observer.observe({ type: 'paint', buffered: true })
})()
