import { isRankedUserType, RANKED_USER_TYPES, type UserType } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trophy } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PageHeading } from '../../../components/ui/page-heading.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { useSession } from '../../../lib/session.ts'
import { rankingQueries } from '../api.ts'

export function RankingPage({ userType: requested }: { userType: UserType | undefined }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const selectId = useId()
  // Organisers and guests are not ranked (decision 022): an old link filtering on them shows everyone.
  const userType = isRankedUserType(requested) ? requested : undefined
  const me = useSession().userData?.id
  const ranking = useQuery(rankingQueries.list(userType, useLocale()))
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading icon={Trophy} tone="text-gold-strong">
          {t('ranking.title')}
        </PageHeading>
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-semibold text-ink">
            {t('ranking.filterLabel')}
          </label>
          <select
            id={selectId}
            value={userType ?? ''}
            onChange={(e) =>
              navigate({ to: '/ranking', search: e.target.value ? { userType: e.target.value as UserType } : {} })
            }
            className="rounded-xl border border-line bg-surface px-3 py-2 text-ink"
          >
            <option value="">{t('ranking.allTypes')}</option>
            {RANKED_USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`ranking.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {ranking.isPending ? (
        <CardListSkeleton label={t('ranking.loading')} />
      ) : ranking.isError ? (
        <LoadError onRetry={() => ranking.refetch()} />
      ) : ranking.data.items.length === 0 ? (
        <EmptyState>{t('ranking.empty')}</EmptyState>
      ) : (
        <section
          aria-label={t('ranking.caption')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table's scroll area must be reachable by keyboard.
          tabIndex={0}
          className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-xs"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('ranking.caption')}</caption>
            <thead className="border-b border-line text-xs tracking-wide text-ink-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-3">
                  {t('ranking.position')}
                </th>
                <th scope="col" className="hidden px-3 py-3 sm:table-cell">
                  {t('ranking.listPosition')}
                </th>
                <th scope="col" className="hidden px-3 py-3 sm:table-cell">
                  {t('ranking.generalPosition')}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t('ranking.name')}
                </th>
                <th scope="col" className="hidden px-3 py-3 md:table-cell">
                  {t('ranking.organisation')}
                </th>
                <th scope="col" className="px-3 py-3 text-right">
                  {t('ranking.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ranking.data.items.map((row) => (
                <tr
                  key={row.id}
                  aria-current={row.id === me ? 'true' : undefined}
                  className="border-b border-line last:border-0 aria-[current]:bg-brand-soft"
                >
                  <td className="px-3 py-2.5 font-bold text-ink tabular-nums">{row.position}</td>
                  <td className="hidden px-3 py-2.5 text-ink-muted tabular-nums sm:table-cell">{row.listPosition}</td>
                  <td className="hidden px-3 py-2.5 text-ink-muted tabular-nums sm:table-cell">
                    {row.generalPosition}
                  </td>
                  <td className="px-3 py-2.5">
                    <span className="font-semibold text-ink">{row.name ?? t('ranking.anonymous', { id: row.id })}</span>
                    <span className="block text-xs text-ink-muted">{t('account.level', { level: row.level })}</span>
                  </td>
                  <td className="hidden px-3 py-2.5 text-ink md:table-cell">{row.organisation ?? '—'}</td>
                  <td className="px-3 py-2.5 text-right font-bold text-ink tabular-nums">{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  )
}
