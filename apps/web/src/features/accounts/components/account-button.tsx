import { Link } from '@tanstack/react-router'
import { CircleUserRound, LogIn } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/session.ts'

/** The header's entry to the account: "log in" when nobody is, else the user's profile. */
export function AccountButton() {
  const { t } = useTranslation()
  const session = useSession()
  const signedIn = session.isLoggedIn && session.userData
  const className =
    'flex h-10 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-ink hover:bg-surface-muted'
  if (!signedIn) {
    return (
      <Link to="/login" className={className} aria-label={t('auth.loginLink')}>
        <LogIn aria-hidden="true" className="size-5" />
        <span className="hidden sm:inline">{t('auth.loginLink')}</span>
      </Link>
    )
  }
  return (
    <Link
      to="/profile"
      className={className}
      aria-label={t('account.openProfile', { name: session.userData?.username })}
    >
      <CircleUserRound aria-hidden="true" className="size-5" />
      <span className="hidden max-w-32 truncate sm:inline">{session.userData?.username}</span>
    </Link>
  )
}
