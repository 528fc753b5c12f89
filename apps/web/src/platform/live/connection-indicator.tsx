import { RefreshCw, WifiOff } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnline } from '../../lib/online.ts'
import { useLiveStatus } from './live-client.ts'

/**
 * A strip under the header when the connection is not what the screen needs: "Offline" without a network,
 * "Reconnecting…" when a live stream that was open dropped (the browser reconnects and the server replays what was
 * missed, so the screen catches up by itself). Nothing while all is well: live screens say "updated at" themselves.
 */
export function ConnectionBanner() {
  const { t } = useTranslation()
  const online = useOnline()
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
