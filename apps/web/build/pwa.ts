import { VitePWA } from 'vite-plugin-pwa'

/**
 * The service worker (Workbox through vite-plugin-pwa): the app shell is precached; pages and public API reads are
 * network-first with a cached copy for offline (marked with the header `x-podium-from-cache`, read by src/lib/data-freshness.ts); per-user and live endpoints are never
 * cached. Navigations are not answered from a precached index.html while online, so unknown pages keep their 404.
 */
export function podiumPwa() {
  return VitePWA({
    // Registered by public/register-sw.js (in index.html), after the first page has loaded and settled.
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      id: '/',
      name: 'Podium — Jogos Escolares da Juventude',
      short_name: 'Podium',
      description: 'Calendário, resultados ao vivo, medalhas e participantes dos jogos.',
      lang: 'pt',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0b1220',
      theme_color: '#1d4ed8',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html}', 'favicon.svg', 'icons/*.png'],
      // The heavy, rarely opened chunks (charts, map, QR decoder, My day's PDF writer) are cached when first used, not
      // at install: a cheap phone on a slow network should not download them up front.
      globIgnores: [
        '**/embed.js',
        'builds/**',
        '**/chart-panels-*.js',
        '**/places-map-*.js',
        '**/jsQR-*.js',
        '**/my-day-pdf-*.js',
      ],
      navigateFallback: null,
      // Web Push: the notification and its tap (public/push-handler.js, decision 056).
      importScripts: ['/push-handler.js'],
      // A new worker takes over at once (the update toast of platform/updates then offers the reload).
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'podium-pages',
            // No time limit (decision 060): online, a page is the server's fresh rendering, however slow the network;
            // the copy kept here answers only when the network fails, and says so (below).
            expiration: { maxEntries: 60 },
            plugins: [
              {
                // A server-rendered page from this cache is marked, so the app labels its data with its age rather
                // than calling it current (src/main.tsx). Serialised into sw.js: the attribute is written out.
                cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                  if (!cachedResponse) return null
                  const html = (await cachedResponse.text()).replace(
                    'id="podium-state"',
                    'id="podium-state" data-from-cache',
                  )
                  return new Response(html, {
                    status: cachedResponse.status,
                    statusText: cachedResponse.statusText,
                    headers: cachedResponse.headers,
                  })
                },
                // Offline on a page never opened before: the app shell still starts (its router shows the page).
                handlerDidError: async () =>
                  (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
              },
            ],
          },
        },
        {
          urlPattern: ({ url, request }) =>
            request.method === 'GET' &&
            url.pathname.startsWith('/api/v1/') &&
            // Whole path segments: `me` must not catch `medals` and `medallists`, which are public and cached.
            !/^\/api\/v1\/(live|auth|me|access-log|audit-log|admin|odf|trivia|qr|feedback|ranking|health)(?:\/|$)/.test(
              url.pathname,
            ),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'podium-api',
            networkTimeoutSeconds: 6,
            // "Network" must mean the server (a cheap 304 by ETag): offline, the browser's HTTP cache would still
            // answer reads within their max-age (reference lists: 60 s) without the from-cache header, and the
            // screen would call that data current (e2e/pwa.spec.ts).
            fetchOptions: { cache: 'no-cache' },
            expiration: { maxEntries: 400, maxAgeSeconds: 14 * 86_400 },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // Serialised into sw.js: it cannot import, hence the header's name written out.
                cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                  if (!cachedResponse) return null
                  const headers = new Headers(cachedResponse.headers)
                  headers.set('x-podium-from-cache', '1')
                  return new Response(await cachedResponse.blob(), {
                    status: cachedResponse.status,
                    statusText: cachedResponse.statusText,
                    headers,
                  })
                },
              },
            ],
          },
        },
        {
          // Hashed file names never change content: once fetched, a chunk is served from the cache.
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'podium-assets', expiration: { maxEntries: 120, maxAgeSeconds: 60 * 86_400 } },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/flags/') || url.pathname.startsWith('/images/'),
          handler: 'CacheFirst',
          options: { cacheName: 'podium-images', expiration: { maxEntries: 400, maxAgeSeconds: 30 * 86_400 } },
        },
      ],
    },
  })
}
