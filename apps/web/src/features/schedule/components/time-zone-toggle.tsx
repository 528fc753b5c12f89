import { type Locale, timeZoneLabel } from '@podium/domain'
import { Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ToggleOption } from '../../../components/ui/toggle-option.tsx'
import { setPreference, type TimeZonePreference, userTimeZone } from '../time-zone.ts'

interface Props {
  preference: TimeZonePreference
  gamesTimeZone: string
  locale: Locale
  /** The instant the offsets are read at (summer time). */
  at: string | number
}

/** Which clock the times are in, always labelled with its offset, and the switch between the two. */
export function TimeZoneToggle({ preference, gamesTimeZone, locale, at }: Props) {
  const { t } = useTranslation()
  const games = t('schedule.gamesTime', { zone: timeZoneLabel(gamesTimeZone, locale, at) })
  const local = t('schedule.localTime', { zone: timeZoneLabel(userTimeZone(), locale, at) })
  const option = (value: TimeZonePreference, label: string) => (
    <ToggleOption pressed={preference === value} onPress={() => setPreference(value)}>
      {label}
    </ToggleOption>
  )
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
      <Clock aria-hidden="true" className="size-4" />
      <span>{preference === 'local' ? local : games}</span>
      <fieldset className="flex items-center rounded-full border border-line bg-surface p-0.5">
        <legend className="sr-only">{t('schedule.timeZoneChoice')}</legend>
        <div className="flex">
          {option('event', t('schedule.gamesTimeShort'))}
          {option('local', t('schedule.localTimeShort'))}
        </div>
      </fieldset>
    </div>
  )
}
