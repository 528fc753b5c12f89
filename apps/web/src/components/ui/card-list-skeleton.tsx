import { Skeleton } from './skeleton.tsx'

/** Placeholder cards while a list loads; the region's label announces the loading state. */
export function CardListSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity and never reorder.
        <div key={i} className="space-y-2 rounded-2xl border border-line bg-surface p-4">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  )
}
