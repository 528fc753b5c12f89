import { formatDate } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { FilePenLine } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PageHeading } from '../../../components/ui/page-heading.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { useLiveSync } from '../../../platform/live/live-sync.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { type CorrectionFilters, correctionQueries } from '../api.ts'
import { CorrectionCard } from './correction-card.tsx'

/**
 * `/corrections` (decision 086): every official result corrected or withdrawn in the games, newest first, filtered by
 * day and discipline; each entry behind the spoiler shield of its unit.
 */
export function CorrectionsPage({
  filters,
  onChange,
}: {
  filters: CorrectionFilters
  onChange: (next: CorrectionFilters) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  useLiveSync()
  const dayId = useId()
  const disciplineId = useId()
  const query = useQuery(correctionQueries.list(locale, filters))
  const days = useQuery(correctionQueries.days()).data
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone ?? days?.timeZone
  const filtered = Boolean(filters.day || filters.discipline)
  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <div className="grid gap-2">
        <PageHeading icon={FilePenLine} tone="text-warn-strong">
          {t('corrections.title')}
        </PageHeading>
        <p className="text-ink-muted">{t('corrections.intro')}</p>
      </div>
      <search aria-label={t('corrections.filters')} className="flex flex-wrap gap-3">
        <div className="grid gap-1">
          <label htmlFor={dayId} className="text-sm font-semibold text-ink">
            {t('corrections.day')}
          </label>
          <select
            id={dayId}
            className={FIELD}
            value={filters.day ?? ''}
            onChange={(e) => onChange({ ...filters, day: e.target.value || undefined })}
          >
            <option value="">{t('corrections.allDays')}</option>
            {(days?.items ?? []).map((d) => (
              <option key={d.day} value={d.day}>
                {formatDate(`${d.day}T12:00:00Z`, { locale, timeZone: 'UTC' })}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={disciplineId} className="text-sm font-semibold text-ink">
            {t('corrections.discipline')}
          </label>
          <select
            id={disciplineId}
            className={FIELD}
            value={filters.discipline ?? ''}
            onChange={(e) => onChange({ ...filters, discipline: e.target.value || undefined })}
          >
            <option value="">{t('corrections.allDisciplines')}</option>
            {disciplines.map((d) => (
              <option key={d.code} value={d.key}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
      </search>
      {query.isPending || !timeZone ? (
        <CardListSkeleton label={t('corrections.loading')} rows={2} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.corrections.length === 0 ? (
        <EmptyState>{t(filtered ? 'corrections.emptyFiltered' : 'corrections.empty')}</EmptyState>
      ) : (
        <ol className="grid gap-3">
          {query.data.corrections.map((c) => (
            <li key={c.id}>
              <Shielded unitCode={c.unit.code} startAt={c.unit.startAt}>
                <CorrectionCard correction={c} locale={locale} timeZone={timeZone} showUnit headingLevel={2} />
              </Shielded>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
