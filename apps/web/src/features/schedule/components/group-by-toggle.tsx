import type { DayGrouping } from '@podium/domain'
import { useTranslation } from 'react-i18next'

interface Props {
  value: DayGrouping
  onChange: (grouping: DayGrouping) => void
}

/** The day view's 'Group by: sport | hour' switch. */
export function GroupByToggle({ value, onChange }: Props) {
  const { t } = useTranslation()
  const option = (grouping: DayGrouping, label: string) => (
    <button
      type="button"
      aria-pressed={value === grouping}
      onClick={() => onChange(grouping)}
      className={`rounded-full px-3 py-1 text-xs font-semibold transition ${
        value === grouping ? 'bg-brand text-brand-ink' : 'text-ink hover:bg-surface-muted'
      }`}
    >
      {label}
    </button>
  )
  return (
    <fieldset className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
      <legend className="sr-only">{t('schedule.groupBy')}</legend>
      <span aria-hidden="true">{t('schedule.groupBy')}</span>
      <div className="flex items-center rounded-full border border-line bg-surface p-0.5">
        {option('discipline', t('schedule.groupByDiscipline'))}
        {option('hour', t('schedule.groupByHour'))}
      </div>
    </fieldset>
  )
}
