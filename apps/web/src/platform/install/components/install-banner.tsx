import { Download } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'

interface Props {
  onInstall: () => void
  onCancel: () => void
}

/**
 * A card over the bottom of the page (above the phone tab bar, bottom right on wide screens). Not a modal: the page
 * stays usable, and the prompt waits in the tab order after the content until the user answers.
 */
export function InstallBanner({ onInstall, onCancel }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-2xl border border-line bg-surface p-4 text-ink shadow-lg lg:inset-x-auto lg:right-6 lg:bottom-6 lg:w-96"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-strong">
          <Download aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            {t('install.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('install.body')}</p>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('install.notNow')}
        </button>
        <button type="button" className={primaryButton} onClick={onInstall}>
          {t('install.install')}
        </button>
      </div>
    </section>
  )
}
