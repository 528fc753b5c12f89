import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { revealDay, setSpoilerShield, spoilerShield, useGamesDay } from '../spoiler-shield.ts'

/** The settings' spoiler shield: on or off for this device, and "reveal everything today". */
export function SpoilerShieldSetting() {
  const { t } = useTranslation()
  const state = spoilerShield.use()
  const { today } = useGamesDay()
  const id = useId()
  const revealedToday = today !== undefined && state.revealedDays.includes(today)
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-2 rounded-2xl border border-line bg-surface p-5 shadow-xs"
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink">
        {t('spoiler.title')}
      </h2>
      <label className="flex items-center gap-3 text-ink">
        <input
          type="checkbox"
          checked={state.on}
          onChange={(e) => setSpoilerShield(e.target.checked)}
          className="size-5 accent-brand"
          aria-describedby={`${id}-hint`}
        />
        {t('spoiler.toggle')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('spoiler.hint')}
      </p>
      {state.on && today && (
        <div>
          <button type="button" className={secondaryButton} disabled={revealedToday} onClick={() => revealDay(today)}>
            {revealedToday ? t('spoiler.todayRevealed') : t('spoiler.revealToday')}
          </button>
        </div>
      )}
    </section>
  )
}
