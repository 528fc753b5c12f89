import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorPage } from '../platform/errors/components/error-page.tsx'
import { isChunkLoadError } from '../platform/updates/build-check.ts'
import { reloadAfterChunkError } from '../platform/updates/chunk-reload.ts'

/** Errors of a page: shown inside the layout, so the navigation stays usable. A stale chunk reloads instead. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  if (isChunkLoadError(error) && reloadAfterChunkError()) return null
  return <ErrorPage error={error} />
}

/** Errors of the root route itself: no layout left to render into, so the page brings its own landmark. */
export function RootErrorPage({ error }: ErrorComponentProps) {
  return (
    <main id="main" className="min-h-dvh px-4">
      <ErrorPage error={error} />
    </main>
  )
}
