import type { AnyContentKind } from '@podium/domain'
import { useId } from 'react'
import { FIELD } from '../../../components/ui/field-styles.ts'
import type { KindText } from './content-text.ts'

/**
 * The list's filters of a kind (`kind.filters`, decision 107): a select per `choice` field, labelled as the form
 * labels the field, "every value" first (`.all.<field>`), then the field's options as the form names them. The
 * chosen option by field; `''` is every value.
 */
export function ContentFilters({
  kind,
  text,
  value,
  onChange,
}: {
  kind: AnyContentKind
  text: KindText
  value: Record<string, string>
  onChange: (field: string, option: string) => void
}) {
  const fields = kind.fields.filter((field) => field.widget === 'choice' && kind.filters?.includes(field.name))
  return (
    <div className="flex flex-wrap gap-3">
      {fields.map((field) => (
        <FilterSelect
          key={field.name}
          label={text(`fields.${field.name}`)}
          allLabel={text(`all.${field.name}`)}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: text(`options.${field.name}.${option}`),
          }))}
          value={value[field.name] ?? ''}
          onChange={(option) => onChange(field.name, option)}
        />
      ))}
    </div>
  )
}

function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string
  allLabel: string
  options: readonly { value: string; label: string }[]
  value: string
  onChange: (option: string) => void
}) {
  const id = useId()
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select id={id} className={FIELD} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
