import { DAY_GROUPINGS, type DayGrouping } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { setDayGrouping } from '../day-grouping.ts'

/** By discipline or by hour: two buttons, the choice remembered on this device. */
export function DayGroupingToggle({ value }: { value: DayGrouping }) {
  const { t } = useTranslation()
  return (
    <fieldset className="flex items-center gap-2 text-sm text-ink-muted">
      <legend className="sr-only">{t('schedule.groupBy')}</legend>
      <span aria-hidden="true">{t('schedule.groupBy')}</span>
      <div className="flex rounded-full border border-line bg-surface p-0.5">
        {DAY_GROUPINGS.map((grouping) => (
          <button
            key={grouping}
            type="button"
            aria-pressed={value === grouping}
            onClick={() => setDayGrouping(grouping)}
            className={`rounded-full px-3 py-1 text-xs font-semibold transition ${
              value === grouping ? 'bg-brand text-brand-ink' : 'text-ink hover:bg-surface-muted'
            }`}
          >
            {t(`schedule.groupings.${grouping}`)}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
