import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, Search, Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { referenceQueries } from '../../reference/api.ts'
import { ATHLETES_PAGE_SIZE, type AthleteFilters, participantQueries } from '../api.ts'
import { AthleteCard } from './athlete-card.tsx'

/** Typing waits this long before the server is asked, so a name costs one search, not one per letter. */
const SEARCH_DEBOUNCE_MS = 250
export const FIELD = 'w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink'

interface Props {
  filters: AthleteFilters
  onChange: (patch: Partial<AthleteFilters>) => void
  /** Hides the discipline filter where the page already fixes it (the discipline page). */
  disciplineFixed?: boolean
}

/** Athletes: a server-side name search, filters and pages (fast with 11,000 athletes). */
export function AthletesTab({ filters, onChange, disciplineFixed = false }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [text, setText] = useState(filters.search ?? '')
  const organisations = useQuery(referenceQueries.organisations(locale)).data ?? []
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  const query = useQuery(participantQueries.athletes(locale, filters))

  useEffect(() => {
    const trimmed = text.trim()
    if (trimmed === (filters.search ?? '')) return
    const timer = setTimeout(() => onChange({ search: trimmed || undefined, page: 1 }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, filters.search, onChange])

  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / ATHLETES_PAGE_SIZE))
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="grid gap-1 text-sm font-semibold text-ink sm:col-span-2 lg:col-span-1">
          {t('participants.searchLabel')}
          <span className="relative">
            <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-ink-muted" />
            <input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('participants.searchPlaceholder')}
              className={`${FIELD} pl-9 placeholder:text-ink-muted`}
            />
          </span>
        </label>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t('participants.delegation')}
          <select
            className={FIELD}
            value={filters.organisation ?? ''}
            onChange={(e) => onChange({ organisation: e.target.value || undefined, page: 1 })}
          >
            <option value="">{t('participants.allDelegations')}</option>
            {organisations.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        {disciplineFixed ? null : (
          <label className="grid gap-1 text-sm font-semibold text-ink">
            {t('participants.discipline')}
            <select
              className={FIELD}
              value={filters.discipline ?? ''}
              onChange={(e) => onChange({ discipline: e.target.value || undefined, page: 1 })}
            >
              <option value="">{t('participants.allDisciplines')}</option>
              {disciplines.map((d) => (
                <option key={d.code} value={d.key}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t('participants.genderLabel')}
          <select
            className={FIELD}
            value={filters.gender ?? ''}
            onChange={(e) => onChange({ gender: (e.target.value || undefined) as AthleteFilters['gender'], page: 1 })}
          >
            <option value="">{t('participants.allGenders')}</option>
            <option value="W">{t('participants.gender.W')}</option>
            <option value="M">{t('participants.gender.M')}</option>
          </select>
        </label>
      </div>

      {query.isPending ? (
        <CardListSkeleton rows={6} label={t('participants.loading')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={<Users aria-hidden="true" />}>{t('participants.noAthletes')}</EmptyState>
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {t('participants.count', { count: total })}
          </p>
          <ul
            aria-label={t('participants.athletesList')}
            aria-busy={query.isFetching}
            className={`grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {query.data.items.map((a) => (
              <li key={a.id}>
                <AthleteCard athlete={a} />
              </li>
            ))}
          </ul>
          <nav aria-label={t('participants.pagination')} className="flex items-center justify-between gap-3">
            <button
              type="button"
              className={`${secondaryButton} disabled:opacity-50`}
              disabled={filters.page <= 1}
              onClick={() => onChange({ page: filters.page - 1 })}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('participants.previous')}
            </button>
            <span className="text-sm text-ink-muted">{t('participants.pageOf', { page: filters.page, pages })}</span>
            <button
              type="button"
              className={`${secondaryButton} disabled:opacity-50`}
              disabled={filters.page >= pages}
              onClick={() => onChange({ page: filters.page + 1 })}
            >
              {t('participants.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </nav>
        </>
      )}
    </div>
  )
}
