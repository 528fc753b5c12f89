import { RefreshCw, WifiOff } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useCachedDataAt } from '../../lib/data-freshness.ts'
import { useOnline } from '../../lib/online.ts'
import { useLiveStatus } from './live-client.ts'

/**
 * A strip under the header when the connection is not what the screen needs: "Offline" without a network (or when
 * the data on screen had to come from the worker's cache),
 * "Reconnecting…" when a live stream that was open dropped (the browser reconnects and the server replays what was
 * missed, so the screen catches up by itself). Nothing while all is well: live screens say "updated at" themselves.
 */
export function ConnectionBanner() {
  const { t } = useTranslation()
  // The browser's flag is a hint ("true" only means maybe, and some browsers keep it true on a reload without a
  // network): an answer the service worker had to take from its cache says the network did not answer either.
  const browserOnline = useOnline()
  const cachedAt = useCachedDataAt()
  const online = browserOnline && cachedAt === null
  const { state } = useLiveStatus()
  const wasOpen = useRef(false)
  if (state === 'open') wasOpen.current = true
  if (state === 'closed') wasOpen.current = false
  const shown = !online ? 'offline' : state === 'connecting' && wasOpen.current ? 'reconnecting' : null
  return (
    <div role="status">
      {shown === 'offline' && (
        <p className="flex items-center justify-center gap-2 bg-warn-soft px-4 py-1 text-xs font-semibold text-warn-strong">
          <WifiOff aria-hidden="true" className="size-3.5" />
          {t('live.indicator.offline')}
        </p>
      )}
      {shown === 'reconnecting' && (
        <p className="flex items-center justify-center gap-2 bg-surface-muted px-4 py-1 text-xs font-semibold text-ink-muted">
          <RefreshCw aria-hidden="true" className="size-3.5 motion-safe:animate-spin" />
          {t('live.indicator.reconnecting')}
        </p>
      )}
    </div>
  )
}
