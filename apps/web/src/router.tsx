import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { RouteErrorPage } from './app/route-error-page.tsx'
import { localeRewrite } from './i18n/locale-url.ts'
import { NotFoundPage } from './platform/errors/components/not-found-page.tsx'
import { routerScrollRestoration } from './platform/scroll/scroll-to-top.ts'
import { routeTree } from './routeTree.gen.ts'

/** `history`: the browser's by default; the server-side render passes a memory history of the requested address. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    // The server-side render: its memory history, and no scroll-restoration script (an inline script the CSP refuses;
    // the browser restores scroll positions itself).
    ...(history ? { history, scrollRestoration: false } : { scrollRestoration: routerScrollRestoration }),
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query decides freshness (docs/product-rules.md §9: 5 s); the router must not cache loader results on top
    // of it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // The interface language's URL segment (PODIUM_LOCALE_STRATEGY) is outside the route tree.
    rewrite: localeRewrite,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
