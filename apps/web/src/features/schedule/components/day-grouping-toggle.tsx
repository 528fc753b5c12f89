import { DAY_GROUPINGS, type DayGrouping } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { ToggleOption } from '../../../components/ui/toggle-option.tsx'
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
          <ToggleOption key={grouping} pressed={value === grouping} onPress={() => setDayGrouping(grouping)}>
            {t(`schedule.groupings.${grouping}`)}
          </ToggleOption>
        ))}
      </div>
    </fieldset>
  )
}
