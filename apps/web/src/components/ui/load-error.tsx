import { RotateCw, WifiOff } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnline } from '../../lib/online.ts'
import { secondaryButton } from './button-styles.ts'

/**
 * docs/product-rules.md §8 generic: "There was an error loading the content", with a retry. Offline, the content
 * was never saved on this device: it says so instead, and loads by itself when the network comes back.
 */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  const online = useOnline()
  // Back online (the browser says so, or another request got an answer): load again by itself.
  const wasOffline = useRef(!online)
  useEffect(() => {
    if (!online) wasOffline.current = true
    else if (wasOffline.current) {
      wasOffline.current = false
      onRetry()
    }
  }, [online, onRetry])
  if (!online) {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-5">
        <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        <div className="grid gap-1">
          <p className="text-sm font-semibold text-ink">{t('errors.offlineTitle')}</p>
          <p className="text-sm text-ink-muted">{t('errors.offlineBody')}</p>
        </div>
      </div>
    )
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5">
      <p className="text-sm text-ink">{t('errors.loadContent')}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('errors.tryAgain')}
      </button>
    </div>
  )
}
