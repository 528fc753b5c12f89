import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'

interface Props {
  label: string
  tabs: readonly { to: string; label: string; active: boolean }[]
}

/** Which ends of a sideways strip hide tabs (issue 16: 3 of 7 tabs showed on a 390 px phone, with no sign of more). */
function useHiddenEnds() {
  const ref = useRef<HTMLElement>(null)
  const [ends, setEnds] = useState({ start: false, end: false })
  const measure = useCallback(() => {
    const strip = ref.current
    if (!strip) return
    const start = strip.scrollLeft > 1
    const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1
    setEnds((was) => (was.start === start && was.end === end ? was : { start, end }))
  }, [])
  useEffect(() => {
    const strip = ref.current
    if (!strip) return
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(strip)
    return () => observer.disconnect()
  }, [measure])
  return { ref, ends, measure }
}

const FADE = 'pointer-events-none absolute top-0 bottom-px w-10 from-page to-transparent'

/** Tabs that are pages: links, the current one marked, scrolling sideways on phones with a fade where more hide. */
export function TabLinks({ label, tabs }: Props) {
  const { ref: nav, ends, measure } = useHiddenEnds()
  const active = tabs.find((tab) => tab.active)?.to
  // On a phone the strip scrolls: bring the current tab into view rather than leave it off-screen.
  useEffect(() => {
    const strip = nav.current
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!strip || !current || !active) return
    const left = current.offsetLeft - strip.offsetLeft
    if (left < strip.scrollLeft || left + current.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = left - 40
    }
    measure()
  }, [active, nav, measure])
  return (
    <div className="relative -mx-1">
      <nav ref={nav} aria-label={label} onScroll={measure} className="overflow-x-auto px-1">
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
      {ends.start && <div aria-hidden="true" data-scroll-hint="start" className={`${FADE} left-0 bg-linear-to-r`} />}
      {ends.end && <div aria-hidden="true" data-scroll-hint="end" className={`${FADE} right-0 bg-linear-to-l`} />}
    </div>
  )
}
