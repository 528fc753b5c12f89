import { ExternalLink, Globe, List, Map as MapIcon, MapPin, Phone } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { formatCoordinates, hasCoordinates, type MapPoint, openInMapsUrl } from '../map-point.ts'

// Leaflet and its CSS load only when someone opens the map.
const PlacesMap = lazy(() => import('./places-map.tsx'))

interface Props {
  title: string
  intro?: ReactNode
  points: MapPoint[] | undefined
  isPending: boolean
  isError: boolean
  onRetry: () => void
  emptyText: string
}

/** A list of venues or places, with a map view; the list alone is complete (coordinates and maps links). */
export function PlaceDirectory({ title, intro, points, isPending, isError, onRetry, emptyText }: Props) {
  const { t } = useTranslation()
  const [view, setView] = useState<'list' | 'map'>('list')
  const [selected, setSelected] = useState<string | null>(null)
  const located = (points ?? []).filter(hasCoordinates)
  const tab = (value: 'list' | 'map', icon: ReactNode, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition ${
        view === value ? 'bg-brand text-brand-ink' : 'text-ink hover:bg-surface-muted'
      }`}
    >
      {icon}
      {label}
    </button>
  )
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
        <fieldset className="flex gap-1 rounded-full border border-line bg-surface p-1">
          <legend className="sr-only">{t('places.viewLabel')}</legend>
          {tab('list', <List aria-hidden="true" className="size-4" />, t('places.showList'))}
          {tab('map', <MapIcon aria-hidden="true" className="size-4" />, t('places.showMap'))}
        </fieldset>
      </div>
      {intro}
      {isPending ? (
        <CardListSkeleton label={t('places.loading')} />
      ) : isError ? (
        <LoadError onRetry={onRetry} />
      ) : !points?.length ? (
        <EmptyState icon={<MapPin aria-hidden="true" />}>{emptyText}</EmptyState>
      ) : (
        <>
          {view === 'map' && (
            <Suspense fallback={<Skeleton className="h-[26rem] w-full rounded-2xl" />}>
              <PlacesMap points={located} selected={selected} />
            </Suspense>
          )}
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={title}>
            {points.map((p) => (
              <li key={p.id}>
                <PlaceCard
                  point={p}
                  onShowOnMap={() => {
                    setSelected(p.id)
                    setView('map')
                    window.scrollTo({ top: 0, behavior: 'smooth' })
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

function PlaceCard({ point, onShowOnMap }: { point: MapPoint; onShowOnMap: () => void }) {
  const { t } = useTranslation()
  const link = 'inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline'
  return (
    <article className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-xs">
      <h2 className="leading-snug font-semibold text-ink">{point.name}</h2>
      {point.address && (
        <p className="flex gap-1.5 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>{point.address}</span>
        </p>
      )}
      {hasCoordinates(point) && (
        <p className="text-xs text-ink-muted tabular-nums">
          <span className="sr-only">{t('places.coordinates')}: </span>
          {formatCoordinates(point.latitude, point.longitude)}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-1">
        {point.phone && (
          <a className={link} href={`tel:${point.phone.replace(/[^\d+]/g, '')}`}>
            <Phone aria-hidden="true" className="size-4" />
            {point.phone}
          </a>
        )}
        {hasCoordinates(point) && (
          <>
            <a
              className={link}
              href={openInMapsUrl(point.latitude, point.longitude)}
              target="_blank"
              rel="noreferrer"
              aria-label={t('places.openInMapsOf', { name: point.name })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('places.openInMaps')}
            </a>
            <button
              type="button"
              className={link}
              onClick={onShowOnMap}
              aria-label={t('places.showOnMapOf', { name: point.name })}
            >
              <MapIcon aria-hidden="true" className="size-4" />
              {t('places.showOnMap')}
            </button>
          </>
        )}
        {point.website && (
          <a className={link} href={point.website} target="_blank" rel="noreferrer">
            <Globe aria-hidden="true" className="size-4" />
            {t('places.website')}
          </a>
        )}
      </div>
    </article>
  )
}
