import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'

/** Every delegation (NOC), each opening its page. */
export function DelegationsTab() {
  const { t } = useTranslation()
  const query = useQuery(referenceQueries.organisations(useLocale()))
  if (query.isPending) return <CardListSkeleton rows={6} label={t('participants.loading')} />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  return (
    <ul aria-label={t('participants.delegationsList')} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((o) => (
        <li key={o.code}>
          <Link
            to="/participants/delegations/$code"
            params={{ code: o.code }}
            className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 shadow-xs transition hover:border-brand"
          >
            <Flag src={o.flagUrl} name={o.name} decorative className="h-6 w-8" />
            <span className="min-w-0 flex-1 truncate font-semibold text-ink">{o.name}</span>
            <span className="text-xs font-semibold text-ink-muted">{o.code}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
