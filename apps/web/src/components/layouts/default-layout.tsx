import type { ReactNode } from 'react'

/** No chrome: widgets embedded in other pages and the developer page (docs/product-rules.md §1). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      {children}
    </main>
  )
}
