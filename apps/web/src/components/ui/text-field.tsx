import type { InputHTMLAttributes } from 'react'
import { LabelledField } from './labelled-field.tsx'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** A message under the field; marks it invalid. */
  error?: string | undefined
}

/** A labelled input with its error message tied to it (aria-describedby). */
export function TextField({ label, error, className, ...input }: Props) {
  return (
    <LabelledField label={label} error={error} className={className}>
      {(control) => <input {...control} {...input} />}
    </LabelledField>
  )
}
