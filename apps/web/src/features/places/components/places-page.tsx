import type { PlaceKind } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/i18n.ts'
import { useLiveSync } from '../../../platform/live/live-sync.ts'
import { placesQueries } from '../api.ts'
import { PlaceDirectory } from './place-directory.tsx'

/** Hotels, hospitals and other places: one kind, or several (`/places/hotel,hospital`). */
export function PlacesPage({ kinds }: { kinds: readonly PlaceKind[] }) {
  const { t } = useTranslation()
  // A place edited in the back office shows without a reload.
  useLiveSync()
  const one = kinds.length === 1 ? kinds[0] : undefined
  const query = useQuery(placesQueries.list(useLocale(), one))
  const points = query.data?.filter((p) => kinds.includes(p.kind)).map((p) => ({ ...p, id: String(p.id) }))
  const title = one ? t(`places.title.${one}`) : t('places.title.all')
  return (
    <PlaceDirectory
      title={title}
      points={points}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      emptyText={one ? t(`places.empty.${one}`) : t('places.empty.all')}
    />
  )
}

export { parsePlaceKinds } from '../place-kinds.ts'
