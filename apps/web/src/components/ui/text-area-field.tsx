import { type TextareaHTMLAttributes, useId } from 'react'

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  /** A message under the field; marks it invalid. */
  error?: string | undefined
}

/** A labelled paragraph field with its error message tied to it (aria-describedby), like TextField. */
export function TextAreaField({ label, error, className, rows = 3, ...textarea }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink shadow-xs outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-600 dark:aria-invalid:border-red-400"
        {...textarea}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}
