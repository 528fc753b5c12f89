import {
  type BigScreenPanel,
  bigScreenLocale,
  bigScreenPanelKey,
  bigScreenPanels,
  DEFAULT_LOCALE,
  isCompetitionType,
  type ScheduleItemType,
  stripLocalePrefix,
} from '@podium/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { switchLocale, useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { useLiveStatus } from '../../../platform/live/live-client.ts'
import { LIVE_QUERY_ROOTS, useLiveSync } from '../../../platform/live/live-sync.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import { useWakeLock } from '../../../platform/wake-lock/use-wake-lock.ts'
import { bigScreenQueries } from '../api.ts'
import { CeremonyPanel, IdlePanel, UnitListPanel } from './list-panels.tsx'
import { LivePanel } from './live-panel.tsx'
import { TYPE } from './type-scale.ts'
import { usePanelPager } from './use-panel-pager.ts'

interface Props {
  venue: string
  /** `?lang=` of the address: the organiser's choice of language for this screen. */
  lang: string | undefined
}

/**
 * A venue's big screen (issue 40, decision 087): what is on there now, paging by itself between the live units, next
 * up, the last results and the medal ceremonies to come. Dark, large type in viewport units (the same layout on a
 * 1080p TV and a 4K one), no links, nothing to answer; it keeps itself current and awake.
 */
export function BigScreenPage({ venue, lang }: Props) {
  useKioskLanguage(lang)
  useDarkScreen()
  useWakeLock()
  useLiveSync()
  useRefetchOnReconnect()
  const { t } = useTranslation()
  const locale = useLocale()
  const games = useQuery(configQueries.detail(locale)).data?.games
  const days = useQuery(bigScreenQueries.days())
  const day = days.data?.openDay
  const schedule = useQuery({ ...bigScreenQueries.venueDay(day ?? '', venue, locale), enabled: Boolean(day) })
  const ceremonies = useQuery({ ...bigScreenQueries.ceremonies(day ?? '', locale), enabled: Boolean(day) })
  const venues = useQuery(referenceQueries.venues(locale))
  const timeZone = days.data?.timeZone ?? 'UTC'

  const items = useMemo(
    () => (schedule.data?.items ?? []).filter((i) => isCompetitionType(i.type as ScheduleItemType)),
    [schedule.data],
  )
  const panels = useMemo(() => bigScreenPanels(items, ceremonies.data ?? [], venue), [items, ceremonies.data, venue])
  const ready = schedule.data !== undefined && ceremonies.data !== undefined
  const { panel, position } = usePanelPager(ready ? panels : [])
  const venueRef =
    schedule.data?.venues.find((v) => v.code === venue) ?? venues.data?.find((v) => v.code === venue) ?? null
  const venueName = venueRef?.name ?? venue
  const { state } = useLiveStatus()
  const offline = state !== 'open' || schedule.isError || days.isError

  return (
    <div className="grid h-dvh grid-rows-[auto_1fr_auto] overflow-hidden bg-canvas text-ink">
      <header className="flex items-center justify-between gap-[2vw] border-b-[0.3vw] border-brand px-[3vw] py-[1.5vh]">
        <h1 className={`${TYPE.title} min-w-0 truncate font-extrabold tracking-tight`}>{venueName}</h1>
        <p className={`${TYPE.small} shrink-0 font-semibold text-ink-muted`}>{games?.shortName ?? games?.name}</p>
      </header>
      {ready && panel ? (
        <PanelView
          key={bigScreenPanelKey(panel)}
          panel={panel}
          items={items}
          ceremonies={ceremonies.data ?? []}
          timeZone={timeZone}
        />
      ) : (
        <section aria-label={t('bigScreen.connecting')} className="flex items-center justify-center p-[3vw]">
          <p className={`${TYPE.heading} text-ink-muted`}>{t('bigScreen.connecting')}</p>
        </section>
      )}
      <footer className="flex items-center justify-between gap-[2vw] px-[3vw] py-[1.2vh]">
        <p className={`${TYPE.small} text-ink-muted`} role="status">
          {offline ? t('bigScreen.reconnecting') : ''}
        </p>
        {ready && panels.length > 1 && (
          <p className={`${TYPE.small} flex items-center gap-[0.6vw] text-ink-muted`}>
            <span className="sr-only">{t('bigScreen.position', { n: position + 1, total: panels.length })}</span>
            {panels.map((p, i) => (
              <span
                key={bigScreenPanelKey(p)}
                aria-hidden="true"
                className={`inline-block size-[0.8vw] rounded-full ${i === position ? 'bg-brand' : 'bg-line'}`}
              />
            ))}
          </p>
        )}
      </footer>
    </div>
  )
}

