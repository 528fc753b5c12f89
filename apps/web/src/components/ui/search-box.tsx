import { Search } from 'lucide-react'
import { FIELD } from './field-styles.ts'

interface Props {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** Extra classes for the label (its grid placement). */
  className?: string
}

/** A labelled search box with its magnifier. */
export function SearchBox({ label, value, onChange, placeholder, className = '' }: Props) {
  return (
    <label className={`grid gap-1 text-sm font-semibold text-ink ${className}`}>
      {label}
      <span className="relative">
        <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-ink-muted" />
        <input
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className={`${FIELD} w-full pl-9`}
        />
      </span>
    </label>
  )
}
