import { DIVISIONS, MEDAL_GENDERS } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { ChevronDown, Medal, SlidersHorizontal } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { OfflineDataLabel } from '../../../components/ui/offline-data-label.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { useLiveSync } from '../../../platform/live/live-sync.ts'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { type MedalFilters, medalQueries } from '../api.ts'
import { FIRST_MEDAL_EVENTS, MedalEventList } from './medal-event-list.tsx'
import { MedalTableView } from './medal-table.tsx'

interface Props {
  filters: MedalFilters
  /** The discipline picker (it navigates, so the route owns it). */
  disciplinePicker: ReactNode
  onChange: (patch: Partial<Omit<MedalFilters, 'discipline'>>) => void
  /** Actions from other features under the heading (the route gives them: a calendar subscription). */
  actions?: ReactNode
  /** A mark beside a delegation's name (the route gives the corrections' mark: decision 086). */
  rowMark?: (organisation: { code: string; name: string }) => ReactNode
}

/** The medal table with its filters and the medallists of each event; refreshed live on medal changes. */
export function MedalsPage({ filters, disciplinePicker, onChange, actions, rowMark }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const table = useQuery(medalQueries.table(locale, filters))
  const eventFilters = { discipline: filters.discipline, gender: filters.gender, division: filters.division }
  const medallists = useQuery(medalQueries.medalEvents(locale, eventFilters, FIRST_MEDAL_EVENTS))

  useLiveSync()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const activeFilters =
    Number(filters.discipline !== 'all') +
    Number(filters.gender !== undefined) +
    Number(filters.division !== undefined) +
    Number(filters.rank !== 'gold') +
    Number(filters.includeEmpty)

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div className="grid justify-items-start gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('medals.title')}</h1>
        <OfflineDataLabel />
        {actions}
      </div>
      {/* On a phone the four filters fold behind one button, which says how many are set: open, they took ~650 px
          before the first row (issue 39). Open, they stay one a row (two abreast cut "Todas as divisões", issue 16).
          From sm they are one row: the three short ones as wide as their longest option, the sport the rest. */}
      <button
        type="button"
        className={`${FIELD} flex items-center justify-between gap-2 text-sm font-semibold sm:hidden`}
        aria-expanded={filtersOpen}
        aria-controls="medal-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {activeFilters > 0 ? t('walkMore.medalFiltersSet', { n: activeFilters }) : t('walkMore.medalFilters')}
        </span>
        <ChevronDown aria-hidden="true" className={`size-4 transition ${filtersOpen ? 'rotate-180' : ''}`} />
      </button>
      <div
        id="medal-filters"
        className={`${filtersOpen ? 'grid' : 'hidden'} -mt-3 gap-3 sm:mt-0 sm:grid sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]`}
      >
        <div>{disciplinePicker}</div>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t('medals.gender')}
          <select
            className={`w-full ${FIELD}`}
            value={filters.gender ?? ''}
            onChange={(e) => onChange({ gender: (e.target.value || undefined) as MedalFilters['gender'] })}
          >
            <option value="">{t('medals.allGenders')}</option>
            {MEDAL_GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`medals.genders.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t('medals.division')}
          <select
            className={`w-full ${FIELD}`}
            value={filters.division ?? ''}
            onChange={(e) => onChange({ division: (e.target.value || undefined) as MedalFilters['division'] })}
          >
            <option value="">{t('medals.allDivisions')}</option>
            {DIVISIONS.map((d) => (
              <option key={d} value={d}>
                {t(`medals.divisions.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t('medals.rankBy')}
          <select
            className={`w-full ${FIELD}`}
            value={filters.rank}
            onChange={(e) => onChange({ rank: e.target.value === 'total' ? 'total' : 'gold' })}
          >
            <option value="gold">{t('medals.rankGold')}</option>
            <option value="total">{t('medals.rankTotal')}</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-ink sm:col-span-4">
          <input
            type="checkbox"
            className="size-4 accent-brand"
            checked={filters.includeEmpty}
            onChange={(e) => onChange({ includeEmpty: e.target.checked })}
          />
          {t('medals.includeEmpty')}
        </label>
      </div>

      {table.isPending ? (
        <CardListSkeleton rows={2} label={t('medals.loading')} />
      ) : table.isError ? (
        <LoadError onRetry={() => void table.refetch()} />
      ) : table.data.length === 0 ? (
        <EmptyState icon={<Medal aria-hidden="true" />}>{t('medals.empty')}</EmptyState>
      ) : (
        <Shielded>
          <MedalTableView items={table.data} filters={filters} rowMark={rowMark} />
        </Shielded>
      )}

      {/* Shown once the table is in: below a loading table it would be pushed down the page when the table comes
          (a layout shift, decision 016). Both queries still start at once. */}
      {!table.isPending && (
        <section aria-labelledby="medallists-by-event" className="grid gap-3">
          <div>
            <h2 id="medallists-by-event" className="text-lg font-bold text-ink">
              {t('medals.byEvent')}
            </h2>
            <p className="text-sm text-ink-muted">{t('medals.newestFirst')}</p>
          </div>
          {medallists.isPending ? (
            <CardListSkeleton rows={2} label={t('medals.loading')} />
          ) : medallists.isError ? (
            <LoadError onRetry={() => void medallists.refetch()} />
          ) : medallists.data.items.length === 0 ? (
            <EmptyState icon={<Medal aria-hidden="true" />}>{t('medals.empty')}</EmptyState>
          ) : (
            // A new filter starts from the first events again.
            <MedalEventList
              key={`${filters.discipline}:${filters.gender ?? ''}:${filters.division ?? ''}`}
              first={medallists.data}
              filters={eventFilters}
            />
          )}
        </section>
      )}
    </div>
  )
}
