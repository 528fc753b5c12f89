import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/i18n.ts'
import { type AthleteFilters, participantQueries } from '../api.ts'
import { AthleteCard } from './athlete-card.tsx'
import { FilterSelect, ListFilters, PagedResults } from './list-controls.tsx'

interface Props {
  filters: AthleteFilters
  onChange: (patch: Partial<AthleteFilters>) => void
  /** Hides the discipline filter where the page already fixes it (the discipline page). */
  disciplineFixed?: boolean
}

/** Athletes: a server-side name search, filters and pages (fast with 11,000 athletes). */
export function AthletesTab({ filters, onChange, disciplineFixed = false }: Props) {
  const { t } = useTranslation()
  const query = useQuery(participantQueries.athletes(useLocale(), filters))
  return (
    <div className="grid gap-4">
      <ListFilters
        filters={filters}
        onChange={onChange}
        searchLabel={t('participants.searchLabel')}
        searchPlaceholder={t('participants.searchPlaceholder')}
        disciplineFixed={disciplineFixed}
      >
        <FilterSelect
          label={t('participants.genderLabel')}
          allLabel={t('participants.allGenders')}
          value={filters.gender}
          options={[
            { value: 'W', label: t('participants.gender.W') },
            { value: 'M', label: t('participants.gender.M') },
          ]}
          onChange={(gender) => onChange({ gender: gender === 'M' || gender === 'W' ? gender : undefined, page: 1 })}
        />
      </ListFilters>
      <PagedResults
        query={query}
        page={filters.page}
        onPage={(page) => onChange({ page })}
        loadingRows={6}
        emptyText={t('participants.noAthletes')}
        countText={(count) => t('participants.count', { count })}
        paginationLabel={t('participants.pagination')}
      >
        {(athletes) => (
          <ul
            aria-label={t('participants.athletesList')}
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
          >
            {athletes.map((a) => (
              <li key={a.id}>
                <AthleteCard athlete={a} />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  )
}
