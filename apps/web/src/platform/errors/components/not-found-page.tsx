import { Link, useLocation } from '@tanstack/react-router'
import { Compass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { primaryButton } from '../../../components/ui/button-styles.ts'
import { ErrorPageFrame } from './error-page-frame.tsx'

/**
 * docs/product-rules.md §8: an unknown page is error 404, "Page not found" plus the path. The server already answered
 * 404.
 */
export function NotFoundPage() {
  const { t } = useTranslation()
  const path = useLocation({ select: (location) => location.pathname })
  return (
    <ErrorPageFrame icon={Compass} code={404} title={t('notFound.title')}>
      <p className="mt-4 text-sm text-ink-muted">{t('notFound.pathLabel')}</p>
      <p className="mt-1 max-w-full rounded-lg bg-surface-muted px-3 py-1.5 font-mono text-sm break-all text-ink">
        {path}
      </p>
      <Link to="/" className={`mt-8 ${primaryButton}`}>
        {t('notFound.backHome')}
      </Link>
    </ErrorPageFrame>
  )
}
