import type { Locale, ScheduleItem } from '@podium/domain'
import { CalendarX } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { UnitCard } from './unit-card.tsx'

interface Props {
  title: string
  emptyText: string
  units: readonly ScheduleItem[]
  live: boolean
  locale: Locale
  timeZone: string
  /** The games' day now, for cards of another day (see UnitCard). */
  today?: string | undefined
  opens?: 'app' | 'new-tab'
  /**
   * Show this many cards and a button for the rest (home on a phone: the list stays a glance, and the page renders
   * and hydrates a third of the cards). The rest is already loaded, so the button only reveals it.
   */
  collapseAfter?: number
  /** The button's label, given the whole list's length. */
  showAllLabel?: (total: number) => string
}

export function UnitSection({
  title,
  emptyText,
  units,
  live,
  locale,
  timeZone,
  today,
  opens,
  collapseAfter,
  showAllLabel,
}: Props) {
  const headingId = useId()
  const [expanded, setExpanded] = useState(false)
  const firstRevealed = useRef<HTMLLIElement>(null)
  const collapsed = !expanded && collapseAfter !== undefined && units.length > collapseAfter
  const shown = collapsed ? units.slice(0, collapseAfter) : units
  const reveal = () => {
    setExpanded(true)
    // The button goes away: the focus moves to the first card it revealed, where reading goes on.
    requestAnimationFrame(() => firstRevealed.current?.focus())
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-bold text-ink">
        {live && <span aria-hidden="true" className="size-2.5 motion-safe:animate-pulse rounded-full bg-live" />}
        {title}
      </h2>
      {units.length === 0 ? (
        <p className="flex items-center gap-3 rounded-2xl border border-dashed border-line bg-surface p-5 text-sm text-ink-muted">
          <CalendarX aria-hidden="true" className="size-5 shrink-0" />
          {emptyText}
        </p>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-3">
            {shown.map((unit, index) => (
              <li
                key={unit.code}
                ref={index === collapseAfter ? firstRevealed : undefined}
                tabIndex={index === collapseAfter ? -1 : undefined}
                className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                <UnitCard unit={unit} live={live} locale={locale} timeZone={timeZone} today={today} opens={opens} />
              </li>
            ))}
          </ul>
          {collapsed && (
            <button type="button" className={`${secondaryButton} mt-3`} onClick={reveal}>
              {showAllLabel?.(units.length)}
            </button>
          )}
        </>
      )}
    </section>
  )
}
