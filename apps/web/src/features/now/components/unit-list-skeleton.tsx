import { Skeleton } from '../../../components/ui/skeleton.tsx'

export function UnitListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="grid grid-cols-1 gap-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity and never reorder.
        <li key={i} className="flex gap-4 rounded-2xl border border-line bg-surface p-4">
          <Skeleton className="h-6 w-14" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  )
}
