import { type InputHTMLAttributes, useId } from 'react'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** A message under the field; marks it invalid. */
  error?: string | undefined
}

/** A labelled input with its error message tied to it (aria-describedby). */
export function TextField({ label, error, className, ...input }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink shadow-xs outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-600 dark:aria-invalid:border-red-400"
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}
