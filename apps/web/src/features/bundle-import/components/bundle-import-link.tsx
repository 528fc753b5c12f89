import { can } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FileUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/i18n.ts'
import { bundleImportQueries } from '../api.ts'

/** A link to /staff/import, shown to admins only (staff would get the 403 page there). */
export function BundleImportLink() {
  const { t } = useTranslation()
  const me = useQuery(bundleImportQueries.me(useLocale()))
  if (!can(me.data?.user, 'import.run')) return null
  return (
    <p className="mx-auto max-w-5xl">
      <Link
        to="/staff/import"
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-strong hover:underline"
      >
        <FileUp aria-hidden="true" className="size-4" />
        {t('bundleImport.link')}
      </Link>
    </p>
  )
}
