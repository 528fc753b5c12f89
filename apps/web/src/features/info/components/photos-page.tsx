import { formatDate, type MediaDto } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { apiHref } from '../../../lib/api-origin.ts'
import { SaverImage } from '../../../platform/low-data/components/saver-image.tsx'
import { infoQueries } from '../api.ts'
import { PageFrame } from './page-frame.tsx'

/**
 * The picture the viewer shows: an uploaded photo's full size (the gallery shows its thumbnail, decision 042); the
 * demo's generated pictures are drawn with their title in the asked language, so they keep their localized URL.
 */
const fullSize = (photo: MediaDto) => (photo.url.startsWith('/api/v1/files/') ? photo.url : photo.imageUrl)

/** Official photos: a gallery; a photo opens in a viewer with previous/next. */
export function PhotosPage({ timeZone }: { timeZone: string | undefined }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useQuery(infoQueries.media(locale, 'photo'))
  const photos = query.data ?? []
  const [index, setIndex] = useState<number | null>(null)
  const current = index === null ? undefined : photos[index]
  const step = (delta: number) => setIndex((i) => (i === null ? i : (i + delta + photos.length) % photos.length))
  return (
    <PageFrame
      title={t('photos.title')}
      query={query}
      isEmpty={photos.length === 0}
      emptyText={t('photos.empty')}
      loadingLabel={t('photos.loading')}
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('photos.title')}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => setIndex(i)}
              className="group block w-full overflow-hidden rounded-2xl border border-line bg-surface text-left shadow-xs"
            >
              <SaverImage
                src={apiHref(p.imageUrl)}
                alt=""
                loading="lazy"
                width={640}
                height={400}
                className="aspect-[16/10] w-full object-cover transition group-hover:scale-105"
              />
              <span className="block p-2 text-sm leading-snug font-medium text-ink">{p.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={current !== undefined}
        onClose={() => setIndex(null)}
        title={current?.title ?? ''}
        closeLabel={t('photos.close')}
        wide
      >
        {current && (
          <figure className="grid gap-3">
            <SaverImage src={apiHref(fullSize(current))} alt={current.title} className="w-full rounded-xl" />
            <figcaption className="text-sm text-ink-muted">
              {[
                current.disciplineName,
                current.takenAt && timeZone ? formatDate(current.takenAt, { locale, timeZone }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </figcaption>
            <div className="flex justify-between gap-2">
              <button type="button" className={secondaryButton} onClick={() => step(-1)}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t('photos.previous')}
              </button>
              <span className="self-center text-sm text-ink-muted">
                {t('photos.position', { current: (index ?? 0) + 1, total: photos.length })}
              </span>
              <button type="button" className={secondaryButton} onClick={() => step(1)}>
                {t('photos.next')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          </figure>
        )}
      </Dialog>
    </PageFrame>
  )
}
