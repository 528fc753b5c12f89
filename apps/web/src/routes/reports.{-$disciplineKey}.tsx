import { disciplineByKey } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DocumentBrowser } from '../features/documents/components/document-browser.tsx'
import { useLocale } from '../i18n/i18n.ts'
import { configQueries } from '../platform/config/api.ts'
import { referenceQueries } from '../platform/reference/api.ts'
import { DisciplineSelect } from '../platform/reference/components/discipline-select.tsx'

export const Route = createFileRoute('/reports/{-$disciplineKey}')({ component: ReportsPage })

/** Competition schedules and results PDFs, for every discipline or one (`/reports/swimming`). */
function ReportsPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { disciplineKey } = Route.useParams()
  const navigate = useNavigate()
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  // A built-in discipline at once; an imported one (decision 068) once the reference list has it.
  const known =
    disciplineKey && (disciplineByKey(disciplineKey) || disciplines.some((d) => d.key === disciplineKey))
      ? disciplineKey
      : undefined
  return (
    <DocumentBrowser
      key={known ?? 'all'}
      title={t('documents.reportsTitle')}
      kind="report"
      discipline={known}
      timeZone={timeZone}
      emptyText={t('documents.emptyReports')}
      toolbar={
        <DisciplineSelect
          label={t('documents.disciplineLabel')}
          className="sm:max-w-xs"
          disciplines={disciplines}
          value={known ?? ''}
          allValue=""
          allLabel={t('documents.allDisciplines')}
          onChange={(key) =>
            void navigate({ to: '/reports/{-$disciplineKey}', params: { disciplineKey: key || undefined } })
          }
        />
      }
    />
  )
}
