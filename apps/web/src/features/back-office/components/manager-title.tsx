import { Download, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { secondaryButton } from '../../../components/ui/button-styles.ts'

/** A manager's title with its icon, and the page's buttons (add, export…) on its right. */
export function ManagerTitle({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon
  title: string
  children: ReactNode
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-ink">
        <Icon aria-hidden="true" className="size-7 text-brand" />
        {title}
      </h1>
      {children}
    </header>
  )
}

/** A link that downloads what the list shows, as the server exports it (CSV). */
export function ExportLink({ href, text }: { href: string; text: string }) {
  return (
    <a className={secondaryButton} href={href} download>
      <Download aria-hidden="true" className="size-4" />
      {text}
    </a>
  )
}
