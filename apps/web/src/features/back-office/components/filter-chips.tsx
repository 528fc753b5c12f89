import type { LucideIcon } from 'lucide-react'

/** A filter chip's look (a toggle button, `aria-pressed`): filled when chosen. */
const chip = (pressed: boolean) =>
  `inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition ${
    pressed ? 'border-brand bg-brand text-brand-ink' : 'border-line bg-surface text-ink hover:bg-surface-muted'
  }`

/**
 * A row of toggle chips under a legend: "all" first, then one per value, each with its count once the list has
 * answered; the chosen one pressed. Choosing "all" chooses `undefined`.
 */
export function FilterChips<T extends string>({
  legend,
  allLabel,
  values,
  label,
  icons,
  counts,
  chosen,
  onChoose,
}: {
  legend: string
  allLabel: string
  values: readonly T[]
  label: (value: T) => string
  icons?: Readonly<Record<T, LucideIcon>>
  counts: Readonly<Record<T, number>> | undefined
  chosen: T | undefined
  onChoose: (value: T | undefined) => void
}) {
  const all = counts ? values.reduce((sum, value) => sum + counts[value], 0) : undefined
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={chip(!chosen)} aria-pressed={!chosen} onClick={() => onChoose(undefined)}>
          {allLabel}
          {all !== undefined && <span className="tabular-nums">({all})</span>}
        </button>
        {values.map((value) => {
          const Icon: LucideIcon | undefined = icons?.[value]
          return (
            <button
              key={value}
              type="button"
              className={chip(chosen === value)}
              aria-pressed={chosen === value}
              onClick={() => onChoose(value)}
            >
              {Icon && <Icon aria-hidden="true" className="size-4" />}
              {label(value)}
              {counts && <span className="tabular-nums">({counts[value]})</span>}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
