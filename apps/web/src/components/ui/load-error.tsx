import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from './button-styles.ts'

/** docs/product-rules.md §8 generic: "There was an error loading the content", with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-5">
      <p className="text-sm text-ink">{t('errors.loadContent')}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('errors.tryAgain')}
      </button>
    </div>
  )
}
