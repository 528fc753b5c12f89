/*
 * Web Push in the service worker (decision 056), imported by the generated worker (build/pwa.ts `importScripts`).
 * The server sends { title, body, url, tag, kind } encrypted for this browser; one notification per unit (`tag`),
 * a newer alert replacing the older; a tap opens the unit in an open window of the app, or a new one.
 */
self.addEventListener('push', (event) => {
  let message
  try {
    message = event.data ? event.data.json() : null
  } catch {
    message = null
  }
  if (!message || typeof message.title !== 'string') return
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      renotify: message.kind === 'result' || message.kind === 'medal' || message.kind === 'corrected',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin)
      if (open) return open.navigate(url).then((w) => (w ?? open).focus())
      return self.clients.openWindow(url)
    }),
  )
})
