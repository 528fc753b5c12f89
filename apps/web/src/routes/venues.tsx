import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PlaceDirectory } from '../features/places/components/place-directory.tsx'
import { currentLocale, useLocale } from '../i18n/i18n.ts'
import { referenceQueries } from '../platform/reference/api.ts'

export const Route = createFileRoute('/venues')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(referenceQueries.venues(currentLocale())),
  component: VenuesPage,
})

function VenuesPage() {
  const { t } = useTranslation()
  const query = useQuery(referenceQueries.venues(useLocale()))
  return (
    <PlaceDirectory
      title={t('venues.title')}
      points={query.data?.map((v) => ({ ...v, id: v.code }))}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      emptyText={t('venues.empty')}
    />
  )
}
