import type { ReactNode } from 'react'

/** A list with nothing to show: a short sentence, optionally an icon and an action. */
export function EmptyState({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface p-8 text-center">
      {icon && <span className="text-ink-muted [&>svg]:size-8">{icon}</span>}
      <p className="text-sm text-ink-muted">{children}</p>
    </div>
  )
}
