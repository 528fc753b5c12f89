import { formatDate } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { BadgeCheck, ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { browserZone, certificationQueries } from '../api.ts'
import { CertificateStatusBadge } from './status-badge.tsx'

/**
 * /certificates/{code}: anyone, signed in or not, checks a certificate. It shows only what the API tells: the status,
 * the holder's public name, the title, the games and the dates (decision 051).
 */
export function VerifyCertificatePage({ code }: { code: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useQuery(certificationQueries.verify(code, locale))
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone ?? browserZone()
  const day = (iso: string) => formatDate(iso, { locale, timeZone, dateStyle: 'long' })
  const unknown = query.error instanceof ApiRequestError && query.error.status === 404
  return (
    <div className="mx-auto grid max-w-xl gap-5">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('certification.verifyTitle')}</h1>
      {query.isPending ? (
        <CardListSkeleton rows={1} label={t('certification.loading')} />
      ) : unknown ? (
        <p className="flex items-center gap-2 rounded-2xl border border-line bg-surface p-5 font-semibold text-ink">
          <ShieldAlert aria-hidden="true" className="size-6 text-warn-strong" />
          {t('certification.unknownCode')}
        </p>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <section
          aria-labelledby="verified-title"
          className="grid gap-3 rounded-2xl border border-line bg-surface p-5 shadow-xs"
        >
          <p className="flex items-center gap-2 text-lg font-bold text-ink">
            {query.data.status === 'valid' ? (
              <BadgeCheck aria-hidden="true" className="size-6 text-brand" />
            ) : (
              <ShieldAlert aria-hidden="true" className="size-6 text-warn-strong" />
            )}
            {t(`certification.verdict.${query.data.status}`)}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-muted">{t('certification.holder')}</dt>
            <dd className="font-semibold text-ink">{query.data.holderName}</dd>
            <dt className="text-ink-muted">{t('certification.certificate')}</dt>
            <dd id="verified-title" className="font-semibold text-ink">
              {query.data.title}
            </dd>
            <dt className="text-ink-muted">{t('certification.games')}</dt>
            <dd className="text-ink">{query.data.gamesName}</dd>
            <dt className="text-ink-muted">{t('certification.issuedOn')}</dt>
            <dd className="text-ink">{day(query.data.issuedAt)}</dd>
            <dt className="text-ink-muted">{t('certification.expiresOn')}</dt>
            <dd className="text-ink">
              {query.data.expiresAt ? day(query.data.expiresAt) : t('certification.noExpiry')}
            </dd>
            <dt className="text-ink-muted">{t('certification.status.label')}</dt>
            <dd>
              <CertificateStatusBadge status={query.data.status} />
            </dd>
            <dt className="text-ink-muted">{t('certification.code')}</dt>
            <dd className="font-mono text-ink">{query.data.code}</dd>
          </dl>
        </section>
      )}
    </div>
  )
}
