import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { referenceQueries } from '../../reference/api.ts'
import { participantQueries } from '../api.ts'
import { FIELD } from './athletes-tab.tsx'
import { TeamList } from './team-list.tsx'

/** Teams of team events and relays, by delegation and discipline. */
export function TeamsTab() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [organisation, setOrganisation] = useState('')
  const [discipline, setDiscipline] = useState('')
  const organisations = useQuery(referenceQueries.organisations(locale)).data ?? []
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  const query = useQuery(
    participantQueries.teams(locale, { organisation: organisation || undefined, discipline: discipline || undefined }),
  )
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t('participants.delegation')}
          <select className={FIELD} value={organisation} onChange={(e) => setOrganisation(e.target.value)}>
            <option value="">{t('participants.allDelegations')}</option>
            {organisations.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          {t('participants.discipline')}
          <select className={FIELD} value={discipline} onChange={(e) => setDiscipline(e.target.value)}>
            <option value="">{t('participants.allDisciplines')}</option>
            {disciplines.map((d) => (
              <option key={d.code} value={d.key}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <CardListSkeleton rows={4} label={t('participants.loading')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={<Users aria-hidden="true" />}>{t('participants.noTeams')}</EmptyState>
      ) : (
        <TeamList teams={query.data} label={t('participants.teamsList')} />
      )}
    </div>
  )
}
