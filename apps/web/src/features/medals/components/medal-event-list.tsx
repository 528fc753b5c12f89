import { type Medallists, medalEventsNewestFirst } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { type MedalFilters, medalQueries } from '../api.ts'
import { MedallistList } from './medallist-list.tsx'

/** Events shown before "show all": a phone screenful or two (~250 events by the last day, 329 at Olympic scale). */
export const FIRST_MEDAL_EVENTS = 12

type EventFilters = Pick<MedalFilters, 'discipline' | 'gender' | 'division'>

/**
 * The medallists by event, the most recent first: `first` holds the first events only (the server's `latestEvents`),
 * the rest is fetched when asked for. Cards off screen skip their rendering work (`content-visibility: auto`, with a
 * remembered height so the scrollbar does not jump).
 */
export function MedalEventList({ first, filters }: { first: Medallists; filters: EventFilters }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [showAll, setShowAll] = useState(false)
  const all = useQuery({ ...medalQueries.medalEvents(locale, filters), enabled: showAll })
  const whole = showAll ? all.data : undefined
  const events = useMemo(() => medalEventsNewestFirst((whole ?? first).items), [whole, first])
  const shown = whole ? events : events.slice(0, FIRST_MEDAL_EVENTS)
  const eventCount = (whole ?? first).eventCount
  const firstRevealed = useRef<HTMLLIElement>(null)
  const focusWhenRevealed = useRef(false)

  useEffect(() => {
    // The button goes away: the focus moves on to the first card it revealed, not to the top of the page.
    if (whole && focusWhenRevealed.current) {
      focusWhenRevealed.current = false
      firstRevealed.current?.focus()
    }
  }, [whole])

  const revealAll = () => {
    focusWhenRevealed.current = true
    setShowAll(true)
  }
  const loadingAll = showAll && all.isPending
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2">
        {shown.map((event, i) => (
          <li
            key={event.eventCode}
            ref={i === FIRST_MEDAL_EVENTS ? firstRevealed : undefined}
            tabIndex={i === FIRST_MEDAL_EVENTS ? -1 : undefined}
            className="rounded-2xl border border-line bg-surface px-4 py-3 shadow-xs [contain-intrinsic-size:auto_15rem] [content-visibility:auto]"
          >
            <h3 className="font-semibold text-ink">{event.eventName}</h3>
            <MedallistList items={event.medallists} showEvent={false} />
          </li>
        ))}
      </ul>
      {showAll && all.isError ? (
        <LoadError onRetry={() => void all.refetch()} />
      ) : (
        !whole &&
        eventCount > shown.length && (
          <button
            type="button"
            className={`${secondaryButton} justify-self-start`}
            onClick={revealAll}
            disabled={loadingAll}
            aria-busy={loadingAll}
          >
            {loadingAll ? t('medals.loadingEvents') : t('medals.showAllEvents', { count: eventCount })}
          </button>
        )
      )}
    </>
  )
}
