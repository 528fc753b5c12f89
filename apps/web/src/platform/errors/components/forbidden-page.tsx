import { Link } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { primaryButton } from '../../../components/ui/button-styles.ts'

/** The 403 page: the screen exists, but not for this account (the API refuses the data as well). */
export function ForbiddenPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </div>
      <p className="mt-5 text-6xl font-extrabold tracking-tight text-brand tabular-nums">403</p>
      <h1 className="mt-2 text-2xl font-bold text-ink">{t('forbidden.title')}</h1>
      <p className="mt-4 text-sm text-ink-muted">{t('forbidden.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/login" className={primaryButton}>
          {t('forbidden.logIn')}
        </Link>
        <Link to="/" className="rounded-xl px-4 py-2.5 font-semibold text-brand-strong hover:underline">
          {t('notFound.backHome')}
        </Link>
      </div>
    </div>
  )
}
