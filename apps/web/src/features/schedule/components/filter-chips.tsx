import { GRID_FILTERS, type GridFilter } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { ScrollFades, useCurrentInView, useHiddenEnds } from '../../../components/ui/scroll-fades.tsx'

/** The grid filters of docs/product-rules.md §3 as a row of toggle buttons, with a fade where more hide. */
export function FilterChips({ value, onChange }: { value: GridFilter; onChange: (filter: GridFilter) => void }) {
  const { t } = useTranslation()
  const { ref, ends, measure } = useHiddenEnds<HTMLDivElement>()
  useCurrentInView(ref, '[aria-pressed="true"]', value, measure)
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('schedule.filterLabel')}</legend>
      <div className="relative -mx-1">
        <div ref={ref} onScroll={measure} className="relative flex gap-1.5 overflow-x-auto px-1 pb-1">
          {GRID_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={value === filter}
              onClick={() => onChange(filter)}
              className={`shrink-0 scroll-mx-10 rounded-full border px-3 py-1 text-xs font-semibold whitespace-nowrap transition ${
                value === filter
                  ? 'border-brand bg-brand-soft text-brand-strong'
                  : 'border-line bg-surface text-ink hover:bg-surface-muted'
              }`}
            >
              {t(`schedule.filters.${filter}`)}
            </button>
          ))}
        </div>
        <ScrollFades ends={ends} />
      </div>
    </fieldset>
  )
}
