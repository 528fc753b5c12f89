import { isLocale, LOCALE_LABELS, LOCALE_TAGS, LOCALES } from '@podium/domain'
import { ChevronDown, Globe } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { switchLocale, useLocale } from '../../../i18n/i18n.ts'

/**
 * A native select (keyboard, screen readers and phone pickers for free). Phones show only the language code; the
 * select then lies transparent over it, so a tap still opens the native picker.
 */
export function LanguagePicker() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <label className="relative flex h-9 items-center rounded-full border border-line bg-surface-muted text-sm font-medium text-ink hover:border-ink-muted has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand">
      <span className="sr-only">{t('settings.language')}</span>
      <Globe aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-ink-muted" />
      <span aria-hidden="true" className="pr-3 pl-8 font-semibold uppercase sm:hidden">
        {locale}
      </span>
      <select
        value={locale}
        onChange={(event) => {
          const next = event.target.value
          if (isLocale(next)) void switchLocale(next)
        }}
        className="absolute inset-0 cursor-pointer appearance-none rounded-full bg-transparent pr-8 pl-8 opacity-0 outline-none sm:static sm:h-full sm:opacity-100"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={LOCALE_TAGS[option]}>
            {LOCALE_LABELS[option]}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-2.5 hidden size-4 text-ink-muted sm:block"
      />
    </label>
  )
}
