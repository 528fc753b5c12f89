import { Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { secondaryButton } from '../../components/ui/button-styles.ts'

/**
 * Shares the page (decision 083): the system's share sheet where the browser has one (phones), else the address copied
 * with a toast. The address is the page's own, without its query's noise; its preview is drawn by the server.
 */
export function ShareButton() {
  const { t } = useTranslation()
  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}${window.location.search}`
    const data = { title: document.title, url }
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data)
        return
      } catch (error) {
        // Closing the sheet is the visitor's choice; any other failure falls back to the copy.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('share.copied'))
    } catch {
      toast.error(t('share.copyFailed'), { description: url })
    }
  }
  return (
    <button type="button" className={secondaryButton} onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      {t('share.button')}
    </button>
  )
}
