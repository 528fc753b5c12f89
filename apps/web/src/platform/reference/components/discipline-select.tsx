import type { DisciplineDto } from '@podium/domain'
import type { ReactNode } from 'react'

interface Props {
  label: ReactNode
  disciplines: readonly DisciplineDto[]
  /** The chosen discipline's key, or `allValue`. */
  value: string
  /** The first option, for every discipline. */
  allValue: string
  allLabel: string
  onChange: (value: string) => void
  className?: string
}

/** A labelled select of the disciplines by key, every discipline first; the page decides where a choice leads. */
export function DisciplineSelect({ label, disciplines, value, allValue, allLabel, onChange, className = '' }: Props) {
  return (
    <label className={`grid gap-1 text-sm font-semibold text-ink ${className}`.trim()}>
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink"
      >
        <option value={allValue}>{allLabel}</option>
        {disciplines.map((d) => (
          <option key={d.code} value={d.key}>
            {d.name}
          </option>
        ))}
      </select>
    </label>
  )
}
