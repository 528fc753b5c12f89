import { Link, useLocation } from '@tanstack/react-router'
import { Compass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { primaryButton } from '../../../components/ui/button-styles.ts'

/**
 * docs/product-rules.md §8: an unknown page is error 404, "Page not found" plus the path. The server already answered
 * 404.
 */
export function NotFoundPage() {
  const { t } = useTranslation()
  const path = useLocation({ select: (location) => location.pathname })
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <Compass aria-hidden="true" className="size-7" />
      </div>
      <p className="mt-5 text-6xl font-extrabold tracking-tight text-brand tabular-nums">404</p>
      <h1 className="mt-2 text-2xl font-bold text-ink">{t('notFound.title')}</h1>
      <p className="mt-4 text-sm text-ink-muted">{t('notFound.pathLabel')}</p>
      <p className="mt-1 max-w-full rounded-lg bg-surface-muted px-3 py-1.5 font-mono text-sm break-all text-ink">
        {path}
      </p>
      <Link to="/" className={`mt-8 ${primaryButton}`}>
        {t('notFound.backHome')}
      </Link>
    </div>
  )
}
