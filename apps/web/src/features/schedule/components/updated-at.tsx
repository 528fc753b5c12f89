import { LOCALE_TAGS, type Locale } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { useCachedDataAt } from '../../../lib/data-freshness.ts'
import { useLiveStatus } from '../../../platform/live/live-client.ts'

/** How old the data on screen is, and whether live updates are flowing. */
export function UpdatedAt({ at, locale }: { at: number; locale: Locale }) {
  const { t } = useTranslation()
  const { state } = useLiveStatus()
  const cachedAt = useCachedDataAt()
  if (cachedAt !== null) {
    // Offline: the data is the service worker's copy. Say how old it is; never present it as current.
    const asOf = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'short', timeStyle: 'short' }).format(
      cachedAt,
    )
    return (
      <p className="rounded-lg bg-warn-soft px-2 py-1 text-xs font-semibold text-warn-strong" role="status">
        {t('live.asOfOffline', { time: asOf })}
      </p>
    )
  }
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeStyle: 'medium' }).format(at)
  return (
    <p className="flex items-center gap-2 text-xs text-ink-muted" aria-live="off">
      <span aria-hidden="true" className={`size-2 rounded-full ${state === 'open' ? 'bg-live' : 'bg-ink-muted/50'}`} />
      <span>{t('live.updatedAt', { time })}</span>
      {state === 'open' ? (
        <span className="sr-only">{t(`live.state.${state}`)}</span>
      ) : (
        <span>· {t(`live.state.${state}`)}</span>
      )}
    </p>
  )
}
