import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** A page's title led by its icon (decorative), in the brand's colour unless the page names another tone. */
export function PageHeading({
  icon: Icon,
  tone = 'text-brand',
  children,
}: {
  icon: LucideIcon
  tone?: string
  children: ReactNode
}) {
  return (
    <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-ink">
      <Icon aria-hidden="true" className={`size-7 ${tone}`} />
      {children}
    </h1>
  )
}
