import type { ReactNode } from 'react'
import { ConnectionBanner } from '../../platform/live/connection-indicator.tsx'
import { SkipLink } from './skip-link.tsx'

interface Props {
  brand: ReactNode
  actions: ReactNode
  /** Desktop navigation, shown from the lg breakpoint. */
  sideNav: ReactNode
  /** Phone navigation, shown below the lg breakpoint. */
  bottomNav: ReactNode
  children: ReactNode
}

/** The app chrome (docs/product-rules.md §1 main layout): header, responsive navigation and the main landmark. */
export function MainLayout({ brand, actions, sideNav, bottomNav, children }: Props) {
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="print:hidden sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
          <div className="min-w-0">{brand}</div>
          <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">{actions}</div>
        </div>
        <ConnectionBanner />
      </header>
      <div className="mx-auto flex max-w-7xl">
        <aside className="print:hidden sticky top-16 hidden h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto border-r border-line py-6 pr-4 pl-6 lg:block">
          {sideNav}
        </aside>
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 pt-6 pb-28 outline-none sm:px-6 lg:px-8 lg:pt-8 lg:pb-12 print:p-0"
        >
          {children}
        </main>
      </div>
      <div className="lg:hidden print:hidden">{bottomNav}</div>
    </div>
  )
}
