import { can, canManage, type PermissionAction } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ForbiddenPage } from '../../../platform/errors/components/forbidden-page.tsx'
import { backOfficeQueries } from '../api.ts'

/**
 * The back office's gate: the signed-in user as the server describes them, checked with the domain's permission rule
 * (decision 036). Nobody signed in, or a user the rule refuses, gets the 403 page; the API refuses them as well.
 */
export function ManageAccess({ action, children }: { action?: PermissionAction; children: ReactNode }) {
  const { t } = useTranslation()
  const me = useQuery(backOfficeQueries.me(useLocale()))
  const status = (me.error as { status?: number } | null)?.status
  if (status === 401 || status === 403) return <ForbiddenPage />
  if (me.isPending) return <CardListSkeleton rows={3} label={t('manage.loading')} />
  if (me.isError) return <LoadError onRetry={() => void me.refetch()} />
  const user = me.data.user
  const allowed = action ? can(user, action) : canManage(user)
  return allowed ? children : <ForbiddenPage />
}
