import type { StatusBadge as Status } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'

const ALERT = new Set<Status>(['cancelled', 'postponed', 'delayed', 'interrupted', 'protested'])

/** The one status a spectator reads (domain `displayStatus`). */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation()
  if (status === 'live') {
    return (
      <Badge tone="live">
        <span aria-hidden="true" className="size-1.5 motion-safe:animate-pulse rounded-full bg-live-ink" />
        {t('status.live')}
      </Badge>
    )
  }
  return <Badge tone={ALERT.has(status) ? 'warn' : 'brand'}>{t(`status.${status}`)}</Badge>
}
