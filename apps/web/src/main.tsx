import { isNativePlatform } from '@podium/domain'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import i18next from 'i18next'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { currentLocale, initI18n } from './i18n/i18n.ts'
import { bindLocaleToUrl, startLocale } from './i18n/locale-url.ts'
import { installTokenStore } from './lib/auth-token.ts'
import { currentPlatform } from './lib/platform.ts'
import { createQueryClient } from './lib/query-client.ts'
import { configQueries } from './platform/config/api.ts'
import { AppErrorBoundary } from './platform/errors/components/app-error-boundary.tsx'
import { installScrollToTop } from './platform/scroll/scroll-to-top.ts'
import { createAppRouter } from './router.tsx'
import './styles.css'

const queryClient = createQueryClient()
// A native build keeps its session token in the platform's secure storage; requests wait for it to load.
if (import.meta.env.VITE_API_ORIGIN)
  installTokenStore(import('./platform/native/secure-token-store.ts').then((m) => m.loadSecureTokenStore()))

async function start(): Promise<void> {
  // The language first: it may rewrite the address, which the router then reads.
  await initI18n(startLocale())
  const router = createAppRouter(queryClient)
  bindLocaleToUrl(router)
  installScrollToTop(router)
  // Start the config request now rather than after the first render; the root loader finds it in flight.
  void queryClient.prefetchQuery(configQueries.detail(currentLocale()))
  const container = document.getElementById('root')
  if (!container) throw new Error('The #root element is missing from index.html')
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>,
  )
}

void start()
// Only in the iOS and Android shells: live updates (docs/native.md) load in their own chunk, never on the web.
if (isNativePlatform(currentPlatform()))
  void import('./platform/native/native-shell.ts').then((m) => m.startNativeShell((key) => i18next.t(key)))
