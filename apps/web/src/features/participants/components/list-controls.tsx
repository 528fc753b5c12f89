/** The pieces of the paged participant lists (athletes, teams): search, filters, count and page navigation. */
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, Users } from 'lucide-react'
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import type { TeamFilters } from '../api.ts'

/** Typing waits this long before the server is asked, so a name costs one search, not one per letter. */
const SEARCH_DEBOUNCE_MS = 250

interface SearchFieldProps {
  label: string
  placeholder: string
  /** The search in the URL. */
  value: string | undefined
  onSearch: (search: string | undefined) => void
  className?: string
}

/** A search box that asks once the typing pauses, and follows the URL when it changes (back, forward, a link). */
function SearchField({ label, placeholder, value, onSearch, className = '' }: SearchFieldProps) {
  const [text, setText] = useState(value ?? '')
  // The last search this box sent: a different value comes from elsewhere and replaces the text.
  const sent = useRef(value)
  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value ?? '')
  }, [value])
  // An effect event: a new onSearch on each render of the parent does not restart the pause.
  const send = useEffectEvent((search: string | undefined) => {
    sent.current = search
    onSearch(search)
  })
  useEffect(() => {
    const search = text.trim() || undefined
    if (search === value) return
    const timer = setTimeout(() => send(search), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value])
  return <SearchBox label={label} value={text} onChange={setText} placeholder={placeholder} className={className} />
}

interface FilterSelectProps {
  label: string
  /** The first option: no filter. */
  allLabel: string
  value: string | undefined
  options: readonly { value: string; label: string }[]
  onChange: (value: string | undefined) => void
}

export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <label className="grid gap-1 text-sm font-semibold text-ink">
      {label}
      <select className={`${FIELD} w-full`} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}

interface ListFiltersProps {
  filters: TeamFilters
  /** Every change starts again from the first page. */
  onChange: (patch: Partial<TeamFilters>) => void
  searchLabel: string
  searchPlaceholder: string
  /** Hides the discipline filter where the page already fixes it (the discipline page). */
  disciplineFixed?: boolean
  /** A further filter (the athletes' gender). */
  children?: ReactNode
}

/** The search box, the delegation and the discipline of a participant list. */
export function ListFilters({ filters, onChange, disciplineFixed = false, children, ...labels }: ListFiltersProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const organisations = useQuery(referenceQueries.organisations(locale)).data ?? []
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data ?? []
  const fields = 2 + (disciplineFixed ? 0 : 1) + (children ? 1 : 0)
  return (
    <div className={`grid items-end gap-3 sm:grid-cols-2 ${fields > 3 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      <SearchField
        label={labels.searchLabel}
        placeholder={labels.searchPlaceholder}
        value={filters.search}
        onSearch={(search) => onChange({ search, page: 1 })}
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label={t('participants.delegation')}
        allLabel={t('participants.allDelegations')}
        value={filters.organisation}
        options={organisations.map((o) => ({ value: o.code, label: o.name }))}
        onChange={(organisation) => onChange({ organisation, page: 1 })}
      />
      {disciplineFixed ? null : (
        <FilterSelect
          label={t('participants.discipline')}
          allLabel={t('participants.allDisciplines')}
          value={filters.discipline}
          options={disciplines.map((d) => ({ value: d.key, label: d.name }))}
          onChange={(discipline) => onChange({ discipline, page: 1 })}
        />
      )}
      {children}
    </div>
  )
}

interface PagedResultsProps<T> {
  query: UseQueryResult<{ items: T[]; total: number; pageSize: number }>
  page: number
  onPage: (page: number) => void
  /** Skeleton rows while the first page loads. */
  loadingRows: number
  emptyText: string
  /** The announced count ("24 athletes"). */
  countText: (total: number) => string
  paginationLabel: string
  /** The list of the page's items. */
  children: (items: T[]) => ReactNode
}

/**
 * A page of results: the count (announced, role="status"), the list (dimmed while the next page loads, so the
 * screen never blanks) and the previous/next navigation.
 */
export function PagedResults<T>(props: PagedResultsProps<T>) {
  const { query, page, onPage } = props
  const { t } = useTranslation()
  const top = useRef<HTMLParagraphElement>(null)
  if (query.isPending) return <CardListSkeleton rows={props.loadingRows} label={t('participants.loading')} />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  const { items, total, pageSize } = query.data
  // A page past the end (an old link) still shows the count and the way back.
  if (total === 0) return <EmptyState icon={<Users aria-hidden="true" />}>{props.emptyText}</EmptyState>
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const go = (next: number) => {
    onPage(next)
    // The buttons sit below the list: bring the new page's start back into view.
    top.current?.scrollIntoView({ block: 'nearest' })
  }
  return (
    <>
      <p ref={top} role="status" className="scroll-mt-24 text-sm text-ink-muted">
        {props.countText(total)}
      </p>
      <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
        {props.children(items)}
      </div>
      <nav aria-label={props.paginationLabel} className="flex items-center justify-between gap-3">
        <button
          type="button"
          className={`${secondaryButton} disabled:opacity-50`}
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('participants.previous')}
        </button>
        <span className="text-sm text-ink-muted">{t('participants.pageOf', { page, pages })}</span>
        <button
          type="button"
          className={`${secondaryButton} disabled:opacity-50`}
          disabled={page >= pages}
          onClick={() => go(page + 1)}
        >
          {t('participants.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </nav>
    </>
  )
}
