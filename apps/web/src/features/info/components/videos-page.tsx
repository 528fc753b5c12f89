import { formatTime, type Locale, type MediaDto, videoSourceOf } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Play, Radio } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { apiHref } from '../../../lib/api-origin.ts'
import { SaverImage } from '../../../platform/low-data/components/saver-image.tsx'
import { infoQueries } from '../api.ts'
import { PageFrame } from './page-frame.tsx'

/**
 * Videos and live videos. A URL on an allowed host (decision 044) plays: a file in a `<video>`, YouTube or Vimeo in
 * their embedded player. The demo has no video files (nor a stream) offline, so for its videos the player shows the
 * poster and says the video is not available here.
 */
export function VideosPage({ timeZone }: { timeZone: string | undefined }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const live = useQuery(infoQueries.media(locale, 'live-video'))
  const videos = useQuery(infoQueries.media(locale, 'video'))
  const [playing, setPlaying] = useState<MediaDto | null>(null)
  const both = {
    isPending: live.isPending || videos.isPending,
    isError: live.isError || videos.isError,
    refetch: () => Promise.all([live.refetch(), videos.refetch()]),
  }
  const section = (id: string, heading: string, items: MediaDto[]) =>
    items.length > 0 && (
      <section aria-labelledby={id} className="grid gap-3">
        <h2 id={id} className="text-lg font-bold text-ink">
          {heading}
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((v) => (
            <li key={v.id}>
              <VideoCard video={v} locale={locale} timeZone={timeZone} onPlay={() => setPlaying(v)} />
            </li>
          ))}
        </ul>
      </section>
    )
  return (
    <PageFrame
      title={t('videos.title')}
      query={both}
      isEmpty={!live.data?.length && !videos.data?.length}
      emptyText={t('videos.empty')}
      loadingLabel={t('videos.loading')}
    >
      {section('videos-live', t('videos.liveHeading'), live.data ?? [])}
      {section('videos-all', t('videos.videosHeading'), videos.data ?? [])}
      <Dialog
        open={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing?.title ?? ''}
        closeLabel={t('videos.close')}
        wide
      >
        {playing && <Player video={playing} />}
      </Dialog>
    </PageFrame>
  )
}

function Player({ video }: { video: MediaDto }) {
  const { t } = useTranslation()
  const source = videoSourceOf(video.url)
  if (source === 'embed') {
    return (
      <iframe
        src={apiHref(video.url)}
        title={video.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-xl border-0"
      />
    )
  }
  if (source === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: organisers' videos bring no caption track yet.
      <video
        controls
        preload="metadata"
        poster={video.imageUrl}
        src={apiHref(video.url)}
        className="aspect-video w-full rounded-xl bg-black"
      />
    )
  }
  return (
    <div className="relative">
      <SaverImage src={apiHref(video.imageUrl)} alt="" className="w-full rounded-xl opacity-60" />
      <p
        role="status"
        className="absolute inset-x-4 top-1/2 -translate-y-1/2 rounded-xl bg-surface/95 p-4 text-center text-sm font-semibold text-ink"
      >
        {t('videos.unavailable')}
      </p>
    </div>
  )
}

function VideoCard(props: { video: MediaDto; locale: Locale; timeZone: string | undefined; onPlay: () => void }) {
  const { video: v, locale, timeZone, onPlay } = props
  const { t } = useTranslation()
  const window =
    v.liveFrom && v.liveUntil && timeZone
      ? `${formatTime(v.liveFrom, { locale, timeZone })}–${formatTime(v.liveUntil, { locale, timeZone })}`
      : null
  return (
    <article className="h-full overflow-hidden rounded-2xl border border-line bg-surface shadow-xs">
      <button
        type="button"
        onClick={onPlay}
        className="group relative block w-full"
        aria-label={t('videos.play', { title: v.title })}
      >
        <SaverImage
          src={apiHref(v.imageUrl)}
          alt=""
          loading="lazy"
          width={640}
          height={400}
          className="aspect-video w-full object-cover"
        />
        <span className="absolute inset-0 grid place-items-center bg-black/25 transition group-hover:bg-black/40">
          <span className="grid size-14 place-items-center rounded-full bg-white/95 text-[#0b1220] shadow-lg">
            <Play aria-hidden="true" className="ml-1 size-7" />
          </span>
        </span>
      </button>
      <div className="grid gap-1 p-3">
        <div className="flex flex-wrap items-center gap-2">
          {v.kind === 'live-video' &&
            (v.onAir ? (
              <Badge tone="live">
                <Radio aria-hidden="true" className="size-3.5" />
                {t('videos.onAir')}
              </Badge>
            ) : (
              <Badge tone="brand">{t('videos.offAir')}</Badge>
            ))}
          {v.disciplineName && (
            <span className="text-xs font-bold tracking-wide text-brand uppercase">{v.disciplineName}</span>
          )}
        </div>
        <h3 className="leading-snug font-semibold text-ink">{v.title}</h3>
        {window && <p className="text-sm text-ink-muted">{t('videos.window', { window })}</p>}
      </div>
    </article>
  )
}
