import { useQuery } from '@tanstack/react-query'
import { Medal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { type MedalFilters, medalQueries } from '../api.ts'
import { MedalTableView } from './medal-table.tsx'

const FILTERS: MedalFilters = { discipline: 'all', rank: 'gold', includeEmpty: false }

/** The medal table's top rows, for other sites. */
export function MedalsWidgetContent({ limit }: { limit: number }) {
  const { t } = useTranslation()
  const table = useQuery(medalQueries.table(useLocale(), FILTERS))
  if (table.isPending) return <CardListSkeleton rows={2} label={t('medals.loading')} />
  if (table.isError) return <LoadError onRetry={() => void table.refetch()} />
  if (table.data.length === 0) return <EmptyState icon={<Medal aria-hidden="true" />}>{t('medals.empty')}</EmptyState>
  return (
    <Shielded>
      <MedalTableView items={table.data.slice(0, limit)} filters={FILTERS} />
    </Shielded>
  )
}
