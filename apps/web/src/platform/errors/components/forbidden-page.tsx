import { Link } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { primaryButton } from '../../../components/ui/button-styles.ts'
import { ErrorPageFrame } from './error-page-frame.tsx'

/** The 403 page: the screen exists, but not for this account (the API refuses the data as well). */
export function ForbiddenPage() {
  const { t } = useTranslation()
  return (
    <ErrorPageFrame icon={ShieldAlert} code={403} title={t('forbidden.title')}>
      <p className="mt-4 text-sm text-ink-muted">{t('forbidden.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/login" className={primaryButton}>
          {t('forbidden.logIn')}
        </Link>
        <Link to="/" className="rounded-xl px-4 py-2.5 font-semibold text-brand-strong hover:underline">
          {t('notFound.backHome')}
        </Link>
      </div>
    </ErrorPageFrame>
  )
}
