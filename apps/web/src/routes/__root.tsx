import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootLayout } from '../app/root-layout.tsx'
import { RootErrorPage } from '../app/route-error-page.tsx'
import { currentLocale } from '../i18n/i18n.ts'
import { guardNavigation } from '../lib/route-guard.ts'
import type { RouterContext } from '../lib/router-context.ts'
import { configQueries } from '../platform/config/api.ts'
import { NotFoundPage } from '../platform/errors/components/not-found-page.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => guardNavigation(context.queryClient, location.href),
  // Not awaited: the shell paints at once and the header fills in the games' name when it arrives.
  loader: ({ context }) => void context.queryClient.prefetchQuery(configQueries.detail(currentLocale())),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
})
