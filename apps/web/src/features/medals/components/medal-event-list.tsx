import { type Medallists, medalEventsNewestFirst } from '@podium/domain'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { DisciplinePictogram, pictogramKeyOfCode } from '../../../components/ui/discipline-pictogram.tsx'
import { ShowAllButton, useShowAll } from '../../../components/ui/show-all.tsx'
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
  const firstRevealed = useRef<HTMLLIElement>(null)
  const showAll = useShowAll(medalQueries.medalEvents(useLocale(), filters), firstRevealed)
  const { whole } = showAll
  const events = useMemo(() => medalEventsNewestFirst((whole ?? first).items), [whole, first])
  const shown = whole ? events : events.slice(0, FIRST_MEDAL_EVENTS)
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
            <h3 className="flex items-center gap-2 font-semibold text-ink">
              {event.medallists[0] && (
                <DisciplinePictogram
                  disciplineKey={pictogramKeyOfCode(event.medallists[0].disciplineCode)}
                  className="size-5 text-brand-strong"
                />
              )}
              {event.eventName}
            </h3>
            <MedallistList items={event.medallists} showEvent={false} />
          </li>
        ))}
      </ul>
      {first.eventCount > shown.length && (
        <ShowAllButton
          showAll={showAll}
          label={t('medals.showAllEvents', { count: first.eventCount })}
          loadingLabel={t('medals.loadingEvents')}
        />
      )}
    </>
  )
}
