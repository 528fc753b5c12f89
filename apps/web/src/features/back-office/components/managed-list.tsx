import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { ListStates, Pager } from './admin-kit.tsx'

/**
 * A manager's list: loading, failed, empty, or the count (announced), the items and the pager. The query's states are
 * ListStates'; `count` and `paging` are left out where a list has neither.
 */
export function ManagedList({
  query,
  isEmpty,
  emptyText,
  count,
  label,
  paging,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown }
  isEmpty: boolean
  emptyText: string
  count?: string
  /** The list's accessible name, where a page has more than one list. */
  label?: string
  paging?: { page: number; pages: number; onPage: (page: number) => void }
  children: () => ReactNode
}) {
  return (
    <ListStates
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      isEmpty={isEmpty}
      emptyText={emptyText}
    >
      {() => (
        <>
          {count !== undefined && (
            <p className="text-sm text-ink-muted" aria-live="polite">
              {count}
            </p>
          )}
          <ul className="grid gap-2" aria-label={label}>
            {children()}
          </ul>
          {paging && <Pager {...paging} />}
        </>
      )}
    </ListStates>
  )
}

/** How many pages a paged answer fills (one at least). */
export const pagesOf = (data: { total: number; pageSize: number } | undefined) =>
  data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1

/** A manager's row: what the item is (its title and lines) and, beside it or under it on a phone, its actions. */
export function ManagedRow({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-nowrap">
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">{children}</div>
      <div className="flex basis-full flex-wrap gap-2 sm:shrink-0 sm:basis-auto sm:flex-nowrap">{actions}</div>
    </li>
  )
}

/** One of a row's actions: its icon and short word ("Edit"), named for screen readers with the item ("Edit X"). */
export function RowAction({
  icon: Icon,
  text,
  label,
  onClick,
}: {
  icon: LucideIcon
  text: string
  label: string
  onClick: () => void
}) {
  return (
    <button type="button" className={secondaryButton} onClick={onClick} aria-label={label}>
      <Icon aria-hidden="true" className="size-4" />
      {text}
    </button>
  )
}
