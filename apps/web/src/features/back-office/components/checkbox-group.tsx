import { type ReactNode, useId } from 'react'

/**
 * A legend, an optional hint and a checkbox per option (44 px rows); `checked` is the chosen values in the order they
 * were chosen. `columns` lays the options out (a grid's column classes).
 */
export function CheckboxGroup<T extends string>({
  legend,
  hint,
  options,
  checked,
  onChange,
  columns,
  error,
}: {
  legend: string
  hint?: string
  options: readonly { value: T; label: string }[]
  checked: readonly T[]
  onChange: (checked: T[]) => void
  columns: string
  error?: ReactNode
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {hint && <p className="text-xs text-ink-muted">{hint}</p>}
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand"
              checked={checked.includes(option.value)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...checked, option.value] : checked.filter((value) => value !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {error}
    </fieldset>
  )
}

/** One checkbox with its label and, under the label, a hint that describes it (aria-describedby). */
export function HintedCheckbox({
  label,
  hint,
  checked,
  onChange,
  className = 'flex items-start gap-3',
}: {
  label: string
  hint: string
  checked: boolean
  onChange: (checked: boolean) => void
  className?: string
}) {
  const id = useId()
  const hintId = useId()
  return (
    <div className={className}>
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 accent-brand"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hintId}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      </div>
    </div>
  )
}
