import { formatDayLabel, type Locale } from '@podium/domain'
import { ScrollFades, useCurrentInView, useHiddenEnds } from './scroll-fades.tsx'

interface Props {
  days: readonly string[]
  value: string | null
  onChange: (day: string | null) => void
  locale: Locale
  label: string
  /** Offer an "all days" choice with this label. */
  allLabel?: string
  today?: string
  todayLabel?: string
}

/**
 * A row of day buttons (scrolls sideways on phones, with a fade where more hide); the pressed one is the selected day,
 * brought into view.
 */
export function DaySelector({ days, value, onChange, locale, label, allLabel, today, todayLabel }: Props) {
  const { ref, ends, measure } = useHiddenEnds<HTMLDivElement>()
  useCurrentInView(ref, '[aria-pressed="true"]', `${value}:${days.length}`, measure)
  const chip = (selected: boolean) =>
    `shrink-0 scroll-mx-10 rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition ${
      selected ? 'border-brand bg-brand text-brand-ink' : 'border-line bg-surface text-ink hover:bg-surface-muted'
    }`
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{label}</legend>
      <div className="relative -mx-1">
        <div ref={ref} onScroll={measure} className="relative flex gap-2 overflow-x-auto px-1 pb-1">
          {allLabel && (
            <button
              type="button"
              aria-pressed={value === null}
              className={chip(value === null)}
              onClick={() => onChange(null)}
            >
              {allLabel}
            </button>
          )}
          {days.map((day) => (
            <button
              key={day}
              type="button"
              aria-pressed={value === day}
              className={chip(value === day)}
              onClick={() => onChange(day)}
            >
              {formatDayLabel(day, { locale })}
              {day === today && todayLabel && <span className="sr-only"> ({todayLabel})</span>}
            </button>
          ))}
        </div>
        <ScrollFades ends={ends} />
      </div>
    </fieldset>
  )
}
