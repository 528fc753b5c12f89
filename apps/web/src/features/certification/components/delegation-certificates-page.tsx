import { formatDate } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Download, Users } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PageHeading } from '../../../components/ui/page-heading.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { ForbiddenPage } from '../../../platform/errors/components/forbidden-page.tsx'
import { browserZone, certificationQueries, delegationCsvHref } from '../api.ts'
import { CertificateStatusBadge } from './status-badge.tsx'

/**
 * /delegation-certificates: a delegation head's own delegation's holders, with the CSV (decision 059). The server
 * picks the delegation from the account; anyone else gets the 403 page, as the API answers them.
 */
export function DelegationCertificatesPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [certificateId, setCertificateId] = useState<number | undefined>(undefined)
  const filterId = useId()
  const query = useQuery(certificationQueries.delegation(locale, certificateId))
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone ?? browserZone()
  const status = (query.error as { status?: number } | null)?.status
  if (status === 401 || status === 403) return <ForbiddenPage />

  return (
    <div className="mx-auto grid max-w-3xl gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading icon={Users}>{t('certification.delegation.title')}</PageHeading>
        {query.data?.organisationCode && (
          <a className={secondaryButton} href={delegationCsvHref(certificateId, locale)} download>
            <Download aria-hidden="true" className="size-4" />
            {t('manage.certificates.export')}
          </a>
        )}
      </header>
      {query.isPending ? (
        <CardListSkeleton rows={3} label={t('certification.loading')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.organisationCode === null ? (
        <EmptyState>{t('certification.delegation.noDelegation')}</EmptyState>
      ) : (
        <>
          <p className="text-ink-muted">
            {t('certification.delegation.intro', { delegation: query.data.organisationCode })}
          </p>
          <div className="grid gap-1 sm:max-w-sm">
            <label htmlFor={filterId} className="text-sm font-semibold text-ink">
              {t('manage.certificates.certificate')}
            </label>
            <select
              id={filterId}
              className={FIELD}
              value={certificateId ?? ''}
              onChange={(e) => setCertificateId(e.target.value ? Number(e.target.value) : undefined)}
            >
              <option value="">{t('manage.certificates.allCertificates')}</option>
              {query.data.certificates.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </div>
          {query.data.holders.length === 0 ? (
            <EmptyState>{t('certification.delegation.empty')}</EmptyState>
          ) : (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('manage.certificates.count', { count: query.data.holders.length })}
              </p>
              <ul className="grid gap-2" aria-label={t('manage.certificates.holders')}>
                {query.data.holders.map((h) => (
                  <li key={h.code} className="grid gap-1 rounded-2xl border border-line bg-surface p-4">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-semibold text-ink">
                        {h.holderName}{' '}
                        <span className="text-sm font-normal text-ink-muted">
                          ({h.username} · {t(`ranking.types.${h.userType}`)})
                        </span>
                      </p>
                      <CertificateStatusBadge status={h.status} />
                    </div>
                    <p className="text-sm text-ink">
                      {h.title} · {formatDate(h.issuedAt, { locale, timeZone, dateStyle: 'medium' })}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  )
}
