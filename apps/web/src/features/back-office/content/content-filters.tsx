import { type AnyContentKind, choiceOptionsOf, formatDayLabel } from '@podium/domain'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { LabelledSelect, Options } from '../components/labelled-select.tsx'
import { useGamesDays, useReferenceOptions } from './content-reference-fields.tsx'
import type { KindText } from './content-text.ts'

/** The list's chosen filter values by field name (absent: every value). */
export type ContentFilterValues = Readonly<Record<string, string | undefined>>

/**
 * A kind's list search and, for each of its `filters` (decision 106), a select of the choice's options labelled
 * `content.<kind>.fields.<field>`, with `content.<kind>.all.<field>` for every value; and the discipline filter's select
 * of the games' disciplines (`?discipline=`, decision 111) and the day filter's of the games' days (`?day=`, 116).
 */
export function ContentFilters({
  kind,
  text,
  q,
  onSearch,
  filters,
  onFilter,
}: {
  kind: AnyContentKind
  text: KindText & { generic: KindText }
  q: string
  onSearch: (q: string) => void
  filters: ContentFilterValues
  onFilter: (field: string, value: string | undefined) => void
}) {
  const references = useReferenceOptions(kind.disciplineFilter !== undefined)
  const search = (
    <SearchBox label={text.generic('search')} placeholder={text('searchPlaceholder')} value={q} onChange={onSearch} />
  )
  const discipline = kind.disciplineFilter
  const day = kind.dayFilter
  const locale = useLocale()
  const days = useGamesDays().map((value) => ({ value, label: formatDayLabel(value, { locale }) }))
  if (!kind.filters?.length && !discipline && !day) return search
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      {search}
      {discipline && (
        <FilterSelect
          label={text(`fields.${discipline}`)}
          allLabel={text(`all.${discipline}`)}
          options={references.discipline}
          value={filters.discipline ?? ''}
          onChange={(value) => onFilter('discipline', value || undefined)}
        />
      )}
      {day && (
        <FilterSelect
          label={text(`fields.${day}`)}
          allLabel={text(`all.${day}`)}
          options={days}
          value={filters.day ?? ''}
          onChange={(value) => onFilter('day', value || undefined)}
        />
      )}
      {(kind.filters ?? []).map((field: string) => (
        <FilterSelect
          key={field}
          label={text(`fields.${field}`)}
          allLabel={text(`all.${field}`)}
          options={choiceOptionsOf(kind, field).map((value) => ({ value, label: text(`options.${field}.${value}`) }))}
          value={filters[field] ?? ''}
          onChange={(value) => onFilter(field, value || undefined)}
        />
      ))}
    </div>
  )
}

function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string
  allLabel: string
  options: readonly { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <LabelledSelect label={label} value={value} onChange={onChange}>
      <Options values={options} idOf={(option) => option.value} label={(option) => option.label} allLabel={allLabel} />
    </LabelledSelect>
  )
}
