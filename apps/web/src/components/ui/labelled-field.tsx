import { type ReactNode, useId } from 'react'

/** What a labelled field gives its control: its id, whether it is invalid and the message describing why, its look. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
}

interface Props {
  label: string
  /** A message under the field; marks it invalid. */
  error?: string | undefined
  className?: string | undefined
  /** The control (an input, a textarea), drawn with the props that tie it to its label and message. */
  children: (control: FieldControlProps) => ReactNode
}

/** A label above a form control and its error message under it, tied to the control (aria-describedby). */
export function LabelledField({ label, error, className, children }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        className:
          'block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink shadow-xs outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-600 dark:aria-invalid:border-red-400',
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}
