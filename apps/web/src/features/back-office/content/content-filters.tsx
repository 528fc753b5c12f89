import { type AnyContentKind, choiceOptionsOf } from '@podium/domain'
import { useId } from 'react'
import { FIELD } from '../../../components/ui/field-styles.ts'
import type { KindText } from './content-text.ts'

/** The list's filter values by field name (a field absent is every value). */
export type ContentFilterValues = Readonly<Record<string, string>>

/**
 * One select per field the kind filters its list by (`kind.filters`, decision 106): labelled as the field
 * (`content.<kind>.fields.<field>`), "every value" first (`content.<kind>.all.<field>`), then the choice's options.
 */
export function ContentFilters({
  kind,
  text,
  values,
  onChange,
}: {
  kind: AnyContentKind
  text: KindText
  values: ContentFilterValues
  onChange: (values: ContentFilterValues) => void
}) {
  const filters: readonly string[] = kind.filters ?? []
  return filters.map((name) => (
    <FilterSelect
      key={name}
      name={name}
      text={text}
      options={choiceOptionsOf(kind, name)}
      value={values[name] ?? ''}
      onChange={(value) => {
        const { [name]: _dropped, ...rest } = values
        onChange(value === '' ? rest : { ...rest, [name]: value })
      }}
    />
  ))
}

function FilterSelect({
  name,
  text,
  options,
  value,
  onChange,
}: {
  name: string
  text: KindText
  options: readonly string[]
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {text(`fields.${name}`)}
      </label>
      <select id={id} className={FIELD} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{text(`all.${name}`)}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(`options.${name}.${option}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
