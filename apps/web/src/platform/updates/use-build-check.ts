import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { BUILD_CHECK_EVERY_MS, fetchLatestBuild, isNewerBuild } from './build-check.ts'

/**
 * Polls builds/latest.json (and checks when the tab comes back); a newer build offers a reload in a toast, or, on a
 * screen nobody touches (a venue's big screen, decision 087), reloads at once.
 */
export function useBuildCheck(onNewer: 'offer' | 'reload') {
  const { t } = useTranslation()
  useEffect(() => {
    let offered = false
    const check = async () => {
      if (offered || document.visibilityState !== 'visible') return
      if (!isNewerBuild(await fetchLatestBuild())) return
      offered = true
      if (onNewer === 'reload') return location.reload()
      const { toast } = await import('sonner')
      toast.info(t('updates.available'), {
        id: 'build-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: t('updates.reload'), onClick: () => location.reload() },
      })
    }
    const timer = setInterval(() => void check(), BUILD_CHECK_EVERY_MS)
    const onVisible = () => void check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [t, onNewer])
}
