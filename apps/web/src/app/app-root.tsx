import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { i18n } from 'i18next'
import { StrictMode, useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { AppErrorBoundary } from '../platform/errors/components/app-error-boundary.tsx'
import type { createAppRouter } from '../router.tsx'

interface Props {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
  i18n: i18n
}

/**
 * Marks the page as live once React has rendered (or hydrated) it: until then a server-rendered button shows but does
 * nothing, and the e2e suite waits for this before it taps anything (e2e/test.ts).
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = ''
  }, [])
  return null
}

/** The whole app, the same tree on the server (entry-server.tsx) and in the browser (main.tsx): hydration needs it. */
export function AppRoot({ queryClient, router, i18n }: Props) {
  return (
    <StrictMode>
      <ReadyMarker />
      <AppErrorBoundary>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </AppErrorBoundary>
    </StrictMode>
  )
}
