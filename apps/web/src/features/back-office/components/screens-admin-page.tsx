import { bigScreenPath, LOCALES, type Locale } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { ExternalLink, MonitorPlay } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import { ManageAccess } from './manage-access.tsx'

// The QR drawer and its library load with this page only (e2e/heavy-chunks.spec.ts keeps them off the main screens).
const ScreenQr = lazy(() => import('./screen-qr.tsx'))

/** /manage/screens: each venue's big-screen address (decision 087), with a QR code to open it on the TV's browser. */
export function ScreensAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <ScreensList />
    </ManageAccess>
  )
}

function ScreensList() {
  const { t } = useTranslation()
  const locale = useLocale()
  const venues = useQuery(referenceQueries.venues(locale))
  const [lang, setLang] = useState<Locale | ''>('')
  const langId = useId()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-ink">
          <MonitorPlay aria-hidden="true" className="size-7 text-brand" />
          {t('bigScreen.admin.title')}
        </h1>
        <p className="mt-2 text-sm text-ink-muted">{t('bigScreen.admin.intro')}</p>
      </header>
      <div className="grid gap-1">
        <label htmlFor={langId} className="text-sm font-semibold text-ink">
          {t('bigScreen.admin.language')}
        </label>
        <select
          id={langId}
          value={lang}
          onChange={(e) => setLang(e.target.value as Locale | '')}
          className={`${FIELD} max-w-xs`}
        >
          <option value="">{t('bigScreen.admin.gamesLanguage')}</option>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {t(`bigScreen.admin.languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      {venues.isPending ? (
        <CardListSkeleton rows={4} label={t('bigScreen.admin.loading')} />
      ) : venues.isError ? (
        <LoadError onRetry={() => void venues.refetch()} />
      ) : (
        <ul className="grid gap-3" aria-label={t('bigScreen.admin.listLabel')}>
          {venues.data.map((venue) => {
            const address = `${origin}${bigScreenPath(venue.code, lang || null)}`
            return (
              <li
                key={venue.code}
                className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-xs"
              >
                <Suspense fallback={<span className="size-36 shrink-0 rounded-md bg-surface-muted" />}>
                  <ScreenQr text={address} label={t('bigScreen.admin.qrAlt', { venue: venue.name })} />
                </Suspense>
                <div className="grid min-w-0 flex-1 gap-1">
                  <h2 className="font-semibold text-ink">{venue.name}</h2>
                  <p className="text-sm break-all text-ink-muted">
                    <span className="sr-only">{t('bigScreen.admin.address')} </span>
                    <code>{address}</code>
                  </p>
                  <a
                    href={address}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center gap-1 text-sm font-semibold text-brand-strong hover:underline"
                  >
                    {t('bigScreen.admin.open', { venue: venue.name })}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