function PanelView({
  panel,
  items,
  ceremonies,
  timeZone,
}: {
  panel: BigScreenPanel
  items: Parameters<typeof UnitListPanel>[0]['items']
  ceremonies: Parameters<typeof CeremonyPanel>[0]['ceremonies']
  timeZone: string
}) {
  const { t } = useTranslation()
  // Each panel fades in; people who asked for less motion get the new panel at once (styles.css).
  const frame = 'big-screen-panel min-h-0 overflow-hidden px-[3vw] py-[2.5vh]'
  switch (panel.kind) {
    case 'live': {
      const item = items.find((i) => i.code === panel.unitCode)
      return item ? <LivePanel className={frame} item={item} /> : null
    }
    case 'next':
      return (
        <UnitListPanel
          className={frame}
          title={t('bigScreen.next')}
          items={panel.unitCodes.flatMap((code) => items.filter((i) => i.code === code))}
          timeZone={timeZone}
          show="start"
        />
      )
    case 'results':
      return (
        <UnitListPanel
          className={frame}
          title={t('bigScreen.results')}
          items={panel.unitCodes.flatMap((code) => items.filter((i) => i.code === code))}
          timeZone={timeZone}
          show="result"
        />
      )
    case 'ceremony':
      return (
        <CeremonyPanel
          className={frame}
          ceremonies={panel.ceremonyIds.flatMap((id) => ceremonies.filter((c) => c.id === id))}
          timeZone={timeZone}
        />
      )
    case 'idle':
      return <IdlePanel className={frame} />
  }
}

/** The organiser's language for this screen (`?lang=`, else the address prefix, else the games' default), not stored. */
function useKioskLanguage(lang: string | undefined): void {
  // The address as opened (the router's location has the language prefix taken off): read once, since the address
  // then follows the language this sets.
  const [pathLocale] = useState(() => stripLocalePrefix(window.location.pathname).locale)
  const target = bigScreenLocale(lang, pathLocale, DEFAULT_LOCALE)
  useEffect(() => {
    void switchLocale(target, { skipStoring: true })
  }, [target])
}

/** Dark by default: a bright screen in a sports hall dazzles. The visitor's own colour mode is put back on leaving. */
function useDarkScreen(): void {
  useEffect(() => {
    const root = document.documentElement
    const wasDark = root.classList.contains('dark')
    root.classList.add('dark')
    return () => {
      root.classList.toggle('dark', wasDark)
    }
  }, [])
}

/**
 * After the stream comes back (a network loss, a server restart), everything the screen shows is read again: events
 * sent meanwhile may not be replayable (a restarted server, a journal trimmed), and a TV has nobody to reload it.
 */
function useRefetchOnReconnect(): void {
  const queryClient = useQueryClient()
  const { state } = useLiveStatus()
  const wasOpen = useRef(false)
  const lost = useRef(false)
  useEffect(() => {
    if (state === 'open') {
      if (wasOpen.current && lost.current) {
        void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.schedule })
        void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.awardCeremonies })
      }
      wasOpen.current = true
      lost.current = false
    } else if (wasOpen.current) {
      lost.current = true
    }
  }, [state, queryClient])
}
