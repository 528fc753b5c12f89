import { useQuery } from '@tanstack/react-query'
import { Clock, GraduationCap } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/i18n.ts'
import { infoQueries } from '../api.ts'
import { PageFrame } from './page-frame.tsx'

export function CoursesPage() {
  const { t } = useTranslation()
  const query = useQuery(infoQueries.courses(useLocale()))
  return (
    <PageFrame
      title={t('courses.title')}
      query={query}
      isEmpty={!query.data?.length}
      emptyText={t('courses.empty')}
      loadingLabel={t('courses.loading')}
    >
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label={t('courses.title')}>
        {query.data?.map((c) => (
          <li key={c.id}>
            <article className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-xs">
              <GraduationCap aria-hidden="true" className="size-6 text-brand" />
              <h2 className="font-semibold text-ink">{c.title}</h2>
              <p className="text-sm text-ink-muted">{c.description}</p>
              {c.durationMinutes !== null && (
                <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm font-semibold text-ink">
                  <Clock aria-hidden="true" className="size-4" />
                  {t('courses.duration', { minutes: c.durationMinutes })}
                </p>
              )}
            </article>
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}
