import { type EarnableCertificate, formatDate, type HeldCertificate } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Award, Download, ShieldCheck, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PageHeading } from '../../../components/ui/page-heading.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { useSession } from '../../../lib/session.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { browserZone, certificatePdfHref, certificationQueries } from '../api.ts'
import { CertificateStatusBadge } from './status-badge.tsx'

/** /certification: the certificates the user holds (each a PDF) and those they can still earn, with how. */
export function CertificationPage() {
  const { t } = useTranslation()
  const query = useQuery(certificationQueries.mine(useLocale()))
  const user = useSession().userData
  // A delegation's head also reads their delegation's holders (decision 059); the server checks it again.
  const head = user !== null && 'userType' in user && user.userType === 'manager'
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeading icon={Award}>{t('certification.title')}</PageHeading>
      {head && (
        <PathLink to="/delegation-certificates" className={`${secondaryButton} justify-self-start`}>
          <Users aria-hidden="true" className="size-4" />
          {t('certification.delegation.link')}
        </PathLink>
      )}
      {query.isPending ? (
        <CardListSkeleton rows={3} label={t('certification.loading')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section aria-labelledby="held-heading" className="grid gap-3">
            <h2 id="held-heading" className="text-xl font-bold text-ink">
              {t('certification.held')}
            </h2>
            {query.data.held.length === 0 ? (
              <EmptyState>{t('certification.noneHeld')}</EmptyState>
            ) : (
              <ul className="grid gap-3">
                {query.data.held.map((held) => (
                  <HeldCard key={held.code} held={held} />
                ))}
              </ul>
            )}
          </section>
          {query.data.earnable.length > 0 && (
            <section aria-labelledby="earnable-heading" className="grid gap-3">
              <h2 id="earnable-heading" className="text-xl font-bold text-ink">
                {t('certification.earnable')}
              </h2>
              <ul className="grid gap-3">
                {query.data.earnable.map((item) => (
                  <EarnableCard key={item.id} item={item} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  )
}

function HeldCard({ held }: { held: HeldCertificate }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone ?? browserZone()
  const day = (iso: string) => formatDate(iso, { locale, timeZone, dateStyle: 'long' })
  return (
    <li className="grid gap-2 rounded-2xl border border-line bg-surface p-4 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-ink">
          <ShieldCheck aria-hidden="true" className="size-5 text-brand" />
          {held.title}
        </h3>
        <CertificateStatusBadge status={held.status} />
      </div>
      <p className="text-sm text-ink-muted">
        {t('certification.issued', { date: day(held.issuedAt) })}
        {' · '}
        {held.expiresAt ? t('certification.validUntil', { date: day(held.expiresAt) }) : t('certification.noExpiry')}
      </p>
      <p className="text-sm text-ink">
        {t('certification.code')}: <code className="font-mono font-semibold">{held.code}</code>
      </p>
      <div className="flex flex-wrap gap-2">
        <a className={secondaryButton} href={certificatePdfHref(held.code, locale)} download>
          <Download aria-hidden="true" className="size-4" />
          {t('certification.download')}
        </a>
        <PathLink to={`/certificates/${held.code}`} className={secondaryButton}>
          {t('certification.verifyLink')}
        </PathLink>
      </div>
    </li>
  )
}

function EarnableCard({ item }: { item: EarnableCertificate }) {
  const { t } = useTranslation()
  const how =
    item.trigger === 'safe-sport'
      ? t('certification.how.safeSport')
      : item.trigger === 'trivia'
        ? t('certification.how.trivia', { trivia: item.subject ?? '', percent: item.minScorePercent ?? 0 })
        : item.trigger === 'course'
          ? t('certification.how.course', { course: item.subject ?? '' })
          : t('certification.how.staff')
  const link =
    item.trigger === 'safe-sport'
      ? '/secure-sport'
      : item.trigger === 'trivia' && item.triviaId !== null
        ? `/trivia/${item.triviaId}`
        : item.trigger === 'course'
          ? '/courses'
          : undefined
  return (
    <li className="grid gap-1 rounded-2xl border border-dashed border-line bg-surface p-4">
      <h3 className="font-semibold text-ink">{item.title}</h3>
      <p className="text-sm text-ink-muted">{how}</p>
      {link && (
        <PathLink to={link} className="justify-self-start text-sm font-semibold text-brand-strong underline">
          {t('certification.go')}
        </PathLink>
      )}
    </li>
  )
}
