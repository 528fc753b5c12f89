import { type ReactNode, useId } from 'react'
import { FIELD } from '../../../components/ui/field-styles.ts'

/**
 * A select with its label above and, when the form refused it, its message under it (aria-describedby): a manager's
 * filter ("every type", "every status"…) or a form's choice. The options are the children.
 */
export function LabelledSelect({
  label,
  value,
  onChange,
  error,
  required,
  children,
}: {
  label: string
  value: string | number
  onChange: (value: string) => void
  error?: string | undefined
  required?: boolean
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        className={FIELD}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A select's options from values and their labels (first, where given, the empty value meaning "all"); `idOf`
 * gives an object's option value (its id), a string or number is its own.
 */
export function Options<T>({
  values,
  label,
  idOf = (value: T) => String(value),
  allLabel,
}: {
  values: readonly T[]
  label: (value: T) => string
  idOf?: (value: T) => string | number
  allLabel?: string
}) {
  return (
    <>
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {values.map((value) => (
        <option key={idOf(value)} value={idOf(value)}>
          {label(value)}
        </option>
      ))}
    </>
  )
}
