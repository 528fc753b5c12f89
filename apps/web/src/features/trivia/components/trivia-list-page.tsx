import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckCircle2, Clock, QrCode, TimerOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { triviaQueries } from '../api.ts'

export function TriviaListPage() {
  const { t } = useTranslation()
  const list = useQuery(triviaQueries.list(useLocale()))
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('trivia.title')}</h1>
        <Link to="/qr-scan" className={secondaryButton}>
          <QrCode aria-hidden="true" className="size-4" />
          {t('trivia.scan')}
        </Link>
      </div>
      {list.isPending ? (
        <CardListSkeleton label={t('trivia.loading')} />
      ) : list.isError ? (
        <LoadError onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState>{t('trivia.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {list.data.items.map((quiz) => (
            <li key={quiz.id}>
              <Link
                to="/trivia/$id"
                params={{ id: quiz.id }}
                className="flex items-start justify-between gap-4 rounded-2xl border border-line bg-surface p-4 shadow-xs hover:border-brand"
              >
                <div className="min-w-0">
                  <h2 className="font-semibold text-ink">{quiz.title}</h2>
                  <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
                    <Clock aria-hidden="true" className="size-3.5" />
                    {t('trivia.meta', {
                      minutes: quiz.timeLimitMinutes,
                      count: quiz.questionCount,
                      author: quiz.author,
                    })}
                  </p>
                </div>
                {quiz.attempt && (
                  <Badge tone="brand">
                    <CheckCircle2 aria-hidden="true" className="size-3.5" />
                    {t('trivia.answeredBadge', { points: quiz.attempt.points })}
                  </Badge>
                )}
                {quiz.timeUp && (
                  <Badge tone="warn">
                    <TimerOff aria-hidden="true" className="size-3.5" />
                    {t('trivia.timeUpBadge')}
                  </Badge>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
