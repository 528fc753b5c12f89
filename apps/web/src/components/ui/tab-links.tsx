import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ScrollFades, scrollIntoStrip, useHiddenEnds } from './scroll-fades.tsx'

interface Props {
  label: string
  tabs: readonly { to: string; label: string; active: boolean }[]
}

/** Tabs that are pages: links, the current one marked, scrolling sideways on phones with a fade where more hide. */
export function TabLinks({ label, tabs }: Props) {
  const { ref: nav, ends, measure } = useHiddenEnds()
  const active = tabs.find((tab) => tab.active)?.to
  // On a phone the strip scrolls: bring the current tab into view rather than leave it off-screen.
  useEffect(() => {
    const strip = nav.current
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!strip || !current || !active) return
    scrollIntoStrip(strip, current)
    measure()
  }, [active, nav, measure])
  return (
    <div className="relative -mx-1">
      <nav ref={nav} aria-label={label} onScroll={measure} className="relative overflow-x-auto px-1">
        <ul className="flex min-w-max gap-1 border-b border-line">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link
                // Paths built from data: the typed-route check cannot apply (see components/ui/path-link.tsx).
                to={tab.to as '/'}
                activeOptions={{ exact: true, includeSearch: false }}
                aria-current={tab.active ? 'page' : undefined}
                // A tab reached with the keyboard scrolls into view, clear of the fades.
                className={`-mb-px block scroll-mx-10 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition ${
                  tab.active ? 'border-brand text-brand-strong' : 'border-transparent text-ink-muted hover:text-ink'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ScrollFades ends={ends} />
    </div>
  )
}
