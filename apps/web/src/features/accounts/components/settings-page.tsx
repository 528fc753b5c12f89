import { Link } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { setPreferredTimezone, useSession } from '../../../lib/session.ts'
import { LowDataSetting } from '../../../platform/low-data/components/low-data-setting.tsx'
import { SpoilerShieldSetting } from '../../../platform/spoiler-shield/components/spoiler-shield-setting.tsx'

/** Settings: where times are shown (docs/product-rules.md §3 preferredTimezone), and links to the account pages. */
/** `alerts`: this device's alert settings (the alerts feature's panel, given by the route). */
export function SettingsPage({ alerts }: { alerts?: ReactNode } = {}) {
  const { t } = useTranslation()
  const session = useSession()
  const zoneId = useId()
  return (
    <div className="mx-auto grid max-w-xl grid-cols-[minmax(0,1fr)] gap-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('settings.title')}</h1>
      <section className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <label htmlFor={zoneId} className="font-semibold text-ink">
          {t('settings.timezone')}
        </label>
        <select
          id={zoneId}
          value={session.preferredTimezone}
          onChange={(e) => setPreferredTimezone(e.target.value)}
          className="w-full min-w-0 truncate rounded-xl border border-line bg-surface px-3 py-2 text-ink"
        >
          <option value="local">{t('settings.timezoneLocal', { zone: session.timezone })}</option>
          <option value="games">{t('settings.timezoneGames')}</option>
        </select>
        <p className="text-sm text-ink-muted">{t('settings.languageHint')}</p>
      </section>
      <SpoilerShieldSetting />
      <LowDataSetting />
      {alerts}
      <nav aria-label={t('settings.accountLinks')} className="flex flex-wrap gap-3">
        <Link to="/account" className="font-semibold text-brand-strong underline underline-offset-2">
          {t('account.accountTitle')}
        </Link>
        <Link to="/profile" className="font-semibold text-brand-strong underline underline-offset-2">
          {t('account.profileTitle')}
        </Link>
      </nav>
    </div>
  )
}
