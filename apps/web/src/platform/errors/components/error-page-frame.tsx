import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** An error page's head (its icon, its status code in large, its title); what it says and offers follows. */
export function ErrorPageFrame({
  icon: Icon,
  code,
  title,
  children,
}: {
  icon: LucideIcon
  code: number
  title: string
  children: ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <Icon aria-hidden="true" className="size-7" />
      </div>
      <p className="mt-5 text-6xl font-extrabold tracking-tight text-brand tabular-nums">{code}</p>
      <h1 className="mt-2 text-2xl font-bold text-ink">{title}</h1>
      {children}
    </div>
  )
}
