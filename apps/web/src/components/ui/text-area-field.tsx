import type { TextareaHTMLAttributes } from 'react'
import { LabelledField } from './labelled-field.tsx'

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  /** A message under the field; marks it invalid. */
  error?: string | undefined
}

/** A labelled paragraph field with its error message tied to it (aria-describedby), like TextField. */
export function TextAreaField({ label, error, className, rows = 3, ...textarea }: Props) {
  return (
    <LabelledField label={label} error={error} className={className}>
      {(control) => <textarea {...control} rows={rows} {...textarea} />}
    </LabelledField>
  )
}
