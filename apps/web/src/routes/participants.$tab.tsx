import { createFileRoute, Link, notFound, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { AthleteFilters, TeamFilters } from '../features/participants/api.ts'
import { AthletesTab } from '../features/participants/components/athletes-tab.tsx'
import { DelegationsTab } from '../features/participants/components/delegations-tab.tsx'
import { TeamsTab } from '../features/participants/components/teams-tab.tsx'

const TABS = ['athletes', 'delegations', 'teams'] as const
type Tab = (typeof TABS)[number]

interface ParticipantsSearch {
  q?: string
  org?: string
  discipline?: string
  gender?: 'M' | 'W'
  page?: number
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 80) : undefined)

export const Route = createFileRoute('/participants/$tab')({
  beforeLoad: ({ params }) => {
    if (!TABS.includes(params.tab as Tab)) throw notFound()
  },
  // Hand-written rather than zod: route options load with the first route (see lib/api-client.ts).
  validateSearch: (search: Record<string, unknown>): ParticipantsSearch => {
    const page = Number(search.page)
    return {
      q: text(search.q),
      org: text(search.org),
      discipline: text(search.discipline),
      gender: search.gender === 'M' || search.gender === 'W' ? search.gender : undefined,
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    }
  },
  component: ParticipantsPage,
})

function ParticipantsPage() {
  const { t } = useTranslation()
  const { tab } = Route.useParams()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const filters: TeamFilters = {
    search: search.q,
    organisation: search.org,
    discipline: search.discipline,
    page: search.page ?? 1,
  }
  // Filters and pages are history entries (back returns to the previous page of results); a search replaces the
  // current entry, so typing a name does not leave an entry per pause.
  const onChange = useCallback(
    (patch: Partial<AthleteFilters>) =>
      void navigate({
        search: (prev) => {
          const next = { ...prev }
          if ('search' in patch) next.q = patch.search
          if ('organisation' in patch) next.org = patch.organisation
          if ('discipline' in patch) next.discipline = patch.discipline
          if ('gender' in patch) next.gender = patch.gender
          if ('page' in patch) next.page = patch.page && patch.page > 1 ? patch.page : undefined
          return next
        },
        replace: 'search' in patch,
      }),
    [navigate],
  )
  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('participants.title')}</h1>
      <nav aria-label={t('participants.tabsLabel')} className="flex gap-1 overflow-x-auto border-b border-line">
        {TABS.map((id) => (
          <Link
            key={id}
            to="/participants/$tab"
            params={{ tab: id }}
            aria-current={id === tab ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold whitespace-nowrap ${
              id === tab ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-ink'
            }`}
          >
            {t(`participants.tabs.${id}`)}
          </Link>
        ))}
      </nav>
      {tab === 'athletes' && <AthletesTab filters={{ ...filters, gender: search.gender }} onChange={onChange} />}
      {tab === 'delegations' && <DelegationsTab />}
      {tab === 'teams' && <TeamsTab filters={filters} onChange={onChange} />}
    </div>
  )
}
