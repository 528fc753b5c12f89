import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { RouteErrorPage } from './app/route-error-page.tsx'
import { localeRewrite } from './i18n/locale-url.ts'
import { NotFoundPage } from './platform/errors/components/not-found-page.tsx'
import { routerScrollRestoration } from './platform/scroll/scroll-to-top.ts'
import { routeTree } from './routeTree.gen.ts'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query decides freshness (docs/product-rules.md §9: 5 s); the router must not cache loader results on top
    // of it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // Back and forward restore positions; a new page scrolls up over 500 ms (platform/scroll).
    scrollRestoration: routerScrollRestoration,
    // The interface language's URL segment (PODIUM_LOCALE_STRATEGY) is outside the route tree.
    rewrite: localeRewrite,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
