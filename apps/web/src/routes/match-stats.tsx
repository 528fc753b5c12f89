import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../components/ui/empty-state.tsx'
import { UnitPage } from '../features/schedule/components/unit-page.tsx'

/** docs/product-rules.md §2 /match-stats: `?unit=CODE` shows that unit's page on its match-stats tab. */
export const Route = createFileRoute('/match-stats')({
  validateSearch: (search: Record<string, unknown>): { unit?: string } => ({
    unit: typeof search.unit === 'string' && /^[\w.-]{1,64}$/.test(search.unit) ? search.unit : undefined,
  }),
  component: MatchStatsPage,
})

function MatchStatsPage() {
  const { t } = useTranslation()
  const { unit } = Route.useSearch()
  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('unit.matchStatsTitle')}</h1>
      {unit ? <UnitPage code={unit} tab="stats" /> : <EmptyState>{t('unit.chooseUnit')}</EmptyState>}
    </div>
  )
}
