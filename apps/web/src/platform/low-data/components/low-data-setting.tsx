import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { browserAsksToSaveData, setLowData, useLowData, useLowDataChoice } from '../low-data.ts'

/** The settings' low-data switch (decision 088): on, off, or — untouched — as the browser asks. */
export function LowDataSetting() {
  const { t } = useTranslation()
  const on = useLowData()
  const chosen = useLowDataChoice()
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-2 rounded-2xl border border-line bg-surface p-5 shadow-xs"
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink">
        {t('lowData.label')}
      </h2>
      <label className="flex items-center gap-3 text-ink">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => setLowData(e.target.checked)}
          className="size-5 accent-brand"
          aria-describedby={`${id}-hint`}
        />
        {t('lowData.toggle')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('lowData.help')}
        {on && chosen === 'auto' && browserAsksToSaveData() && <> {t('lowData.auto')}</>}
      </p>
    </section>
  )
}
