import { dayRange, formatDayLabel } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import type { ContentField } from './content-form-values.ts'
import type { KindText } from './content-text.ts'

interface ReferenceFieldProps {
  field: ContentField
  text: KindText & { generic: KindText }
  value: string
  onChange: (value: string) => void
  required: boolean
  error: string | undefined
}

/**
 * A field whose options come from the games' data (decision 110): a `day` of the games (labelled like every day
 * list) or a `discipline` by its code (labelled by its name). An optional one starts with "none".
 */
export function ReferenceField(props: ReferenceFieldProps) {
  return props.field.widget === 'day' ? <DayField {...props} /> : <DisciplineField {...props} />
}

function DayField(props: ReferenceFieldProps) {
  const locale = useLocale()
  const games = useQuery(configQueries.detail(locale)).data?.games
  const days = games ? dayRange(games.startsOn, games.endsOn) : []
  const options = days.map((day) => ({ value: day, label: formatDayLabel(day, { locale }) }))
  return <ReferenceSelect {...props} none={props.text.generic('noDay')} options={options} />
}

function DisciplineField(props: ReferenceFieldProps) {
  const disciplines = useQuery(referenceQueries.disciplines(useLocale())).data ?? []
  const options = disciplines.map((discipline) => ({ value: discipline.code, label: discipline.name }))
  return <ReferenceSelect {...props} none={props.text.generic('noDiscipline')} options={options} />
}

function ReferenceSelect({
  field,
  text,
  value,
  onChange,
  required,
  error,
  none,
  options,
}: ReferenceFieldProps & { none: string; options: { value: string; label: string }[] }) {
  const id = useId()
  // A stored value the games no longer list (a day moved, a discipline removed) stays visible until changed.
  const listed = value === '' || options.some((option) => option.value === value)
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
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {(!required || value === '') && <option value="">{none}</option>}
        {!listed && <option value={value}>{value}</option>}
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
