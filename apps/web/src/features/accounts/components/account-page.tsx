import { levelForPoints } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LogOut, Settings, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { useLocale } from '../../../i18n/i18n.ts'
import { useSession } from '../../../lib/session.ts'
import { accountQueries } from '../api.ts'
import { useLogout } from '../use-logout.ts'

/** My account (mode 'account': the account's details) and profile (mode 'profile': points and level). */
export function AccountPage({ mode }: { mode: 'account' | 'profile' }) {
  const { t } = useTranslation()
  const lang = useLocale()
  const session = useSession()
  const onLogout = useLogout()
  const isUser = session.loginType === 'user'
  const me = useQuery({ ...accountQueries.me(lang), enabled: isUser })
  const stored = session.userData
  const user = me.data?.user

  if (!session.loginType || !stored) {
    return (
      <div className="mx-auto grid max-w-xl gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t(`account.${mode}Title`)}</h1>
        <p className="text-ink-muted">{t('account.signedOut')}</p>
        <Link to="/login" className={`${primaryButton} justify-self-start`}>
          {t('auth.loginLink')}
        </Link>
      </div>
    )
  }

  const points = user?.points ?? 0
  const level = levelForPoints(points)
  const name = user?.name ?? stored.name ?? stored.username
  const userType = user?.userType ?? 'guest'

  return (
    <div className="mx-auto grid max-w-xl grid-cols-[minmax(0,1fr)] gap-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t(`account.${mode}Title`)}</h1>
      <section className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xl font-bold text-brand-strong"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-ink">{name}</p>
          <p className="truncate text-sm text-ink-muted">@{user?.username ?? stored.username}</p>
          <p className="text-sm text-ink-muted">
            {t(`ranking.types.${userType}`)}
            {user?.organisationName ? ` · ${user.organisationName}` : ''}
          </p>
        </div>
      </section>
      {mode === 'profile' ? (
        <section aria-labelledby="xp-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-xs">
          <h2 id="xp-heading" className="flex items-center gap-2 font-bold text-ink">
            <Star aria-hidden="true" className="size-4 text-gold-strong" />
            {t('account.level', { level: level.level })}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('account.points', { count: points })}</p>
          <div
            role="progressbar"
            aria-label={t('account.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={10000}
            aria-valuenow={level.pointsIntoLevel}
            className="mt-3 h-2.5 overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full rounded-full bg-brand" style={{ width: `${level.progress * 100}%` }} />
          </div>
          <p className="mt-2 text-xs text-ink-muted">{t('account.nextLevel', { count: level.pointsForNextLevel })}</p>
        </section>
      ) : (
        <dl className="grid gap-3 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('auth.email')}</dt>
            <dd className="text-ink">{user?.email ?? stored.email}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('auth.cpf')}</dt>
            <dd className="text-ink">{user?.cpf ?? stored.cpf}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('account.loginType')}</dt>
            <dd className="text-ink">{t(`account.loginTypes.${session.loginType}`)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('account.secureSport')}</dt>
            <dd className="text-ink">
              {session.hasWatchedSecureSport ? t('account.watched') : t('account.notWatched')}
            </dd>
          </div>
        </dl>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={mode === 'profile' ? '/account' : '/profile'} className={secondaryButton}>
          {t(mode === 'profile' ? 'account.accountTitle' : 'account.profileTitle')}
        </Link>
        <Link to="/settings" className={secondaryButton}>
          <Settings aria-hidden="true" className="size-4" />
          {t('settings.title')}
        </Link>
        <button type="button" className={secondaryButton} onClick={onLogout}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('auth.logoutButton')}
        </button>
      </div>
    </div>
  )
}
