import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { FollowSlot } from '../../../platform/follow-slot/follow-slot.tsx'
import { referenceQueries } from '../../../platform/reference/api.ts'

/** Every delegation (NOC), each opening its page, with its follow star beside the link (decision 057). */
export function DelegationsTab() {
  const { t } = useTranslation()
  const query = useQuery(referenceQueries.organisations(useLocale()))
  if (query.isPending) return <CardListSkeleton rows={6} label={t('participants.loading')} />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  return (
    <ul aria-label={t('participants.delegationsList')} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((o) => (
        <li
          key={o.code}
          className="flex items-center rounded-2xl border border-line bg-surface pr-2 shadow-xs transition hover:border-brand"
        >
          <Link
            to="/participants/delegations/$code"
            params={{ code: o.code }}
            className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-3"
          >
            <Flag src={o.flagUrl} name={o.name} decorative className="h-6 w-8" />
            <span className="min-w-0 flex-1 truncate font-semibold text-ink">{o.name}</span>
            <span className="text-xs font-semibold text-ink-muted">{o.code}</span>
          </Link>
          <FollowSlot target={{ kind: 'delegation', code: o.code }} name={o.name} compact />
        </li>
      ))}
    </ul>
  )
}
