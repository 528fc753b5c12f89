import { Component, type ReactNode } from 'react'
import { ErrorPage } from './error-page.tsx'

interface State {
  error: unknown
  failed: boolean
}

/**
 * Last line of defence around the whole app: fatal or unhandled render errors show the error page
 * (docs/product-rules.md §8).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main id="main" className="min-h-dvh px-4">
        <ErrorPage error={this.state.error} />
      </main>
    )
  }
}
