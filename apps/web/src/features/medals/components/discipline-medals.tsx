import type { DisciplinePage, Medallist } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Medal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { TabLinks } from '../../../components/ui/tab-links.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { type MedalFilters, medalQueries } from '../api.ts'
import { DISCIPLINE_MEDAL_TABS, type DisciplineMedalTab } from '../discipline-medal-tabs.ts'
import { MedalTableView } from './medal-table.tsx'
import { MedallistList } from './medallist-list.tsx'

export function DisciplineMedalsTab({ page, tab }: { page: DisciplinePage; tab: DisciplineMedalTab }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const key = page.discipline.key
  const filters: MedalFilters = { discipline: key, rank: 'gold', includeEmpty: false }
  const table = useQuery({ ...medalQueries.table(locale, filters), enabled: tab === 'table' })
  const medallists = useQuery({
    ...medalQueries.medallists(locale, { discipline: key }),
    enabled: tab === 'medallists',
  })
  const query = tab === 'table' ? table : medallists
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TabLinks
        label={t('discipline.medalViews')}
        tabs={DISCIPLINE_MEDAL_TABS.map((id) => ({
          to: `/discipline/${key}/medals/${id}`,
          label: t(`discipline.medalTabs.${id}`),
          active: id === tab,
        }))}
      />
      {query.isPending ? (
        <CardListSkeleton rows={2} label={t('medals.loading')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : tab === 'table' ? (
        table.data && table.data.length > 0 ? (
          <MedalTableView items={table.data} filters={filters} />
        ) : (
          <EmptyState icon={<Medal aria-hidden="true" />}>{t('discipline.noMedals')}</EmptyState>
        )
      ) : medallists.data && medallists.data.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {byEvent(medallists.data).map(([eventCode, items]) => (
            <li key={eventCode} className="rounded-2xl border border-line bg-surface px-4 py-3 shadow-xs">
              <h2 className="font-semibold text-ink">{items[0]?.eventName}</h2>
              <MedallistList items={items} showEvent={false} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={<Medal aria-hidden="true" />}>{t('discipline.noMedals')}</EmptyState>
      )}
    </div>
  )
}

function byEvent(items: Medallist[]): [string, Medallist[]][] {
  const groups = new Map<string, Medallist[]>()
  for (const item of items) groups.set(item.eventCode, [...(groups.get(item.eventCode) ?? []), item])
  return [...groups]
}
