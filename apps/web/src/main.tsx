import { isNativePlatform } from '@podium/domain'
import { type DehydratedState, hydrate } from '@tanstack/react-query'
import i18next from 'i18next'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppRoot } from './app/app-root.tsx'
import { currentLocale, initI18n, setPortugueseVariant, variantOfTag } from './i18n/i18n.ts'
import { bindLocaleToUrl, startLocale } from './i18n/locale-url.ts'
import { installTokenStore } from './lib/auth-token.ts'
import { noteCachedPageData } from './lib/data-freshness.ts'
import { nextTask } from './lib/idle-steps.ts'
import { currentPlatform } from './lib/platform.ts'
import { createQueryClient } from './lib/query-client.ts'
import { liveSinceOf, pageArrivedAt, receivedAt, SERVER_STATE_ID } from './lib/server-state.ts'
import { configQueries } from './platform/config/api.ts'
import { liveConnection } from './platform/live/live-client.ts'
import { installScrollToTop } from './platform/scroll/scroll-to-top.ts'
import { createAppRouter } from './router.tsx'
import './styles.css'

const queryClient = createQueryClient()
// A native build keeps its session token in the platform's secure storage; requests wait for it to load.
if (import.meta.env.VITE_API_ORIGIN)
  installTokenStore(import('./platform/native/secure-token-store.ts').then((m) => m.loadSecureTokenStore()))

async function start(): Promise<void> {
  // The modules' own evaluation is a task of its own; then the language: it may rewrite the address, which the
  // router then reads.
  await nextTask()
  setPortugueseVariant(variantOfTag(document.documentElement.getAttribute('lang')))
  await initI18n(startLocale())
  // The start is cut into tasks (messages; router; route code; hydration): run back to back, its parts made one task
  // of about a tenth of a second on a mid-range phone, in which a tap waited (decision 061).
  await nextTask()
  const router = createAppRouter(queryClient)
  bindLocaleToUrl(router)
  installScrollToTop(router)
  const container = document.getElementById('root')
  if (!container) throw new Error('The #root element is missing from index.html')
  const app = <AppRoot queryClient={queryClient} router={router} i18n={i18next} />
  // A page the server rendered (decision 060): its answers come with it, and the route's code is loaded before
  // hydrating, so the first render in the browser is the server's markup. The app shell (offline, a personal page)
  // renders from scratch.
  const serverState = document.getElementById(SERVER_STATE_ID)
  const serverRendered = Boolean(serverState?.textContent && container.firstElementChild)
  if (serverRendered && serverState?.textContent) {
    const state = JSON.parse(serverState.textContent) as DehydratedState
    const keptOffline = serverState.hasAttribute('data-from-cache')
    hydrate(queryClient, keptOffline ? state : receivedAt(state, pageArrivedAt()))
    const since = liveSinceOf(serverState)
    if (since !== undefined) liveConnection.resumeAfter(since)
    if (keptOffline && state.queries.length > 0) {
      noteCachedPageData(Math.min(...state.queries.map((query) => query.state.dataUpdatedAt)))
    }
  }
  // Start the config request now rather than after the first render (the root loader finds it in flight); a page
  // the server rendered brought it along, and then nothing is fetched.
  void queryClient.prefetchQuery(configQueries.detail(currentLocale()))
  if (serverRendered) {
    // What the router's own SSR client does (router-core hydrate()): marks the first render as a hydration, so the
    // route tree is rendered as the server did, without the Suspense boundaries of a client start. Its bootstrap
    // script (window.$_TSR) is not used: an inline script the CSP refuses, and a page kept in the HTML cache cannot
    // carry a per-response nonce.
    router.ssr = { manifest: undefined }
    await nextTask()
    await router.load()
    await nextTask()
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page: a tap during it is answered, and a slow phone shows no long task (decision 061).
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    createRoot(container).render(app)
  }
}

void start()
// Only in the iOS and Android shells: live updates (docs/native.md) load in their own chunk, never on the web.
if (isNativePlatform(currentPlatform()))
  void import('./platform/native/native-shell.ts').then((m) => m.startNativeShell((key) => i18next.t(key)))
