import type { Medallist } from '@podium/domain'
import { useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { medalEventsNewestFirst } from '../medal-events.ts'
import { MedallistList } from './medallist-list.tsx'

/** Events shown before "show all": a phone screenful or two (~250 events by the last day, 329 at Olympic scale). */
export const FIRST_MEDAL_EVENTS = 12

/**
 * The medallists by event, the most recent first, the first ones only until asked for all. Cards off screen skip
 * their rendering work (`content-visibility: auto`, with a remembered height so the scrollbar does not jump).
 */
export function MedalEventList({ items }: { items: Medallist[] }) {
  const { t } = useTranslation()
  const events = useMemo(() => medalEventsNewestFirst(items), [items])
  const [showAll, setShowAll] = useState(false)
  const firstRevealed = useRef<HTMLLIElement>(null)
  const shown = showAll ? events : events.slice(0, FIRST_MEDAL_EVENTS)
  const revealAll = () => {
    flushSync(() => setShowAll(true))
    // The button goes away: the focus moves on to the first card it revealed, not to the top of the page.
    firstRevealed.current?.focus()
  }
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
      {shown.length < events.length && (
        <button type="button" className={`${secondaryButton} justify-self-start`} onClick={revealAll}>
          {t('medals.showAllEvents', { count: events.length })}
        </button>
      )}
    </>
  )
}
