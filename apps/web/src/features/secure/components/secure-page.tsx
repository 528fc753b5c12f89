import { useMutation, useQuery } from '@tanstack/react-query'
import { CheckCircle2, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton } from '../../../components/ui/button-styles.ts'
import { PageHeading } from '../../../components/ui/page-heading.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { apiHref } from '../../../lib/api-origin.ts'
import { setHasWatchedSecureSport, useSession } from '../../../lib/session.ts'
import { safeSportMutations, safeSportQueries } from '../api.ts'

/**
 * The safe-sport video. "Watched" is reaching its end, or — offline, where the sample video cannot play — the
 * "I have watched it" action, offered once the video ended or failed to load. A user earns the points once.
 */
export function SecurePage() {
  const { t } = useTranslation()
  const lang = useLocale()
  const session = useSession()
  const video = useQuery(safeSportQueries.video(lang))
  const watchedOnServer = useMutation(safeSportMutations.watched(lang))
  const [canConfirm, setCanConfirm] = useState(false)
  const watched = session.hasWatchedSecureSport

  async function markWatched() {
    setHasWatchedSecureSport()
    if (session.loginType !== 'user') return toast.success(t('secure.watchedToast'))
    try {
      const result = await watchedOnServer.mutateAsync()
      toast.success(
        result.pointsAwarded ? t('secure.pointsToast', { count: result.pointsAwarded }) : t('secure.watchedToast'),
      )
    } catch {
      toast.error(t('secure.error'))
    }
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <PageHeading icon={ShieldCheck}>{t('secure.title')}</PageHeading>
        <p className="mt-1 text-ink-muted">{t('secure.intro', { count: video.data?.points ?? 500 })}</p>
      </div>
      {video.data && (
        // biome-ignore lint/a11y/useMediaCaption: the demo sample has no caption track; a real video must bring one.
        <video
          controls
          preload="none"
          poster={video.data.posterUrl}
          src={apiHref(video.data.videoUrl)}
          aria-label={t('secure.videoLabel')}
          onEnded={() => {
            setCanConfirm(true)
            if (!watched) void markWatched()
          }}
          onError={() => setCanConfirm(true)}
          className="aspect-video w-full rounded-2xl border border-line bg-black"
        />
      )}
      {watched ? (
        <p className="flex items-center gap-2 font-semibold text-ink">
          <CheckCircle2 aria-hidden="true" className="size-5 text-brand" />
          {t('secure.watched')}
        </p>
      ) : (
        <div className="grid gap-2">
          <button type="button" className={`${primaryButton} justify-self-start`} onClick={markWatched}>
            {t('secure.markWatched')}
          </button>
          {!canConfirm && <p className="text-sm text-ink-muted">{t('secure.markHint')}</p>}
        </div>
      )}
    </div>
  )
}
