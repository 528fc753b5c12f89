import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorPage } from '../features/errors/components/error-page.tsx'

/** Errors of a page: shown inside the layout, so the navigation stays usable. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
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
