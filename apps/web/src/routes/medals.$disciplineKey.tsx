import { DIVISIONS, type Division, MEDAL_GENDERS, type MedalGender } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarSubscribe } from '../features/calendar-subscribe/components/calendar-subscribe.tsx'
import { MedalCorrectionMark, useMedalCorrections } from '../features/corrections/components/medal-correction-mark.tsx'
import type { MedalFilters } from '../features/medals/api.ts'
import { MedalsPage } from '../features/medals/components/medals-page.tsx'
import { useLocale } from '../i18n/i18n.ts'
import { referenceQueries } from '../platform/reference/api.ts'
import { DisciplineSelect } from '../platform/reference/components/discipline-select.tsx'
import { ShareButton } from '../platform/share/share-button.tsx'

interface MedalSearch {
  gender?: MedalGender
  division?: Division
  rank?: 'total'
  empty?: true
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined

export const Route = createFileRoute('/medals/$disciplineKey')({
  // Hand-written rather than zod: this runs in the first route's bundle (see lib/api-client.ts on zod's weight).
  validateSearch: (search: Record<string, unknown>): MedalSearch => ({
    gender: oneOf(MEDAL_GENDERS, search.gender),
    division: oneOf(DIVISIONS, search.division),
    rank: search.rank === 'total' ? 'total' : undefined,
    empty: search.empty === true || search.empty === 'true' ? true : undefined,
  }),
  component: MedalsRoute,
})

function MedalsRoute() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { disciplineKey } = Route.useParams()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  const corrections = useMedalCorrections()
  const filters: MedalFilters = {
    discipline: disciplineKey,
    gender: search.gender,
    division: search.division,
    rank: search.rank ?? 'gold',
    includeEmpty: search.empty ?? false,
  }
  return (
    <MedalsPage
      filters={filters}
      rowMark={(o) => <MedalCorrectionMark correctionId={corrections.get(o.code)} name={o.name} />}
      actions={
        <>
          <CalendarSubscribe feed={{ kind: 'medal-events' }} />
          <ShareButton />
        </>
      }
      onChange={(patch) =>
        void navigate({
          search: (prev) => ({
            ...prev,
            ...('gender' in patch ? { gender: patch.gender } : {}),
            ...('division' in patch ? { division: patch.division } : {}),
            ...('rank' in patch ? { rank: patch.rank === 'total' ? 'total' : undefined } : {}),
            ...('includeEmpty' in patch ? { empty: patch.includeEmpty ? true : undefined } : {}),
          }),
          replace: true,
        })
      }
      disciplinePicker={
        <DisciplineSelect
          label={t('medals.discipline')}
          disciplines={disciplines}
          value={disciplineKey}
          allValue="all"
          allLabel={t('medals.allDisciplines')}
          onChange={(key) =>
            void navigate({ to: '/medals/$disciplineKey', params: { disciplineKey: key }, search: (prev) => prev })
          }
        />
      }
    />
  )
}
