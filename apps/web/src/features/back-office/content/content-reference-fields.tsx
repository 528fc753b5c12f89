import { dayRange, formatDayLabel } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import type { ContentField } from './content-form-values.ts'
import type { KindText } from './content-text.ts'

/**
 * The widgets over the games' reference data (decision 111): a `discipline` or `organisation` field is a select of
 * the games' disciplines or delegations (with "none" when the field is optional), a `days` field a checkbox per games
 * day. The server checks each value exists.
 */

/**
 * The games' disciplines and delegations as options (the selects, the filter, the list's summary); fetched only when
 * `enabled` (a kind with such a field).
 */
export function useReferenceOptions(enabled = true) {
  const locale = useLocale()
  const disciplines = useQuery({ ...referenceQueries.disciplines(locale), enabled }).data ?? []
  const organisations = useQuery({ ...referenceQueries.organisations(locale), enabled }).data ?? []
  return {
    discipline: disciplines.map((d) => ({ value: d.code, label: d.name })),
    organisation: organisations.map((o) => ({ value: o.code, label: `${o.name} (${o.code})` })),
  }
}

export function ReferenceSelect({
  field,
  text,
  value,
  onChange,
  required,
  error,
}: {
  field: ContentField & { widget: 'discipline' | 'organisation' }
  text: KindText & { generic: KindText }
  value: string
  onChange: (value: string) => void
  required: boolean
  error: string | undefined
}) {
  const id = useId()
  const options = useReferenceOptions()[field.widget]
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {text(`fields.${field.name}`)}
      </label>
      <select
        id={id}
        className={FIELD}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {!required && <option value="">{text.generic('none')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}

export function DaysField({
  field,
  text,
  value,
  onChange,
  error,
}: {
  field: ContentField
  text: KindText
  value: readonly string[]
  onChange: (days: string[]) => void
  error: string | undefined
}) {
  const id = useId()
  const locale = useLocale()
  const games = useQuery(configQueries.detail(locale)).data?.games
  const days = games ? dayRange(games.startsOn, games.endsOn) : []
  const toggle = (day: string, on: boolean) =>
    onChange(on ? [...value, day].sort() : value.filter((chosen) => chosen !== day))
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-ink">{text(`fields.${field.name}`)}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {text(`hints.${field.name}`)}
      </p>
      <div className="flex flex-wrap gap-2">
        {days.map((day) => (
          <label
            key={day}
            className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink"
          >
            <input type="checkbox" checked={value.includes(day)} onChange={(e) => toggle(day, e.target.checked)} />
            {formatDayLabel(day, { locale })}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  )
}
