import type { ReactNode } from 'react'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'

interface Props {
  title: string
  toolbar?: ReactNode
  query: { isPending: boolean; isError: boolean; refetch: () => unknown }
  isEmpty: boolean
  emptyText: string
  loadingLabel: string
  children: ReactNode
}

/** Title, then loading skeleton, error with retry, empty state or the content. */
export function PageFrame({ title, toolbar, query, isEmpty, emptyText, loadingLabel, children }: Props) {
  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
      {toolbar}
      {query.isPending ? (
        <CardListSkeleton label={loadingLabel} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : isEmpty ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        children
      )}
    </div>
  )
}
