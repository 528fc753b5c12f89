import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/i18n.ts'
import { participantQueries, type TeamFilters } from '../api.ts'
import { ListFilters, PagedResults } from './list-controls.tsx'
import { TeamList } from './team-list.tsx'

interface Props {
  filters: TeamFilters
  onChange: (patch: Partial<TeamFilters>) => void
}

/** Teams of team events and relays: a server-side search (team, delegation or member), filters and pages. */
export function TeamsTab({ filters, onChange }: Props) {
  const { t } = useTranslation()
  const query = useQuery(participantQueries.teams(useLocale(), filters))
  return (
    <div className="grid gap-4">
      <ListFilters
        filters={filters}
        onChange={onChange}
        searchLabel={t('participants.teamSearchLabel')}
        searchPlaceholder={t('participants.teamSearchPlaceholder')}
      />
      <PagedResults
        query={query}
        page={filters.page}
        onPage={(page) => onChange({ page })}
        loadingRows={4}
        emptyText={t('participants.noTeams')}
        countText={(count) => t('participants.teamCount', { count })}
        paginationLabel={t('participants.teamPagination')}
      >
        {(teams) => <TeamList teams={teams} label={t('participants.teamsList')} headingLevel={2} />}
      </PagedResults>
    </div>
  )
}
